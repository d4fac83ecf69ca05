import Testing

@testable import Diagnostics

@Suite struct DiagnosticCapTests {
    func warning(_ id: DiagnosticID, _ line: Int) -> Diagnostic {
        .warning(id, "problem on line \(line)", at: SourceLocation(path: "p.md", line: line, column: 1))
    }

    @Test func repeatsPastTheLimitBecomeOneCountedDiagnosticOfTheSameId() {
        let many = (1...25).map { warning("links.no-text", $0) }
        let other = warning("links.missing-page", 99)
        let capped = DiagnosticCap.capped(many + [other], perID: 20)
        #expect(capped.count == 22)
        #expect(Array(capped.prefix(20)) == Array(many.prefix(20)))
        let summary = capped[20]
        #expect(summary.id == "links.no-text" && summary.severity == .warning)
        #expect(summary.message == "5 more like the 20 above on this page (only the first 20 are listed)")
        #expect(summary.location?.line == 21)
        #expect(summary.notes == ["the next one: problem on line 21"])
        #expect(capped[21] == other)
    }

    @Test func withinTheLimitNothingChanges() {
        let few = (1...20).map { warning("links.no-text", $0) } + [warning("links.missing-page", 1)]
        #expect(DiagnosticCap.capped(few, perID: 20) == few)
    }
}
