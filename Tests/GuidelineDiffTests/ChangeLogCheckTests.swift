import Testing

@testable import GuidelineDiff

/// `changelog.missing-entry`: a page that keeps a change log must gain a row when its colors or rules change.
@Suite struct ChangeLogCheckTests {
    @Test func aChangedColorWithoutANewRowProposesOne() throws {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| #767676 |", with: "| #777777 |"))
        let missing = try #require(diff.changeLog.first)
        #expect(diff.changeLog.count == 1)
        #expect(missing.page == "palette" && missing.location.text == "content/foundations/palette.md:29:1")
        #expect(missing.proposedRow == "| 2026-12-04 | Slate: new light value. |")
        #expect(
            DiffReport.text(diff).contains(
                "content/foundations/palette.md:29:1: warning: the colors or rules of 'Palette' changed, but its change log has no new row; add: | 2026-12-04 | Slate: new light value. | [changelog.missing-entry]"
            ))
        #expect(
            DiffReport.github(diff, failing: true).contains(
                "::warning file=content/foundations/palette.md,line=29,col=1,title=changelog.missing-entry::"))
        #expect(DiffReport.markdown(diff).contains("  ```\n  | 2026-12-04 | Slate: new light value. |\n  ```"))
    }

    @Test func theSummaryNamesEachChangeAndStopsAfterFour() throws {
        let diff = DiffFixtures.diff { text in
            text.replacingOccurrences(of: "| Ember |", with: "| Cinder |")
                .replacingOccurrences(of: "| Moss | `systemMoss` | #2E8B57 | #3CB371 |\n", with: "")
                .replacingOccurrences(of: "**Prefer the named colors to fixed values.**", with: "**Always use the named colors.**")
                .replacingOccurrences(of: "**Keep one accent per screen.** More than one and neither draws the eye.\n\n", with: "")
                .replacingOccurrences(of: "| Slate | `systemSlate` | #767676 | #8E8E93 |", with: "| Slate | `systemSlate` | #767676 | |")
        }
        let summary = try #require(diff.changeLog.first?.summary)
        #expect(
            summary
                == "Ember renamed Cinder; Moss removed; Slate: no dark value; 'Always use the named colors.' is now must (was prefer); and 1 more."
        )
    }

    @Test func aNewRowOrNoChangeLogOrNoChangeSaysNothing() {
        let withRow = DiffFixtures.diff { text in
            text.replacingOccurrences(of: "| #767676 |", with: "| #777777 |")
                .replacingOccurrences(
                    of: "| 2026-06-01 | First published. |", with: "| 2026-12-01 | Darker Slate. |\n| 2026-06-01 | First published. |")
        }
        #expect(withRow.changeLog.isEmpty && withRow.colors.count == 1)
        let withoutLog = DiffFixtures.diff { text in
            text.replacingOccurrences(of: "| #767676 |", with: "| #777777 |")
                .replacingOccurrences(of: "## Change log\n\n| Date | Changes |\n|---|---|\n| 2026-06-01 | First published. |", with: "")
        }
        #expect(withoutLog.changeLog.isEmpty && withoutLog.colors.count == 1)
        let onlyTheLog = DiffFixtures.diff(DiffFixtures.replacing("First published.", with: "Published."))
        #expect(onlyTheLog.changeLog.isEmpty && onlyTheLog.isEmpty)
    }

    @Test func theProposedDateFollowsTheTablesStyle() {
        #expect(ChangeLogCheck.date("2026-12-04", like: "June 1, 2026") == "December 4, 2026")
        #expect(ChangeLogCheck.date("2026-12-04", like: "2026-06-01") == "2026-12-04")
        #expect(ChangeLogCheck.date("2026-12-04", like: "1 June 2026") == "4 December 2026")
        #expect(ChangeLogCheck.date("2026-12-04", like: "2026年6月1日") == "2026-12-04")
    }
}
