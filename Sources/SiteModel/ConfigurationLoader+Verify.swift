import Diagnostics
import FrontMatter

extension ConfigurationLoader {
    /// `verify:` as a list whose entries are a path, or `{path, names, tolerance_delta_e, platforms}`.
    func readVerify(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        let items: [YAMLValue]
        if case .sequence(let list, _) = value { items = list } else { items = [value] }
        var diagnostics: [Diagnostic] = []
        for item in items {
            if let path = item.scalarText, item.mappingEntries == nil {
                config.verify.append(VerifySource(path: path))
                continue
            }
            guard let entries = item.mappingEntries else {
                diagnostics.append(
                    .warning(
                        "config.wrong-type", "'verify' entries should be paths or mappings with 'path:', found \(item.kindDescription)",
                        at: item.location))
                continue
            }
            var source = VerifySource(path: "")
            for entry in entries {
                switch entry.key {
                case "path": source.path = entry.value.scalarText ?? ""
                case "names": source.names = entry.value.scalarText
                case "tolerance_delta_e":
                    guard let text = entry.value.scalarText, let number = Double(text), number >= 0, number.isFinite else {
                        diagnostics.append(
                            .warning(
                                "config.wrong-type", "'verify.tolerance_delta_e' should be a number, 0 or more; 0 (exact) is used",
                                at: entry.value.location))
                        continue
                    }
                    source.toleranceDeltaE = number
                case "platforms":
                    if case .sequence(let list, _) = entry.value {
                        source.platforms = list.compactMap(\.scalarText)
                    } else if let one = entry.value.scalarText {
                        source.platforms = [one]
                    }
                default:
                    diagnostics.append(
                        .warning(
                            "config.unknown-key", "unknown setting 'verify.\(entry.key)'", at: entry.keyLocation,
                            notes: ["known: path, names, tolerance_delta_e, platforms"]))
                }
            }
            guard !source.path.isEmpty else {
                diagnostics.append(.warning("config.wrong-type", "a 'verify' entry has no 'path:'; it is left out", at: item.location))
                continue
            }
            config.verify.append(source)
        }
        return diagnostics
    }
}
