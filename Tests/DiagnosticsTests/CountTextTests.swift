import Diagnostics
import Testing

/// Counts in messages: digits grouped by threes with commas, the same on every machine, and the plural `s`.
@Suite struct CountTextTests {
    @Test(arguments: [
        (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (10_000, "10,000"), (123_456, "123,456"), (1_234_567, "1,234,567"),
        (-1_500, "-1,500"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func numbers(value: Int, text: String) {
        #expect(CountText.number(value) == text)
    }

    @Test func nounsTakeAnSUnlessTheCountIsOne() {
        #expect(CountText.of(1, "page") == "1 page")
        #expect(CountText.of(0, "error") == "0 errors")
        #expect(CountText.of(10_000, "page") == "10,000 pages")
    }

    @Test func theCheckSummaryGroupsDigits() {
        #expect(DiagnosticFormatter.summary(DiagnosticCollection(), pageCount: 10_000) == "0 errors, 0 warnings in 10,000 pages")
    }
}
