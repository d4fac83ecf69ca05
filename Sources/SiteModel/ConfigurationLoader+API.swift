import Diagnostics
import FrontMatter

extension ConfigurationLoader {
    /// `api: { part_bytes: 4194304, whole_site_bytes: 1048576, rule_bodies: true, rule_bodies_max_pages: 5000 }`:
    /// the most bytes of pages in one file of `api/groups/`, the size of all of them up to which `api/pages.json`,
    /// `rules.json` and `colors.json` are written too, and whether (and up to how many pages) a rule in the group
    /// files carries its body.
    func readAPI(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'api' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            if entry.key == "rule_bodies" {
                if let flag = entry.value.boolValue {
                    config.apiRuleBodies = flag
                } else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type", "'api.rule_bodies' should be true or false, found \(entry.value.kindDescription)",
                            at: entry.value.location, notes: ["the default, true, is used"]))
                }
                continue
            }
            let minimum = entry.key == "part_bytes" ? 1 : 0
            let defaultValue: Int
            switch entry.key {
            case "part_bytes": defaultValue = SiteConfiguration.defaultAPIPartBytes
            case "whole_site_bytes": defaultValue = SiteConfiguration.defaultAPIWholeSiteBytes
            case "rule_bodies_max_pages": defaultValue = SiteConfiguration.defaultAPIRuleBodiesMaxPages
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'api.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: part_bytes, whole_site_bytes, rule_bodies, rule_bodies_max_pages"]))
                continue
            }
            guard
                let value = wholeNumber(
                    entry, in: "api",
                    expected: entry.key == "rule_bodies_max_pages"
                        ? "a whole number of pages, 0 or more" : "a whole number of bytes, \(minimum) or more",
                    fallback: defaultValue,
                    accepts: { $0 >= minimum }, into: &diagnostics)
            else { continue }
            switch entry.key {
            case "part_bytes": config.apiPartBytes = value
            case "whole_site_bytes": config.apiWholeSiteBytes = value
            default: config.apiRuleBodiesMaxPages = value
            }
        }
        return diagnostics
    }
}
