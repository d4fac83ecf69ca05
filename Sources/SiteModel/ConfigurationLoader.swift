import ColorScience
import Diagnostics
import Foundation
import FrontMatter
import Guidelines

/// Reads `precept.yml` into a `SiteConfiguration`; unknown keys and wrong types are warnings, never fatal.
package struct ConfigurationLoader: Sendable {
    package static let fileName = "precept.yml"

    package init() {}

    /// Known keys and what they set.
    package static let keys = [
        "title", "description", "base_url", "language", "languages", "content", "templates", "output", "unsafe_html", "strict", "drafts",
        "colors",
        "rules", "severity", "limits", "checklist", "api", "verify", "llms", "reviews", "last_updated", "edit_url",
        "versions", "current_version",
    ]

    package func load(text: String, path: String, into configuration: SiteConfiguration = SiteConfiguration())
        -> (SiteConfiguration, [Diagnostic])
    {
        var config = configuration
        var diagnostics: [Diagnostic] = []
        let (value, yamlDiagnostics) = YAMLReader(path: path, firstLine: 1).read(text)
        diagnostics += yamlDiagnostics
        guard let value else { return (config, diagnostics) }
        guard let entries = value.mappingEntries else {
            diagnostics.append(
                .error(
                    "config.invalid", "\(path) should be a mapping of settings, found \(value.kindDescription)", at: value.location,
                    notes: ["write one 'setting: value' per line at the top level, such as title: My guidelines"]))
            return (config, diagnostics)
        }
        for entry in entries {
            let v = entry.value
            func string() -> String? {
                guard let s = v.scalarText, v.mappingEntries == nil else {
                    diagnostics.append(
                        .warning("config.wrong-type", "'\(entry.key)' should be text, found \(v.kindDescription)", at: v.location))
                    return nil
                }
                return s
            }
            func bool() -> Bool? {
                guard let b = v.boolValue else {
                    diagnostics.append(
                        .warning("config.wrong-type", "'\(entry.key)' should be true or false, found \(v.kindDescription)", at: v.location))
                    return nil
                }
                return b
            }
            switch entry.key {
            case "title": if let s = string() { config.title = s }
            case "description": if let s = string() { config.description = s }
            case "base_url", "baseURL", "base-url":
                if let s = string() {
                    if let url = URL(string: s), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()) {
                        config.baseURL = s
                    } else {
                        diagnostics.append(
                            .warning("config.invalid-url", "'base_url' should be an absolute http(s) URL, found '\(s)'", at: v.location))
                    }
                }
            case "language":
                if let s = string() {
                    if let tag = LanguageTag(s) {
                        config.language = tag.text
                    } else {
                        diagnostics.append(
                            .warning(
                                "config.invalid-language", "'language' should be a BCP 47 language tag, found '\(s)'; 'en' is used",
                                at: v.location, notes: ["write a tag such as en, zh-Hans, ja, ko or pt-BR"]))
                    }
                }
            case "languages": diagnostics += readLanguages(v, into: &config)
            case "content": if let s = string() { config.contentDirectory = s }
            case "templates": if let s = string() { config.templatesDirectory = s }
            case "output": if let s = string() { config.outputDirectory = s }
            case "unsafe_html": if let b = bool() { config.allowRawHTML = b }
            case "strict": if let b = bool() { config.strict = b }
            case "drafts": if let b = bool() { config.includeDrafts = b }
            case "colors": diagnostics += readColors(v, into: &config.colorChecks)
            case "severity": diagnostics += readSeverity(v, into: &config.severityOverrides)
            case "rules": diagnostics += readRules(v, into: &config.ruleHeadings)
            case "limits": diagnostics += readLimits(v, into: &config.limits)
            case "checklist": diagnostics += readChecklist(v, into: &config.checklistSplitAbove)
            case "api": diagnostics += readAPI(v, into: &config)
            case "verify": diagnostics += readVerify(v, into: &config)
            case "llms": diagnostics += readLLMs(v, into: &config.llms)
            case "reviews": diagnostics += readReviews(v, into: &config)
            case "last_updated": if let b = bool() { config.lastUpdated = b }
            case "edit_url": if let s = string() { diagnostics += readEditURL(s, at: v.location, into: &config) }
            case "versions": diagnostics += readVersions(v, into: &config)
            case "current_version": if let s = string(), !s.isEmpty { config.currentVersionLabel = s }
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting '\(entry.key)'", at: entry.keyLocation,
                        notes: ["known settings: " + Self.keys.joined(separator: ", ")]))
            }
        }
        // `languages: [zh, en]` without `language:` makes the first listed the default.
        if let first = config.languages.first, !entries.contains(where: { $0.key == "language" }) { config.language = first }
        return (config, diagnostics)
    }

    /// `languages: [en, zh, ja]`: each a BCP 47 tag; the default (`language:`, else the first listed) leads.
    func readLanguages(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        let items: [YAMLValue]
        if case .sequence(let list, _) = value { items = list } else { items = [value] }
        var diagnostics: [Diagnostic] = []
        var tags: [String] = []
        for item in items {
            guard let text = item.scalarText, let tag = LanguageTag(text) else {
                diagnostics.append(
                    .warning(
                        "config.invalid-language",
                        "'languages' should list BCP 47 language tags, found \(item.scalarText.map { "'\($0)'" } ?? item.kindDescription)",
                        at: item.location, notes: ["write tags such as [en, zh-Hans, ja, ko]; this entry is left out"]))
                continue
            }
            if !tags.contains(where: { $0.lowercased() == tag.text.lowercased() }) { tags.append(tag.text) }
        }
        config.languages = tags
        return diagnostics
    }

    func readColors(_ value: YAMLValue, into settings: inout ColorCheckSettings) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'colors' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "backgrounds":
                guard let modes = entry.value.mappingEntries else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type", "'colors.backgrounds' should map 'light' and 'dark' to colors",
                            at: entry.value.location))
                    continue
                }
                for mode in modes {
                    let items: [YAMLValue]
                    if case .sequence(let list, _) = mode.value { items = list } else { items = [mode.value] }
                    var colors: [SRGBColor] = []
                    for item in items {
                        guard let text = item.scalarText, case .value(let color, _) = ColorNotationParser.standard.parse(text) else {
                            diagnostics.append(
                                .warning(
                                    "config.invalid-color",
                                    "cannot read a color from \(item.scalarText.map { "'\($0)'" } ?? item.kindDescription)",
                                    at: item.location))
                            continue
                        }
                        colors.append(color.srgb)
                    }
                    switch mode.key {
                    case "light": if !colors.isEmpty { settings.lightBackgrounds = colors }
                    case "dark": if !colors.isEmpty { settings.darkBackgrounds = colors }
                    default:
                        diagnostics.append(
                            .warning(
                                "config.unknown-key", "unknown appearance '\(mode.key)' in 'colors.backgrounds'",
                                at: mode.keyLocation, notes: ["use 'light' or 'dark'"]))
                    }
                }
            case "minimum_contrast":
                guard let ratio = entry.value.doubleValue, ratio >= 1, ratio <= 21 else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type", "'colors.minimum_contrast' should be a ratio between 1 and 21",
                            at: entry.value.location))
                    continue
                }
                settings.minimumContrast = ratio
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'colors.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: backgrounds, minimum_contrast"]))
            }
        }
        return diagnostics
    }

    /// The whole number of `entry` (in `section:`) when `accepts` it; otherwise nil, after a `config.wrong-type`
    /// warning at its value saying it should be `expected` and that `fallback` is used instead.
    func wholeNumber(
        _ entry: YAMLMappingEntry, in section: String, expected: String, fallback: Int?, notes: [String] = [],
        accepts: (Int) -> Bool, into diagnostics: inout [Diagnostic]
    ) -> Int? {
        if let number = entry.value.intValue, accepts(number) { return number }
        diagnostics.append(
            .warning(
                "config.wrong-type",
                "'\(section).\(entry.key)' should be \(expected), found \(entry.value.kindDescription); "
                    + (fallback.map { "the default, \($0), is used" } ?? "the setting stays off"),
                at: entry.value.location, notes: notes))
        return nil
    }

    /// `rules: { headings: [Rules, Pitfalls, Do, Don't, Checks] }`: the headings whose list items are rules (replacing the default list).
    func readRules(_ value: YAMLValue, into headings: inout Set<String>) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'rules' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard entry.key == "headings" else {
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'rules.\(entry.key)'", at: entry.keyLocation, notes: ["known: headings"]))
                continue
            }
            guard case .sequence(let items, _) = entry.value else {
                diagnostics.append(
                    .warning("config.wrong-type", "'rules.headings' should be a list of heading texts", at: entry.value.location))
                continue
            }
            headings = Set(items.compactMap { $0.scalarText?.lowercased().replacingOccurrences(of: "’", with: "'") })
        }
        return diagnostics
    }

    func readSeverity(_ value: YAMLValue, into overrides: inout [String: String]) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'severity' should map diagnostic ids to a severity", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard let level = entry.value.scalarText, SeverityOverrides.allowed.contains(level) else {
                diagnostics.append(
                    .warning(
                        "config.wrong-type",
                        "severity of '\(entry.key)' should be one of \(SeverityOverrides.allowed.joined(separator: ", "))",
                        at: entry.value.location))
                continue
            }
            overrides[entry.key] = level
        }
        return diagnostics
    }

    /// `checklist: { split_above: 2000 }`: above this many rules the site checklist is one page per group.
    func readChecklist(_ value: YAMLValue, into splitAbove: inout Int) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'checklist' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard entry.key == "split_above" else {
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'checklist.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: split_above"]))
                continue
            }
            guard
                let rules = wholeNumber(
                    entry, in: "checklist", expected: "a whole number of rules, 0 or more",
                    fallback: SiteConfiguration.defaultChecklistSplitAbove,
                    notes: ["above this many rules, checklist.html lists the groups and each group gets its own checklist page"],
                    accepts: { $0 >= 0 }, into: &diagnostics)
            else { continue }
            splitAbove = rules
        }
        return diagnostics
    }

    func readLimits(_ value: YAMLValue, into limits: inout BuildLimits) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [.warning("config.wrong-type", "'limits' should be a mapping, found \(value.kindDescription)", at: value.location)]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard BuildLimits.keys.contains(entry.key) else {
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'limits.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: " + BuildLimits.keys.joined(separator: ", ")]))
                continue
            }
            // page_memory_mb: 0 is "no limit", as --page-memory 0 is; every other limit must be positive.
            let allowsZero = entry.key == "page_memory_mb"
            guard let number = entry.value.doubleValue, number > 0 || (allowsZero && number == 0), number < 1e9 else {
                diagnostics.append(
                    .warning(
                        "config.wrong-type",
                        "'limits.\(entry.key)' should be a \(allowsZero ? "positive number, or 0 for no limit" : "positive number")",
                        at: entry.value.location))
                continue
            }
            let whole = Int(number.rounded(.up))
            switch entry.key {
            case "page_time": limits.pageTimeSeconds = number
            case "page_memory_mb": limits.pageMemoryMB = whole
            case "page_size_kb": limits.page.maximumPageBytes = whole * 1024
            case "table_columns": limits.page.maximumTableColumns = whole
            case "output_growth": limits.page.maximumOutputGrowth = whole
            default: limits.page.outputAllowanceBytes = whole * 1024
            }
        }
        return diagnostics
    }
}
