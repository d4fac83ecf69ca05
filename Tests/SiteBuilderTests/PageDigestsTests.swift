import Testing

@testable import SiteBuilder
@testable import SiteRendering

/// The page digests cover every field the views show: a field added to a view without being added to its
/// digest would leave outputs that show it stale after an edit.
@Suite struct PageDigestsTests {
    @Test func theChecklistDigestAddsEveryFieldOfItsViews() {
        // The number of stored fields `PageDigests.checklist` adds of each view; update both together.
        #expect(Mirror(reflecting: ChecklistPageView.sample).children.count == 8)
        #expect(Mirror(reflecting: ChecklistSectionView.sample).children.count == 3)
        #expect(Mirror(reflecting: RuleView.sample).children.count == 12)
        #expect(Mirror(reflecting: IndexPageView.sample).children.count == 5)
    }

    @Test func everyFieldOfTheChecklistEntryChangesItsDigest() {
        let base = ChecklistPageView.sample
        let original = PageDigests.checklist(base)
        var changed: [ChecklistPageView] = []
        for edit: (inout ChecklistPageView) -> Void in [
            { $0.id += "x" }, { $0.title += "x" }, { $0.url += "x" }, { $0.group += "x" }, { $0.platforms.append("x") },
            { $0.platformKeys += "x" }, { $0.ruleCount += 1 }, { $0.sections[0].title += "x" }, { $0.sections[0].url += "x" },
            { $0.sections[0].rules[0].lead += "x" }, { $0.sections[0].rules[0].body += "x" }, { $0.sections[0].rules[0].hash += "x" },
            { $0.sections[0].rules[0].kind += "x" }, { $0.sections[0].rules[0].url += "x" }, { $0.sections[0].rules[0].section = nil },
            { $0.sections[0].rules[0].isDeprecated.toggle() }, { $0.sections[0].rules[0].deprecatedReason = nil },
            { $0.sections[0].rules.append($0.sections[0].rules[0]) },
        ] {
            var view = base
            edit(&view)
            changed.append(view)
        }
        let digests = changed.map(PageDigests.checklist)
        #expect(!digests.contains(original))
        #expect(Set(digests).count == digests.count)
    }
}
