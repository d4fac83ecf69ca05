/// What changed between two states of a site (`precept diff BASE HEAD`): pages added, removed, moved or retitled;
/// colors added, removed, renamed or changed (with ΔE2000 and every contrast verdict that flips); rules added,
/// removed, reworded or changed in kind; and the changes that break something (`BreakingChange`). Stable and
/// sorted: the same two states always give the same report.
package struct GuidelineDiff: Sendable, Hashable, Codable {
    package static let schemaVersion = 1

    package var schemaVersion = Self.schemaVersion
    /// What the two sides are called: a revision, `working tree`, or a folder.
    package var base: String
    package var head: String
    package var pages: [PageChange]
    package var colors: [ColorChange]
    package var rules: [RuleChange]
    /// The changes `--fail-on breaking` fails on, in the order of the lists above.
    package var breaking: [BreakingChange]
    /// Pages that keep a change log whose colors or rules changed without a new row (`changelog.missing-entry`).
    package var changeLog: [MissingChangeLogEntry]

    /// Compares `base` with `head`; `today` (`2026-12-04`) dates the change-log rows the report proposes.
    package init(base: DiffSide, head: DiffSide, today: String) {
        self.base = base.label
        self.head = head.label
        let pageMatch = PageDiffer(base: base.pages, head: head.pages)
        pages = pageMatch.changes
        var pageIds: [String: String] = [:]
        for pair in pageMatch.pairs where pair.base.id != pair.head.id { pageIds[pair.base.id] = pair.head.id }
        colors = ColorDiffer(base: base.colors, head: head.colors, pageIds: pageIds).changes
        rules = RuleDiffer(pairs: pageMatch.pairs, added: pageMatch.added, removed: pageMatch.removed).changes
        breaking = pages.flatMap(\.breaking) + colors.flatMap(\.breaking) + rules.flatMap(\.breaking)
        changeLog = ChangeLogCheck.missing(pairs: pageMatch.pairs, colors: colors, rules: rules, today: today)
    }

    /// Whether nothing that the report lists changed.
    package var isEmpty: Bool { pages.isEmpty && colors.isEmpty && rules.isEmpty }
}

/// A thing marked deprecated on the new side and not on the old (`deprecated`, with the reason), or the other way.
package struct DeprecationChange: Sendable, Hashable, Codable {
    package var deprecated: Bool
    /// The new side's reason ("" when none is given); nil when the mark was removed.
    package var reason: String?

    /// The change between two marks (nil: not deprecated), or nil when they are the same.
    static func between(_ old: String?, _ new: String?) -> DeprecationChange? {
        guard (old == nil) != (new == nil) else { return nil }
        return DeprecationChange(deprecated: new != nil, reason: new)
    }

    /// `now deprecated: use Indigo`, `now deprecated`, `no longer deprecated`.
    var text: String {
        guard deprecated else { return "no longer deprecated" }
        return "now deprecated" + (reason.map { $0.isEmpty ? "" : ": " + $0 } ?? "")
    }
}

/// A place in one side's content, as diagnostics print it (`content/foundations/color.md:42:7`): on the new side,
/// or, for what was removed, on the old one (`inBase`), where the new side's file may hold something else.
package struct DiffLocation: Sendable, Hashable, Codable {
    package var file: String
    package var line: Int
    package var column: Int
    package var inBase: Bool

    package init(file: String, line: Int, column: Int, inBase: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.inBase = inBase
    }

    package var text: String { "\(file):\(line):\(column)" }

    /// `content/a.md:3:1`, or `content/a.md:3:1 (in v1)` on the old side.
    package func text(base: String) -> String {
        inBase ? "\(text) (in \(base))" : text
    }
}

/// A change that asks something of the people who use the guidelines: code to update, a design to recheck, a link
/// that no longer resolves.
package struct BreakingChange: Sendable, Hashable, Codable {
    /// Why it breaks; `docs/diff.md` lists each.
    package enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// A color is gone (no color of the other side has its API name, or its table and name).
        case colorRemoved = "color-removed"
        /// An API name code uses is gone, though the color stays (renamed or dropped for a platform).
        case apiNameRemoved = "api-name-removed"
        /// A color lost its value for an appearance (dark, increased contrast…).
        case appearanceRemoved = "appearance-removed"
        /// A value fails a WCAG level it passed, on a background both sides measure against.
        case contrastRegressed = "contrast-regressed"
        /// A rule asks more than it did (`prefer` → `must`).
        case ruleStricter = "rule-stricter"
        /// A rule asks the opposite (`prefer` ↔ `avoid`, `must` ↔ `must not`).
        case ruleReversed = "rule-reversed"
        /// A new `must` or `must not` rule: a design that passed may not.
        case ruleAddedRequirement = "rule-added-requirement"
        /// A page is gone and no page of the other side took its place: links to it break.
        case pageRemoved = "page-removed"
    }

    package var code: Code
    package var message: String
    /// Where to look: on the new side, or on the old one for something removed.
    package var location: DiffLocation?

    package init(_ code: Code, _ message: String, at location: DiffLocation?) {
        self.code = code
        self.message = message
        self.location = location
    }
}
