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
            // Each number's setting, default, least value and what it counts, from one switch on the key.
            let setting: (field: WritableKeyPath<SiteConfiguration, Int>, defaultValue: Int, minimum: Int, unit: String)
            switch entry.key {
            case "part_bytes": setting = (\.apiPartBytes, SiteConfiguration.defaultAPIPartBytes, 1, "bytes")
            case "whole_site_bytes": setting = (\.apiWholeSiteBytes, SiteConfiguration.defaultAPIWholeSiteBytes, 0, "bytes")
            case "rule_bodies_max_pages":
                setting = (\.apiRuleBodiesMaxPages, SiteConfiguration.defaultAPIRuleBodiesMaxPages, 0, "pages")
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'api.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: part_bytes, whole_site_bytes, rule_bodies, rule_bodies_max_pages"]))
                continue
            }
            guard
                let value = wholeNumber(
                    entry, in: "api", expected: "a whole number of \(setting.unit), \(setting.minimum) or more",
                    fallback: setting.defaultValue, accepts: { $0 >= setting.minimum }, into: &diagnostics)
            else { continue }
            config[keyPath: setting.field] = value
        }
        return diagnostics
    }
}
