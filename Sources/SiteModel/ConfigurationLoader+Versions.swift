import Diagnostics
import FrontMatter

extension ConfigurationLoader {
    /// `versions:` as a list whose entries are a git revision (`v1.0`, which is also the folder and the label) or
    /// `{name, ref, label}`.
    func readVersions(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        let items: [YAMLValue]
        if case .sequence(let list, _) = value { items = list } else { items = [value] }
        var diagnostics: [Diagnostic] = []
        let example = "for example: versions: [v2.0, { name: \"1.0\", ref: release-1.0, label: \"1.0 (2025)\" }]"
        for item in items {
            var setting: VersionSetting
            if let ref = item.scalarText, item.mappingEntries == nil {
                setting = VersionSetting(name: ref)
            } else if let entries = item.mappingEntries {
                var (name, ref, label): (String?, String?, String?) = (nil, nil, nil)
                for entry in entries {
                    switch entry.key {
                    case "name": name = entry.value.scalarText
                    case "ref": ref = entry.value.scalarText
                    case "label": label = entry.value.scalarText
                    default:
                        diagnostics.append(
                            .warning(
                                "config.unknown-key", "unknown setting 'versions.\(entry.key)'", at: entry.keyLocation,
                                notes: ["known: name, ref, label"]))
                    }
                }
                guard let folder = name ?? ref, !folder.isEmpty else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type", "a 'versions' entry has neither 'name:' nor 'ref:'; it is left out", at: item.location,
                            notes: [example]))
                    continue
                }
                setting = VersionSetting(name: folder, ref: ref, label: label)
            } else {
                diagnostics.append(
                    .warning(
                        "config.wrong-type",
                        "'versions' entries should be git revisions or mappings with 'ref:', found \(item.kindDescription)",
                        at: item.location, notes: [example]))
                continue
            }
            guard VersionSetting.isValidName(setting.name) else {
                diagnostics.append(
                    .warning(
                        "config.invalid-value",
                        "the version name '\(setting.name)' cannot be a folder under v/; the version is left out",
                        at: item.location,
                        notes: [
                            "use letters, digits, '.', '_' and '-' (not first): give it 'name:', e.g. { name: \"1.0\", ref: \"\(setting.ref)\" }"
                        ]))
                continue
            }
            guard !config.versions.contains(where: { $0.name == setting.name }) else {
                diagnostics.append(
                    .warning(
                        "config.invalid-value", "the version name '\(setting.name)' is listed twice; the second is left out",
                        at: item.location))
                continue
            }
            config.versions.append(setting)
        }
        return diagnostics
    }
}
