import Foundation
import Testing

@testable import GuidelineDiff

/// Rules and pages matched across two states, and the reports' formats.
@Suite struct RuleAndPageDiffTests {
    @Test func aPreferRuleRewrittenAsAMustIsRewordedStricterAndBreaking() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing(
                "**Prefer the named colors to fixed values.**", with: "**Always use the named colors, never fixed values.**"))
        let change = try #require(diff.rules.first)
        #expect(diff.rules.count == 1)
        #expect(change.change == .reworded && change.oldLead == "Prefer the named colors to fixed values.")
        #expect(change.lead == "Always use the named colors, never fixed values.")
        #expect(change.oldKind == "prefer" && change.kind == "must" && change.kindChange == .stricter)
        #expect(!change.bodyChanged)
        #expect(change.oldId != nil && change.oldId != change.id, "the id follows the lead")
        #expect(diff.breaking.map(\.code) == [.ruleStricter])
        #expect(diff.breaking[0].location?.text == "content/foundations/palette.md:9:1")
    }

    @Test func aMustNotTurnedIntoAPreferIsLooserAndNotBreaking() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("**Never put text on the warning fill.**", with: "**Consider keeping text off the warning fill.**"))
        let change = try #require(diff.rules.first)
        #expect(change.kindChange == .reversed, "must not → prefer asks the opposite direction")
        #expect(diff.breaking.map(\.code) == [.ruleReversed])
        let looser = DiffFixtures.diff(
            DiffFixtures.replacing("**Prefer the named colors to fixed values.**", with: "**The named colors beat fixed values.**"))
        #expect(looser.rules.first?.kindChange == .looser)
        #expect(looser.breaking.isEmpty)
    }

    @Test func aChangedExplanationIsRewordedWithTheSameLead() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("Glare washes out the lighter tints.", with: "Sunlight washes out pale tints."))
        let change = try #require(diff.rules.first)
        #expect(change.change == .reworded && change.oldLead == nil && change.bodyChanged && change.kindChange == nil)
        #expect(diff.breaking.isEmpty)
    }

    @Test func anUnrelatedNewRuleIsAddedAndTheOldOneRemoved() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing(
                "**Keep one accent per screen.** More than one and neither draws the eye.",
                with: "**Don't animate color changes faster than 100 ms.** Quick flashes can trigger discomfort."))
        #expect(Set(diff.rules.map(\.change)) == [.added, .removed])
        #expect(diff.rules.first { $0.change == .added }?.kind == "must-not")
        #expect(diff.breaking.map(\.code) == [.ruleAddedRequirement])
    }

    @Test func pagesAreMovedByIdRetitledByPathAndRemovedOrAdded() throws {
        let about = "---\ntitle: About\n---\n# About\n\nWhat these guidelines cover.\n"
        let base = DiffFixtures.side(
            "v1", [("foundations/palette.md", DiffFixtures.palette), ("about.md", about), ("legacy.md", "# Legacy\n\nOld notes.\n")])
        let head = DiffFixtures.side(
            "v2",
            [
                ("brand/palette.md", DiffFixtures.palette),
                ("about.md", about.replacingOccurrences(of: "title: About", with: "title: About these guidelines")),
                ("search.md", "# Search\n\n**Show recent searches first.** People repeat them.\n"),
            ])
        let diff = GuidelineDiff(base: base, head: head, today: DiffFixtures.today)
        let byPath = Dictionary(uniqueKeysWithValues: diff.pages.map { ($0.path, $0) })
        #expect(byPath["brand/palette.md"]?.changes == [.moved] && byPath["brand/palette.md"]?.oldPath == "foundations/palette.md")
        #expect(byPath["about.md"]?.changes == [.retitled] && byPath["about.md"]?.oldTitle == "About")
        #expect(byPath["legacy.md"]?.changes == [.removed])
        #expect(byPath["search.md"]?.changes == [.added] && byPath["search.md"]?.ruleCount == 1)
        #expect(diff.pages.count == 4)
        #expect(diff.colors.isEmpty, "a moved page keeps its colors")
        #expect(diff.rules.map(\.change) == [.added], "a moved page keeps its rules; the new page's rule is new")
        #expect(diff.breaking.map(\.code) == [.pageRemoved])
    }

    @Test func theMarkdownReportEscapesTheContentsText() {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("**Test your screens outdoors.**", with: "**Test screens_2 < 3 | [outdoors].**"))
        let markdown = DiffReport.markdown(diff)
        #expect(markdown.hasPrefix("### Guidelines: v1 → v2\n"))
        #expect(markdown.contains("~~Test your screens outdoors.~~ → Test screens\\_2 \\< 3 \\| \\[outdoors\\]."))
        // No mention or issue link on GitHub: a word joiner (U+2060) after the sign; an address or a lone sign is kept.
        let pinged = DiffReport.markdown(
            DiffFixtures.diff(
                DiffFixtures.replacing(
                    "**Test your screens outdoors.**", with: "**Ask @design-team about #12 and a@b or # 3, not #0000AA.**")))
        #expect(pinged.contains("Ask @\u{2060}design-team about #\u{2060}12 and a@\u{2060}b or # 3, not #0000AA."))
        // Outside code blocks (the proposed change-log row is one, where GitHub makes no mention).
        let prose = pinged.components(separatedBy: "```").enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
        #expect(!prose.contains("@design") && !prose.contains("#12"))
    }

    @Test func theMarkdownReportListsBreakingChangesAndAColorTable() {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| #767676 |", with: "| #777777 |"))
        let markdown = DiffReport.markdown(diff)
        #expect(markdown.contains("#### ⚠️ Breaking changes\n\n- `contrast-regressed` color Slate (systemSlate) light"))
        #expect(markdown.contains("| changed | **Slate**<br>`systemSlate` | Specifications (palette) | light | `#767676` | `#777777` |"))
        #expect(markdown.contains("⚠️ AA text on #FFFFFF pass → **fail**, 4.54:1 → 4.48:1"))
    }

    @Test func gitHubAnnotationsAreErrorsWhenFailingAndNoticesOtherwise() {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("`systemMoss`", with: "`systemFern`"))
        let failing = DiffReport.github(diff, failing: true).split(separator: "\n")
        #expect(
            failing.first?.hasPrefix("::error file=content/foundations/palette.md,line=23,col=2,title=precept diff%3A api-name-removed::")
                == true)
        #expect(failing.last == "::notice title=precept diff::v1 → v2: 1 color changed; 1 breaking")
        #expect(DiffReport.github(diff, failing: false).hasPrefix("::warning "))
    }

    @Test func theJSONReportDecodesToTheSameDiff() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| Ember |", with: "| Cinder |"))
        let json = DiffReport.json(diff)
        #expect(try JSONDecoder().decode(GuidelineDiff.self, from: Data(json.utf8)) == diff)
        #expect(json.contains("\"schemaVersion\" : 1"))
        #expect(json.contains("\"change\" : \"renamed\""))
    }
}

