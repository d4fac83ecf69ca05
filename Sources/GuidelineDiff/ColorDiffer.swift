import ColorExport
import ColorScience

/// Matches the colors of two sides and says how each pair differs. Pairs by table and name, then by API name on the
/// same page, then by API name anywhere (renamed or moved), then by page and name (a retitled table).
struct ColorDiffer {
    typealias Entry = (table: ColorsDocument.Table, color: ColorsDocument.Color)

    var changes: [ColorChange] = []

    /// `pageIds` maps the id of a base page to the id its head counterpart has (a page moved without an `id:` is given
    /// a new one from its path): its colors are compared as the same page's.
    init(base: ColorsDocument, head: ColorsDocument, pageIds: [String: String] = [:]) {
        let old = Self.entries(base).map { entry -> Entry in
            guard let id = pageIds[entry.table.page], id != entry.table.page else { return entry }
            var table = entry.table
            // The table's id starts with its page's id: both are the head's, so the table matches by id too.
            if table.id.hasPrefix(table.page + "/") { table.id = id + table.id.dropFirst(table.page.count) }
            table.page = id
            return (table, entry.color)
        }
        let new = Self.entries(head)
        let matching = Matching(base: old, head: new)
        let name = { (entry: Entry) in TextSimilarity.folded(entry.color.name) }
        matching.pair { ["\($0.table.page)\t\($0.table.id)\t\(name($0))"] }
        matching.pair { entry in entry.color.apis.values.sorted().map { "\(entry.table.page)\t\($0)" } }
        matching.pair { $0.color.apis.values.sorted() }
        matching.pair { ["\($0.table.page)\t\(name($0))"] }
        for pair in matching.pairs {
            if let change = Self.compare(old[pair.base], new[pair.head]) { changes.append(change) }
        }
        for index in matching.unmatchedHead {
            changes.append(Self.change(.added, new[index]))
        }
        for index in matching.unmatchedBase {
            var change = Self.change(.removed, old[index])
            change.breaking = [
                BreakingChange(
                    .colorRemoved, "color \(change.label) of '\(change.table)' was removed", at: change.location)
            ]
            changes.append(change)
        }
        changes.sort { ($0.page, $0.table, $0.name, $0.change.rawValue) < ($1.page, $1.table, $1.name, $1.change.rawValue) }
    }

    static func entries(_ document: ColorsDocument) -> [Entry] {
        document.tables.flatMap { table in table.colors.map { (table, $0) } }
    }

    static func location(_ source: ColorsDocument.Source, inBase: Bool = false) -> DiffLocation {
        DiffLocation(file: source.file, line: source.line, column: source.column, inBase: inBase)
    }

    /// An added or removed color, with its values on the one side that has it.
    static func change(_ kind: ColorChange.Kind, _ entry: Entry) -> ColorChange {
        let values = ContrastComparison.appearances(of: [entry.color]).map { appearance in
            let hex = entry.color.values[appearance].map(ContrastComparison.text)
            return ColorChange.ValueChange(
                appearance: appearance, old: kind == .removed ? hex : nil, new: kind == .added ? hex : nil, deltaE: nil,
                flips: [], location: entry.color.values[appearance].map { location($0.source, inBase: kind == .removed) })
        }
        return ColorChange(
            change: kind, name: entry.color.name, page: entry.table.page, table: entry.table.title, apis: entry.color.apis,
            apisRemoved: [], values: values, deprecation: nil, location: location(entry.color.source, inBase: kind == .removed),
            breaking: [])
    }

    /// What differs between a color and its old self; nil when nothing the report shows does.
    static func compare(_ old: Entry, _ new: Entry) -> ColorChange? {
        var values: [ColorChange.ValueChange] = []
        for appearance in ContrastComparison.appearances(of: [old.color, new.color]) {
            let before = old.color.values[appearance]
            let after = new.color.values[appearance]
            if let before, let after, ContrastComparison.same(before, after) { continue }
            values.append(
                ColorChange.ValueChange(
                    appearance: appearance, old: before.map(ContrastComparison.text), new: after.map(ContrastComparison.text),
                    deltaE: before.flatMap { before in after.map { ContrastComparison.deltaE(before, $0) } },
                    flips: before.flatMap { before in after.map { ContrastComparison.flips(before, $0) } } ?? [],
                    location: after.map { location($0.source) } ?? before.map { location($0.source, inBase: true) }))
        }
        let oldAPIs = Set(old.color.apis.values)
        let removedAPIs = oldAPIs.subtracting(new.color.apis.values).sorted()
        let renamed = old.color.name != new.color.name
        let deprecation = DeprecationChange.between(old.color.deprecated, new.color.deprecated)
        guard renamed || !values.isEmpty || !removedAPIs.isEmpty || oldAPIs != Set(new.color.apis.values) || deprecation != nil
        else { return nil }
        var change = ColorChange(
            change: renamed ? .renamed : .changed, name: new.color.name, oldName: renamed ? old.color.name : nil,
            page: new.table.page, table: new.table.title, apis: new.color.apis, apisRemoved: removedAPIs, values: values,
            deprecation: deprecation, location: location(new.color.source), breaking: [])
        change.breaking = breaking(change)
        return change
    }

    static func breaking(_ change: ColorChange) -> [BreakingChange] {
        var found: [BreakingChange] = []
        let label = change.label
        if !change.apisRemoved.isEmpty {
            let names = change.apisRemoved.map { "'\($0)'" }.joined(separator: ", ")
            found.append(BreakingChange(.apiNameRemoved, "color \(label) no longer has the API name \(names)", at: change.location))
        }
        for value in change.values {
            if value.old != nil, value.new == nil {
                found.append(
                    BreakingChange(.appearanceRemoved, "color \(label) lost its \(value.appearance) value", at: change.location))
            }
            let lost = value.flips.filter { $0.measure == "wcag" && $0.was && !$0.now }
            guard let first = lost.first, let old = value.old, let new = value.new else { continue }
            let levels = lost.map { "\($0.level) on \($0.background)" }.joined(separator: ", ")
            found.append(
                BreakingChange(
                    .contrastRegressed,
                    "color \(label) \(value.appearance): \(old) → \(new) now fails \(levels) (\(ContrastComparison.ratio(first.old)) → \(ContrastComparison.ratio(first.new)))",
                    at: value.location ?? change.location))
        }
        return found
    }
}
