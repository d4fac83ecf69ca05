import Testing

@testable import SiteRendering

/// How a long index group is cut into letter sections: where each title is filed, in what order the sections
/// and their members come, and when no sections are made at all.
@Suite struct IndexLettersTests {
    /// `count` filler titles under "Filler", enough with the others to pass the threshold.
    func filler(_ count: Int) -> [String] { (0..<count).map { "Filler \($0)" } }

    @Test func filesLatinTitlesByTheirFoldedFirstLetter() {
        #expect(IndexLetters.key("buttons").label == "B")
        #expect(IndexLetters.key("Écran de veille").label == "E")
        #expect(IndexLetters.key("Ölçek").label == "O")
        #expect(IndexLetters.key("Ｗide letters").label == "W")
        #expect(IndexLetters.key("Écran").anchor == "e")
    }

    @Test func skipsOpeningQuotesAndBrackets() {
        #expect(IndexLetters.key("“Quoted” titles").label == "Q")
        #expect(IndexLetters.key("(Deprecated) Toolbars").label == "D")
        #expect(IndexLetters.key("  ¿Qué?").label == "Q")
    }

    @Test func filesHangulByInitialConsonantWithTenseOnesUnderPlain() {
        #expect(IndexLetters.key("가이드").label == "ㄱ")
        #expect(IndexLetters.key("까다로운 경우").label == "ㄱ")
        #expect(IndexLetters.key("색상").label == "ㅅ")
        #expect(IndexLetters.key("쌍시옷").label == "ㅅ")
        #expect(IndexLetters.key("하단 시트").label == "ㅎ")
        #expect(IndexLetters.key("가이드").anchor == "ko-1")
        #expect(IndexLetters.key("하단 시트").anchor == "ko-14")
    }

    @Test func filesDigitsSymbolsAndOtherScriptsUnderHash() {
        for title in ["2-up layouts", "→ Arrows", "颜色", "カラー", "", "   "] {
            let key = IndexLetters.key(title)
            #expect(key.label == "#", "\(title)")
            #expect(key.anchor == "other", "\(title)")
        }
    }

    @Test func makesNoSectionsAtOrBelowTheThreshold() {
        let titles = ["Alpha", "Beta"] + filler(58)
        #expect(titles.count == 60)
        #expect(IndexLetters.sections(titles) == nil)
    }

    @Test func makesNoSectionsWhenEveryTitleSharesOneLetter() {
        #expect(IndexLetters.sections(filler(80)) == nil)
    }

    @Test func ordersSectionsLatinThenHangulThenHashAndMembersByTitle() throws {
        // Indices: 0 "Zoom", 1 "alerts", 2 "색상", 3 "2-up", 4 "Écran", 5 "Buttons", 6 "가이드", 7 "Accessibility", then filler.
        let titles = ["Zoom", "alerts", "색상", "2-up", "Écran", "Buttons", "가이드", "Accessibility"] + filler(60)
        let sections = try #require(IndexLetters.sections(titles))
        #expect(sections.map(\.label) == ["A", "B", "E", "F", "Z", "ㄱ", "ㅅ", "#"])
        #expect(sections.map(\.anchor) == ["a", "b", "e", "f", "z", "ko-1", "ko-7", "other"])
        #expect(sections[0].members == [7, 1])  // "Accessibility" before "alerts", case folded
        #expect(sections[1].members == [5])
        #expect(sections[2].members == [4])
        #expect(sections[3].members.count == 60)
        #expect(sections[3].members.prefix(3) == [8, 9, 10])  // "Filler 0", "Filler 1", "Filler 2": numbers by value
        #expect(sections[3].members.last == 67)  // "Filler 59"
        #expect(sections[7].members == [3])
    }
}