/// Deprecation marks added or removed between two states.
@Suite struct DeprecationDiffTests {
    @Test func aRuleMarkedDeprecatedIsTheSameRuleNowDeprecated() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("**Keep one accent per screen.**", with: "**Deprecated: Keep one accent per screen.**"))
        let change = try #require(diff.rules.first)
        #expect(diff.rules.count == 1)
        #expect(change.change == .reworded && change.oldLead == nil && change.oldId == nil)
        #expect(change.deprecation == DeprecationChange(deprecated: true, reason: "More than one and neither draws the eye."))
        #expect(DiffReport.text(diff).contains("now deprecated: More than one and neither draws the eye."))
        #expect(diff.breaking.isEmpty)
    }

    @Test func aPageAndItsColorsMarkedDeprecated() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("title: Palette", with: "title: Palette\ndeprecated: Use Colors"))
        #expect(diff.pages.map(\.changes) == [[.deprecation]])
        #expect(diff.pages.first?.deprecation?.reason == "Use Colors")
        #expect(diff.colors.count == 3 && diff.colors.allSatisfy { $0.deprecation?.reason == "Use Colors" })
        #expect(DiffReport.text(diff).contains("page 'Palette' (foundations/palette.md) now deprecated: Use Colors"))
        let back = GuidelineDiff(
            base: DiffFixtures.side(
                "v2",
                [
                    (
                        "foundations/palette.md",
                        DiffFixtures.palette.replacingOccurrences(of: "title: Palette", with: "title: Palette\ndeprecated: true")
                    )
                ]),
            head: DiffFixtures.side("v3", [("foundations/palette.md", DiffFixtures.palette)]), today: DiffFixtures.today)
        #expect(back.pages.first?.deprecation == DeprecationChange(deprecated: false, reason: nil))
        #expect(DiffReport.text(back).contains("no longer deprecated"))
    }
}
