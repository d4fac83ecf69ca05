import Testing

@testable import GuidelineDiff

/// Colors matched across two states: values, names, API names, appearances, and contrast that flips.
@Suite struct ColorDiffTests {
    @Test func anUnchangedPageHasNoChanges() {
        let diff = DiffFixtures.diff { $0 }
        #expect(diff.isEmpty)
        #expect(diff.breaking.isEmpty)
        #expect(DiffReport.text(diff) == "precept diff v1 → v2: no changes")
    }

    /// #767676 on white is 4.54:1 (passes AA text); #777777 is 4.48:1 (fails it): WebAIM's contrast checker gives both.
    @Test func aValueThatNowFailsAATextIsBreaking() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| #767676 |", with: "| #777777 |"))
        let change = try #require(diff.colors.first)
        #expect(diff.colors.count == 1)
        #expect(change.change == .changed && change.name == "Slate" && change.label == "Slate (systemSlate)")
        let value = try #require(change.values.first)
        #expect(change.values.count == 1)
        #expect(value.appearance == "light" && value.old == "#767676" && value.new == "#777777")
        let deltaE = try #require(value.deltaE)
        #expect(deltaE > 0 && deltaE < 1, "one step of grey is a barely visible difference")
        let aa = try #require(value.flips.first { $0.level == "AA text" })
        #expect(aa.measure == "wcag" && aa.was && !aa.now && aa.background == "#FFFFFF")
        #expect(aa.old == 4.54 && aa.new == 4.48)
        #expect(diff.breaking.map(\.code) == [.contrastRegressed])
        #expect(diff.breaking[0].location?.text == "content/foundations/palette.md:21:27")
        #expect(diff.breaking[0].message.contains("now fails AA text on #FFFFFF (4.54:1 → 4.48:1)"))
    }

    @Test func aValueThatNowPassesIsAChangeButNotBreaking() throws {
        let diff = GuidelineDiff(
            base: DiffFixtures.side("v1", [("a.md", DiffFixtures.palette.replacingOccurrences(of: "| #767676 |", with: "| #777777 |"))]),
            head: DiffFixtures.side("v2", [("a.md", DiffFixtures.palette)]), today: DiffFixtures.today)
        let flip = try #require(diff.colors.first?.values.first?.flips.first { $0.level == "AA text" })
        #expect(!flip.was && flip.now)
        #expect(diff.breaking.isEmpty)
    }

    @Test func aNewNameWithTheSameAPINameIsARename() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| Ember |", with: "| Cinder |"))
        let change = try #require(diff.colors.first)
        #expect(diff.colors.count == 1)
        #expect(change.change == .renamed && change.name == "Cinder" && change.oldName == "Ember")
        #expect(change.values.isEmpty && change.apisRemoved.isEmpty)
        #expect(diff.breaking.isEmpty)
    }

    @Test func aRenamedAPINameIsBreaking() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("`systemMoss`", with: "`systemFern`"))
        let change = try #require(diff.colors.first)
        #expect(change.change == .changed && change.name == "Moss" && change.apisRemoved == ["systemMoss"])
        #expect(diff.breaking.map(\.code) == [.apiNameRemoved])
        #expect(diff.breaking[0].message == "color Moss (systemFern) no longer has the API name 'systemMoss'")
    }

    @Test func aRemovedColorIsBreakingAndAnAddedOneIsNot() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("| Moss | `systemMoss` | #2E8B57 | #3CB371 |", with: "| Sand | `systemSand` | #C2B280 | #D8C89A |"))
        #expect(diff.colors.map(\.change) == [.removed, .added] || diff.colors.map(\.change) == [.added, .removed])
        let removed = try #require(diff.colors.first { $0.change == .removed })
        #expect(removed.name == "Moss" && removed.values.map(\.old) == ["#2E8B57", "#3CB371"])
        let added = try #require(diff.colors.first { $0.change == .added })
        #expect(added.name == "Sand" && added.values.map(\.new) == ["#C2B280", "#D8C89A"])
        #expect(diff.breaking.map(\.code) == [.colorRemoved])
    }

    @Test func aLostAppearanceIsBreaking() throws {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("| Slate | `systemSlate` | #767676 | #8E8E93 |", with: "| Slate | `systemSlate` | #767676 | |"))
        let change = try #require(diff.colors.first)
        #expect(change.values.map(\.appearance) == ["dark"])
        #expect(change.values[0].old == "#8E8E93" && change.values[0].new == nil && change.values[0].deltaE == nil)
        #expect(diff.breaking.map(\.code) == [.appearanceRemoved])
    }

    /// A page moved without an `id:` gets a new id from its path; matched by its title, its colors are still its own,
    /// those without an API name too (they are matched by page and name).
    @Test func aPageMovedWithoutAnIdKeepsItsColors() throws {
        let page = DiffFixtures.palette.replacingOccurrences(of: "id: palette\n", with: "")
            .replacingOccurrences(of: "| Moss | `systemMoss` |", with: "| Moss | |")
        let edited = page.replacingOccurrences(of: "| Moss | | #2E8B57 |", with: "| Moss | | #2E8B58 |")
        let diff = GuidelineDiff(
            base: DiffFixtures.side("v1", [("foundations/palette.md", page)]),
            head: DiffFixtures.side("v2", [("brand/colors.md", edited)]), today: DiffFixtures.today)
        #expect(diff.pages.map(\.changes) == [[.moved]])
        #expect(diff.colors.map(\.change) == [.changed], "\(diff.colors)")
        #expect(diff.colors.first?.name == "Moss" && diff.colors.first?.values.map(\.new) == ["#2E8B58"])
        #expect(diff.breaking.isEmpty)
    }

    /// Two tables with a color of the same name: moved, with one table removed, the other's color is unchanged.
    @Test func aPageMovedWithoutAnIdMatchesItsTablesByTheirIds() throws {
        let page = """
            # Tints

            ## iOS

            | Name | Light |
            |---|---|
            | Blue | #0A84FF |

            ## macOS

            | Name | Light |
            |---|---|
            | Blue | #007AFF |
            """
        let moved = page.replacingOccurrences(of: "## iOS\n\n| Name | Light |\n|---|---|\n| Blue | #0A84FF |\n\n", with: "")
        let diff = GuidelineDiff(
            base: DiffFixtures.side("v1", [("a/tints.md", page)]), head: DiffFixtures.side("v2", [("b/tints.md", moved)]),
            today: DiffFixtures.today)
        #expect(diff.colors.map(\.change) == [.removed], "\(diff.colors)")
        #expect(diff.colors.first?.table == "iOS" && diff.colors.first?.values.map(\.old) == ["#0A84FF"])
    }

    @Test func aColorMovedToAnotherPageKeepsItsIdentityByAPIName() throws {
        let moved = """
            ---
            title: Signals
            ---
            # Signals

            ## Signal colors

            | Name | UIKit API | Light | Dark |
            |---|---|---|---|
            | Ember | `systemEmber` | #E65014 | #FA6428 |
            """
        let diff = GuidelineDiff(
            base: DiffFixtures.side("v1", [("palette.md", DiffFixtures.palette)]),
            head: DiffFixtures.side(
                "v2",
                [
                    (
                        "palette.md",
                        DiffFixtures.palette.replacingOccurrences(of: "| Ember | `systemEmber` | #E65014 | #FA6428 |\n", with: "")
                    ),
                    ("signals.md", moved),
                ]), today: DiffFixtures.today)
        #expect(diff.colors.isEmpty, "the same color in another table is not a change: \(diff.colors)")
    }
}
