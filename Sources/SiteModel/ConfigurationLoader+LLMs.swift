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
                guard
                    let kilobytes = wholeNumber(
                        entry, in: "llms", expected: "a whole number from 1 to 10240", fallback: LLMSettings().fullMaxBytes / 1024,
                        accepts: { (1...10 * 1024).contains($0) }, into: &diagnostics)
                else { continue }
                settings.fullMaxBytes = kilobytes * 1024
            case "max_pages":
                guard
                    let pages = wholeNumber(
                        entry, in: "llms", expected: "a whole number of pages", fallback: LLMSettings().maxPages,
                        accepts: { $0 >= 0 }, into: &diagnostics)
                else { continue }
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
