import Testing

@testable import Diagnostics

@Suite struct SourceTextLongLineTests {
    @Test func columnsCountScalarsAcrossMultibyteText() {
        let text = SourceText(path: "a.md", text: "ab\nçé x\n")
        // "çé x": 'x' is at byte 5 of the line (ç and é are two bytes each) and scalar column 4.
        #expect(text.location(atUTF8Offset: 3 + 5) == SourceLocation(path: "a.md", line: 2, column: 4))
        #expect(text.location(line: 2, byteColumn: 6).column == 4)
        #expect(text.location(atUTF8Offset: 1).column == 2)
    }

    @Test func locationsOnAVeryLongLineAreFast() {
        let line = String(repeating: "[a] é ", count: 100_000)
        let text = SourceText(path: "a.md", text: line)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            var sum = 0
            for offset in stride(from: 0, to: line.utf8.count, by: 7) { sum &+= text.location(atUTF8Offset: offset).column }
            #expect(sum > 0)
        }
        // A generous bound, not a benchmark: counting columns from the line's start each time (the old quadratic
        // way) takes minutes for these 85,000 lookups.
        #expect(elapsed < .seconds(30), "took \(elapsed): columns must not be counted from the line's start each time")
    }
}
