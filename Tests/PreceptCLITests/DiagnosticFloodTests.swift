import Foundation
import Testing

/// One page that repeats a problem thousands of times gets 20 lines of it and a count, whichever stage finds it.
@Suite struct DiagnosticFloodTests {
    @Test func fiveThousandBrokenLinksOnOnePageAreListedTwentyTimesAndCounted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let links = (1...5_000).map { "[page \($0)](missing-\($0).md)" }.joined(separator: "\n")
        try Data("# Links\n\n\(links)\n".utf8).write(to: dir.appendingPathComponent("content/links.md"))
        let result = try PreceptBinary.run(["check"], in: dir)
        let lines = result.standardError.split(separator: "\n")
        let listed = lines.filter { $0.hasSuffix("[links.missing-page]") }
        #expect(listed.count == 21, "\(lines.count) lines")
        #expect(listed.last?.contains("4,980 more like the 20 above on this page") == true, "\(listed.last ?? "")")
        #expect(lines.count < 40, "\(lines.count) lines")
    }
}
