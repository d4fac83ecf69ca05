import Guidelines

/// Matches the rules of each pair of pages: by id (the lead is the same), then, among the rest, by how alike their
/// lead and body read (a reworded rule). Rules of added and removed pages are added and removed.
struct RuleDiffer {
    typealias Page = DiffSide.PageEntry

    /// Rules pair as reworded when 0.6 × lead similarity + 0.4 × body similarity reaches this.
    static let rewordedThreshold = 0.45

    var changes: [RuleChange] = []

    init(pairs: [(base: Page, head: Page)], added: [Page], removed: [Page]) {
        for (oldPage, newPage) in pairs {
            let matching = Matching(base: oldPage.rules, head: newPage.rules)
            matching.pair { [$0.anchor] }
            matching.pairBySimilarity(threshold: Self.rewordedThreshold) { old, new in
                0.6 * TextSimilarity.jaccard(old.lead, new.lead) + 0.4 * TextSimilarity.jaccard(old.body, new.body)
            }
            for pair in matching.pairs {
                let old = oldPage.rules[pair.base]
                let new = newPage.rules[pair.head]
                guard
                    old.lead != new.lead || old.body != new.body || old.kind != new.kind
                        || (old.deprecated == nil) != (new.deprecated == nil)
                else { continue }
                changes.append(Self.reworded(old, new, on: newPage))
            }
            changes += matching.unmatchedHead.map { Self.change(.added, newPage.rules[$0], on: newPage) }
            changes += matching.unmatchedBase.map { Self.change(.removed, oldPage.rules[$0], on: oldPage) }
        }
        for page in added { changes += page.rules.map { Self.change(.added, $0, on: page) } }
        for page in removed { changes += page.rules.map { Self.change(.removed, $0, on: page) } }
        // By page (the new side's file), then line; a removed rule sorts by its old line.
        changes.sort { ($0.page, $0.location.line, $0.change.rawValue) < ($1.page, $1.location.line, $1.change.rawValue) }
    }

    static func location(_ rule: Rule, on page: Page, inBase: Bool = false) -> DiffLocation {
        DiffLocation(file: page.displayPath, line: rule.line, column: rule.column, inBase: inBase)
    }

    static func change(_ kind: RuleChange.Kind, _ rule: Rule, on page: Page) -> RuleChange {
        var change = RuleChange(
            change: kind, id: rule.id, page: page.id, pageTitle: page.title, section: rule.section, lead: rule.lead,
            kind: rule.kind.rawValue, bodyChanged: false, deprecation: nil, location: location(rule, on: page, inBase: kind == .removed),
            breaking: [])
        if kind == .added, RuleChange.strength(rule.kind) == 2 {
            change.breaking = [
                BreakingChange(
                    .ruleAddedRequirement, "new '\(rule.kind.label)' rule on '\(page.title)': \(rule.lead)", at: change.location)
            ]
        }
        return change
    }

    static func reworded(_ old: Rule, _ new: Rule, on page: Page) -> RuleChange {
        let kindChange = RuleChange.kindChange(from: old.kind, to: new.kind)
        var change = RuleChange(
            change: .reworded, id: new.id, oldId: old.id == new.id ? nil : old.id, page: page.id, pageTitle: page.title,
            section: new.section, lead: new.lead, oldLead: old.lead == new.lead ? nil : old.lead, kind: new.kind.rawValue,
            oldKind: old.kind == new.kind ? nil : old.kind.rawValue, kindChange: kindChange, bodyChanged: old.body != new.body,
            deprecation: DeprecationChange.between(old.deprecated, new.deprecated),
            location: location(new, on: page), breaking: [])
        let was = "'\(old.kind.label)' → '\(new.kind.label)'"
        switch kindChange {
        case .stricter:
            change.breaking = [BreakingChange(.ruleStricter, "rule asks more (\(was)): \(new.lead)", at: change.location)]
        case .reversed:
            change.breaking = [BreakingChange(.ruleReversed, "rule asks the opposite (\(was)): \(new.lead)", at: change.location)]
        case .looser, nil: break
        }
        return change
    }
}
