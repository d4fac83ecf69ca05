import Diagnostics
import FrontMatter

extension ConfigurationLoader {
    /// `llms: false`, or `llms: { txt: true, full: true, markdown: true, full_max_kb: 8192, max_pages: 5000 }`.
    func readLLMs(_ value: YAMLValue, into settings: inout LLMSettings) -> [Diagnostic] {
        if let on = value.boolValue {
            settings.index = on
            settings.full = on
            settings.markdown = on
            return []
        }
        guard let entries = value.mappingEntries else {
            return [
                .warning(
                    "config.wrong-type", "'llms' should be true, false or a mapping, found \(value.kindDescription)", at: value.location,
                    notes: ["write llms: false to write none of llms.txt, llms-full.txt and the Markdown copies"])
            ]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "txt", "full", "markdown":
                guard let on = entry.value.boolValue else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type", "'llms.\(entry.key)' should be true or false, found \(entry.value.kindDescription)",
                            at: entry.value.location))
                    continue
                }
                switch entry.key {
                case "txt": settings.index = on
                case "full": settings.full = on
                default: settings.markdown = on
                }
            case "full_max_kb":
                guard let kilobytes = entry.value.intValue, kilobytes >= 1, kilobytes <= 10 * 1024 else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type",
                            "'llms.full_max_kb' should be a whole number from 1 to 10240, found \(entry.value.kindDescription);"
                                + " the default, 8192, is used",
                            at: entry.value.location))
                    continue
                }
                settings.fullMaxBytes = kilobytes * 1024
            case "max_pages":
                guard let pages = entry.value.intValue, pages >= 0 else {
                    diagnostics.append(
                        .warning(
                            "config.wrong-type",
                            "'llms.max_pages' should be a whole number of pages, found \(entry.value.kindDescription);"
                                + " the default, 5000, is used",
                            at: entry.value.location))
                    continue
                }
                settings.maxPages = pages
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'llms.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: txt, full, markdown, full_max_kb, max_pages"]))
            }
        }
        return diagnostics
    }
}
