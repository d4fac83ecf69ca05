import Diagnostics

/// Reads the typed `PageMetadata` fields out of a front-matter mapping, warning about values of the wrong kind.
///
/// A field whose value cannot be read is left unset and the rest of the page goes on; an empty value
/// (`weight:`) counts as unset without a warning.
package struct PageMetadataReader {
    private(set) var metadata = PageMetadata()
    private(set) var diagnostics: [Diagnostic] = []

    /// The metadata held in `entries` (a mapping's entries, in order) and the problems found.
    package static func read(_ entries: [YAMLMappingEntry]) -> (metadata: PageMetadata, diagnostics: [Diagnostic]) {
        var reader = PageMetadataReader()
        for entry in entries {
            reader.take(entry.key, entry.value)
        }
        return (reader.metadata, reader.diagnostics)
    }

    private mutating func take(_ key: String, _ value: YAMLValue) {
        guard PageMetadata.knownKeys.contains(key) else {
            metadata.extra[key] = value
            return
        }
        if value.isNull { return }
        switch key {
        case "id": metadata.id = pageId(key, value)
        case "title": metadata.title = string(key, value)
        case "description": metadata.description = string(key, value)
        case "availability": metadata.availability = string(key, value)
        case "platforms": metadata.platforms = list(key, value)
        case "aliases": metadata.aliases = list(key, value)
        case "reviewed": metadata.reviewed = date(key, value)
        case "source": metadata.source = link(key, value)
        case "hig": metadata.hig = link(key, value)
        case "docs": metadata.docs = link(key, value)
        case "draft": metadata.draft = value.boolValue ?? wrongType(key, expected: "true or false", value)
        case "weight": metadata.weight = value.intValue ?? wrongType(key, expected: "an integer", value)
        case "language": metadata.language = language(key, value)
        case "deprecated":
            if let flag = value.boolValue {
                metadata.deprecated = flag ? "" : nil
            } else {
                metadata.deprecated = string(key, value)
            }
        default: metadata.extra[key] = value
        }
    }

    /// Any scalar is taken as text (`title: 1984` is a title, not a number).
    private mutating func string(_ key: String, _ value: YAMLValue) -> String? {
        guard let text = value.scalarText else { return wrongType(key, expected: "a string", value) }
        return text.trimmingBlanksAndNewlines()
    }

    /// A YAML list of strings, or one string split at commas.
    private mutating func list(_ key: String, _ value: YAMLValue) -> [String]? {
        switch value {
        case .scalar(let text, _, _):
            return text.split(separator: ",").map { $0.trimmingBlanksAndNewlines() }.filter { !$0.isEmpty }
        case .sequence(let items, _):
            var result: [String] = []
            for item in items where !item.isNull {
                guard let text = item.scalarText else {
                    diagnostics.append(
                        .warning(
                            "frontmatter.wrong-type", "'\(key)' should list strings, found \(item.kindDescription); it is skipped",
                            at: item.location))
                    continue
                }
                result.append(text.trimmingBlanksAndNewlines())
            }
            return result
        case .mapping:
            return wrongType(key, expected: "a list of strings or a comma-separated string", value)
        }
    }

    private mutating func date(_ key: String, _ value: YAMLValue) -> ReviewDate? {
        guard let text = string(key, value) else { return nil }
        if var date = ReviewDate(parsing: text) {
            date.line = value.location.line
            return date
        }
        diagnostics.append(
            .warning(
                "frontmatter.invalid-date",
                "'\(key)' should be a date like 2026-10-04 or a month like October 2026, found \"\(text)\"",
                at: value.location))
        return nil
    }

    /// A BCP 47 tag; anything else is left unset (the language is then detected from the text) with a warning.
    private mutating func language(_ key: String, _ value: YAMLValue) -> LanguageTag? {
        guard let text = string(key, value) else { return nil }
        if let tag = LanguageTag(text) { return tag }
        var notes = ["write a BCP 47 tag such as en, zh-Hans, ja, ko or pt-BR; until then the language is detected from the text"]
        if let suggestion = LanguageTag.suggestion(for: text) { notes.insert("did you mean '\(suggestion)'?", at: 0) }
        diagnostics.append(
            .warning(
                "frontmatter.invalid-language", "'\(key)' should be a BCP 47 language tag, found \"\(text)\"",
                at: value.location, notes: notes))
        return nil
    }

    private mutating func link(_ key: String, _ value: YAMLValue) -> String? {
        guard let text = string(key, value) else { return nil }
        if Self.isAcceptableLink(text) { return text }
        diagnostics.append(
            .warning(
                "frontmatter.invalid-url",
                "'\(key)' should be an absolute http(s) URL, a mailto: address or a relative path, found \"\(text)\"",
                at: value.location))
        return nil
    }

    /// An id is a relative path of plain segments: no `..`, no leading `/`, no backslash or control characters.
    private mutating func pageId(_ key: String, _ value: YAMLValue) -> String? {
        guard let text = string(key, value) else { return nil }
        if Self.isAcceptableId(text) { return text }
        diagnostics.append(
            .warning(
                "frontmatter.invalid-id",
                "'id' should be plain words joined by '-' or '/', found \"\(text)\"; the page's path is used instead",
                at: value.location, notes: ["an id may not start with '/', contain '..' or '.' segments, backslashes or control characters"]
            ))
        return nil
    }

    static func isAcceptableId(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 200, !text.hasPrefix("/"), !text.hasSuffix("/"), !text.contains("\\"),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        return text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    private mutating func wrongType<T>(_ key: String, expected: String, _ value: YAMLValue) -> T? {
        diagnostics.append(
            .warning(
                "frontmatter.wrong-type", "'\(key)' should be \(expected), found \(value.kindDescription)", at: value.location))
        return nil
    }

    /// An absolute `http`/`https` URL with a host, or a relative path; no spaces or control characters in either.
    static func isAcceptableLink(_ text: String) -> Bool {
        guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        if text.hasPrefix("//") { return false }
        let beforeSeparator = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let colon = beforeSeparator.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon].lowercased()
        if scheme == "mailto" { return text.count > "mailto:".count && text.contains("@") }
        guard scheme == "http" || scheme == "https" else { return false }
        let rest = text[text.index(after: colon)...]
        guard rest.hasPrefix("//") else { return false }
        let host = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let hostName = host.split(separator: "@").last.map { $0.split(separator: ":").first ?? "" } ?? ""
        return !hostName.isEmpty
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace, newlines included.
    fileprivate func trimmingBlanksAndNewlines() -> String {
        var text = self[...]
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
