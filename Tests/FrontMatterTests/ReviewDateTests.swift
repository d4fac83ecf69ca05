import Testing

@testable import FrontMatter

@Suite struct ReviewDateTests {
    @Test(arguments: [
        ("2026-10-04", 2026, 10, 4 as Int?),
        ("2024-02-29", 2024, 2, 29),
        ("2026-10", 2026, 10, nil),
        ("October 2026", 2026, 10, nil),
        ("october 2026", 2026, 10, nil),
        ("Oct 2026", 2026, 10, nil),
        ("Sept. 2025", 2025, 9, nil),
        ("4 October 2026", 2026, 10, 4),
        ("October 4, 2026", 2026, 10, 4),
        ("  March 2027 ", 2027, 3, nil),
    ])
    func readsDaysAndMonths(text: String, year: Int, month: Int, day: Int?) throws {
        let date = try #require(ReviewDate(parsing: text))
        #expect(date.year == year)
        #expect(date.month == month)
        #expect(date.day == day)
        #expect(date.text == text)
    }

    @Test(arguments: [
        "", "soon", "2026", "2026-13-01", "2026-02-30", "2023-02-29", "26-10-04", "2026/10/04",
        "Octember 2026", "October", "October 32, 2026", "Ma 2026", "October 2026 extra",
    ])
    func rejectsUnreadableText(text: String) {
        #expect(ReviewDate(parsing: text) == nil)
    }

    @Test func ordersByDayWithinMonth() {
        let month = ReviewDate(year: 2026, month: 10, text: "October 2026")
        let day = ReviewDate(year: 2026, month: 10, day: 4, text: "2026-10-04")
        #expect(month < day)
        #expect(day < ReviewDate(year: 2026, month: 11, text: "November 2026"))
    }
}
