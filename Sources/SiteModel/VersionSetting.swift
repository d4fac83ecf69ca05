/// One earlier state of the guidelines published beside the current site (`versions:` in precept.yml): the git
/// revision `ref`, built under `v/<name>/` and shown in the version menu as `label`.
public struct VersionSetting: Sendable, Hashable, Codable {
    /// The folder under `v/`: letters, digits, `.`, `_` and `-`, not starting with `.`.
    public var name: String
    /// A git revision of the site's repository: a tag, a branch or a commit.
    public var ref: String
    /// What the version menu shows.
    public var label: String

    public init(name: String, ref: String? = nil, label: String? = nil) {
        self.name = name
        self.ref = ref ?? name
        self.label = label ?? name
    }

    /// Whether `name` can be a version's folder: 1 to 64 of `A-Z a-z 0-9 . _ -`, not starting with `.` or `-`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != ".", first != "-", name.unicodeScalars.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
        }
    }
}
