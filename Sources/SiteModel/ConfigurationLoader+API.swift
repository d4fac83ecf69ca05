import Diagnostics
import FrontMatter

extension ConfigurationLoader {
    /// `api: { part_bytes: 4194304, whole_site_bytes: 1048576 }`: the most bytes of pages in one file of
    /// `api/groups/`, and the size of all of them up to which `api/pages.json`, `rules.json` and `colors.json`
    /// are written too.
    func readAPI(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'api' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            let minimum = entry.key == "part_bytes" ? 1 : 0
            let defaultValue: Int
            switch entry.key {
            case "part_bytes": defaultValue = SiteConfiguration.defaultAPIPartBytes
            case "whole_site_bytes": defaultValue = SiteConfiguration.defaultAPIWholeSiteBytes
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'api.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: part_bytes, whole_site_bytes"]))
                continue
            }
            guard
                let bytes = wholeNumber(
                    entry, in: "api", expected: "a whole number of bytes, \(minimum) or more", fallback: defaultValue,
                    accepts: { $0 >= minimum }, into: &diagnostics)
            else { continue }
            if entry.key == "part_bytes" { config.apiPartBytes = bytes } else { config.apiWholeSiteBytes = bytes }
        }
        return diagnostics
    }
}
