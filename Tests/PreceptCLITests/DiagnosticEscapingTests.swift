import Foundation
import Testing

/// A front-matter value quoted in a warning reaches the terminal and CI logs escaped, in every text format.
@Suite struct DiagnosticEscapingTests {
    @Test(arguments: ["text", "github"])
    func aQuotedValueNeverStartsALineOrReachesTheTerminalRaw(format: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("---\ntitle: A\nreviewed: \"a\\n::error::INJECTED\\e]0;x\\a\\e[2J\"\n---\n# A\n\nText.\n".utf8)
            .write(to: dir.appendingPathComponent("content/a.md"))
        let result = try PreceptBinary.run(["check", "--diagnostics-format", format], in: dir)
        let printed = result.standardOutput + result.standardError
        #expect(
            printed.contains("a\\n::error::INJECTED\\e]0;x\\x07\\e[2J") || printed.contains("a%0A::error::INJECTED\\e]0;x\\x07\\e[2J"),
            "\(printed)")
        #expect(!printed.split(separator: "\n").contains { $0.hasPrefix("::error") }, "\(printed)")
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(printed)")
    }
}
