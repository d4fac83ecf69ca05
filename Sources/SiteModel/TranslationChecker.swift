import ColorScience
import Diagnostics
import Guidelines

/// Compares each translated page's facts with its source's: the colors of their specification tables (matched by
/// API name, else by name, within the same platforms first) and how many rules they have. Prose is not compared:
/// it is in another language.
package struct TranslationChecker: Sendable {
    /// Notes listed under one `translation.outdated` before the rest are counted.
    package static let listedChanges = 20

    package init() {}

    /// Each translation's status, and a `translation.outdated` warning for each that differs from its source.
    package func check(_ translations: inout Translations, pages: [Page]) -> [Diagnostic] {
        var byPath: [String: Int] = [:]
        for index in pages.indices { byPath[pages[index].source.relativePath] = index }
        var diagnostics: [Diagnostic] = []
        for (path, link) in translations.links.sorted(by: { $0.key < $1.key }) {
            guard let here = byPath[path], let there = byPath[link.source] else { continue }
            let status = TranslationStatus(
                language: link.language, source: link.source, changes: Self.changes(translated: pages[here], source: pages[there]))
            translations.statuses[path] = status
            if let diagnostic = Self.diagnostic(status, page: pages[here], source: pages[there]) { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }

    static func diagnostic(_ status: TranslationStatus, page: Page, source: Page) -> Diagnostic? {
        guard let first = status.changes.first else { return nil }
        let counts = TranslationStatus.Change.Kind.allCases.compactMap { kind -> String? in
            let n = status.changes.filter { $0.kind == kind }.count
            guard n > 0 else { return nil }
            switch kind {
            case .valueChanged: return n == 1 ? "1 value differs" : "\(n) values differ"
            case .appearanceAdded: return n == 1 ? "1 appearance is missing" : "\(n) appearances are missing"
            case .colorAdded: return n == 1 ? "1 color is missing" : "\(n) colors are missing"
            case .colorRemoved: return n == 1 ? "1 color is no longer in the source" : "\(n) colors are no longer in the source"
            case .rulesChanged: return "the rules differ"
            }
        }
        var notes = status.changes.prefix(listedChanges).map(\.summary)
        if status.changes.count > listedChanges { notes.append("and \(status.changes.count - listedChanges) more") }
        notes.append(
            "bring this translation up to date with \(source.source.displayPath) (the page shows readers a banner until then)")
        return .warning(
            "translation.outdated",
            "this '\(status.language)' translation no longer matches \(source.source.displayPath), which it translates: \(counts.joined(separator: ", "))",
            at: SourceLocation(path: page.source.displayPath, line: first.line, column: first.column), notes: notes)
    }

    /// One specification color with where it is.
    struct Entry {
        var spec: ColorSpec
        var scope: String
    }

    /// What differs between the two pages' colors and rules.
    static func changes(translated: Page, source: Page) -> [TranslationStatus.Change] {
        let ours = entries(translated)
        let theirs = entries(source)
        var index: [String: Int] = [:]
        for (position, entry) in ours.enumerated() {
            for key in keys(entry) where index[key] == nil { index[key] = position }
        }
        var matched = Set<Int>()
        var changes: [TranslationStatus.Change] = []
        for entry in theirs {
            let api = entry.spec.apis.values.sorted().first
            let name = entry.spec.name
            let label = Self.label(name, api)
            guard let found = keys(entry).lazy.compactMap({ index[$0] }).first(where: { !matched.contains($0) }) else {
                changes.append(
                    .init(
                        kind: .colorAdded, color: name, api: api, source: entry.spec.values.sorted { $0.key < $1.key }.first?.value.hex,
                        line: translated.colorTables.first?.line ?? 1, column: translated.colorTables.first?.column ?? 1,
                        summary: "\(label) is in the source but not in this translation"))
                continue
            }
            matched.insert(found)
            let mine = ours[found].spec
            for (appearance, value) in entry.spec.values.sorted(by: { $0.key < $1.key }) {
                guard let other = mine.values[appearance] else {
                    changes.append(
                        .init(
                            kind: .appearanceAdded, color: name, api: api, appearance: appearance, source: value.hex,
                            line: mine.line, column: mine.column,
                            summary: "\(label) has a \(appearance.label.lowercased()) value in the source (\(value.hex)) but not here"))
                    continue
                }
                guard !other.sameColor(as: value) else { continue }
                let delta = CIEDE2000.difference(other.srgb, value.srgb)
                changes.append(
                    .init(
                        kind: .valueChanged, color: name, api: api, appearance: appearance, translated: other.hex, source: value.hex,
                        deltaE: delta, line: other.line, column: other.column,
                        summary:
                            "\(label), \(appearance.label.lowercased()): \(other.hex) here, \(value.hex) in the source (ΔE00 \(ColorConflictValidator.format(delta)))"
                    ))
            }
        }
        for (position, entry) in ours.enumerated() where !matched.contains(position) {
            let api = entry.spec.apis.values.sorted().first
            let label = Self.label(entry.spec.name, api)
            changes.append(
                .init(
                    kind: .colorRemoved, color: entry.spec.name, api: api, line: entry.spec.line, column: entry.spec.column,
                    summary: "\(label) is in this translation but no longer in the source"))
        }
        // Counted, not compared by kind: a rule's kind is read from its lead's words, which the classifier knows in
        // some languages only (a Japanese "must" reads as a guideline).
        if translated.rules.count != source.rules.count {
            changes.append(
                .init(
                    kind: .rulesChanged, line: translated.rules.first?.line ?? 1, column: translated.rules.first?.column ?? 1,
                    summary: "rules: \(source.rules.count) in the source, \(translated.rules.count) here"))
        }
        return changes
    }

    /// `Blue (systemBlue)`, or `Blue` when the API name only repeats it (`blue`).
    package static func label(_ name: String, _ api: String?) -> String {
        guard let api, api.lowercased() != name.lowercased() else { return name }
        return "\(name) (\(api))"
    }

    /// The page's specification colors in table order.
    static func entries(_ page: Page) -> [Entry] {
        page.colorTables.filter { $0.kind == .specification }.flatMap { table in
            let scope = table.platforms.map { $0.lowercased() }.sorted().joined(separator: ",")
            return table.colors.map { Entry(spec: $0, scope: scope) }
        }
    }

    /// The keys a color is matched by, most specific first: API names within its platforms, then its name within
    /// them, then the same without platforms (a translated heading may name its platforms differently).
    static func keys(_ entry: Entry) -> [String] {
        let apis = entry.spec.apis.values.map { $0.lowercased() }.sorted()
        let name = entry.spec.name.lowercased()
        return apis.map { "api:\($0)@\(entry.scope)" } + ["name:\(name)@\(entry.scope)"] + apis.map { "api:\($0)" } + ["name:\(name)"]
    }
}
