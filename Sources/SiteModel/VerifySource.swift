/// One entry of `verify:` in precept.yml: shipped colors to compare with the guidelines on every `check` and
/// `build` (and `precept verify`).
public struct VerifySource: Sendable, Hashable, Codable {
    /// A file or folder, relative to the folder precept runs in: an asset catalog, design tokens, a style sheet or
    /// Android resources.
    public var path: String
    /// How the code names a guideline color (`{api}`, `color-{key}`); nil tries API names, then names.
    public var names: String?
    /// The largest ΔE2000 that still counts as the same color (0: the same 8-bit value).
    public var toleranceDeltaE: Double
    /// The platforms whose tables the source ships; empty: those it ships any color of.
    public var platforms: [String]

    public init(path: String, names: String? = nil, toleranceDeltaE: Double = 0, platforms: [String] = []) {
        self.path = path
        self.names = names
        self.toleranceDeltaE = toleranceDeltaE
        self.platforms = platforms
    }
}
