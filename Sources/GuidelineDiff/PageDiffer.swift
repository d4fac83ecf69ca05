/// A page that was added, removed, moved or retitled.
package struct PageChange: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case added, removed, moved, retitled
        /// Front matter `deprecated:` added or removed (`deprecation` says which and why).
        case deprecation
    }

    /// One or two of: added, removed, or moved and/or retitled.
    package var changes: [Kind]
    package var id: String
    package var title: String
    package var oldTitle: String?
    /// Content-relative path on the new side (the old side's for a removed page).
    package var path: String
    package var oldPath: String?
    /// How many rules the page has (for an added or removed page).
    package var ruleCount: Int
    package var deprecation: DeprecationChange?
    package var location: DiffLocation
    package var breaking: [BreakingChange]
}

/// Matches the pages of two sides: by path, then by id (front matter `id:` survives a move), then by title, then
/// by the leads of their rules; what is left was added or removed.
struct PageDiffer {
    var pairs: [(base: DiffSide.PageEntry, head: DiffSide.PageEntry)] = []
    var added: [DiffSide.PageEntry] = []
    var removed: [DiffSide.PageEntry] = []
    var changes: [PageChange] = []

    init(base: [DiffSide.PageEntry], head: [DiffSide.PageEntry]) {
        let matching = Matching(base: base, head: head)
        matching.pair { [$0.path] }
        matching.pair { [$0.id] }
        matching.pair { [TextSimilarity.folded($0.title)] }
        matching.pairBySimilarity(threshold: 0.5) { base, head in
            TextSimilarity.jaccard(Set(base.rules.map(\.lead)), Set(head.rules.map(\.lead)))
        }
        pairs = matching.pairs.map { (base[$0.base], head[$0.head]) }
        added = matching.unmatchedHead.map { head[$0] }
        removed = matching.unmatchedBase.map { base[$0] }
        for (old, new) in pairs {
            var kinds: [PageChange.Kind] = []
            if old.path != new.path { kinds.append(.moved) }
            if old.title != new.title { kinds.append(.retitled) }
            let deprecation = DeprecationChange.between(old.deprecated, new.deprecated)
            if deprecation != nil { kinds.append(.deprecation) }
            guard !kinds.isEmpty else { continue }
            changes.append(
                PageChange(
                    changes: kinds, id: new.id, title: new.title, oldTitle: old.title == new.title ? nil : old.title,
                    path: new.path, oldPath: old.path == new.path ? nil : old.path, ruleCount: new.rules.count,
                    deprecation: deprecation, location: Self.location(new), breaking: []))
        }
        for page in added {
            changes.append(
                PageChange(
                    changes: [.added], id: page.id, title: page.title, path: page.path, ruleCount: page.rules.count,
                    location: Self.location(page), breaking: []))
        }
        for page in removed {
            let location = Self.location(page, inBase: true)
            changes.append(
                PageChange(
                    changes: [.removed], id: page.id, title: page.title, path: page.path, ruleCount: page.rules.count,
                    location: location,
                    breaking: [
                        BreakingChange(
                            .pageRemoved, "page '\(page.title)' (\(page.path)) was removed; links to it no longer resolve",
                            at: location)
                    ]))
        }
        changes.sort { ($0.path, $0.changes[0].rawValue) < ($1.path, $1.changes[0].rawValue) }
    }

    static func location(_ page: DiffSide.PageEntry, inBase: Bool = false) -> DiffLocation {
        DiffLocation(file: page.displayPath, line: 1, column: 1, inBase: inBase)
    }
}
