import Diagnostics
import Testing

@testable import Guidelines

private func run(_ check: some SourceCheck, _ text: String, invalidUTF8: Bool = false) -> [Diagnostic] {
    let input = PageSource(relativePath: "p.md", displayPath: "p.md", text: text, hadInvalidUTF8: invalidUTF8)
    return check.check(SourceText(path: "p.md", text: text), input: input)
}

@Suite struct SourceCheckTests {
    @Test func mojibakeIsFoundAtItsFirstPlaceAndCounted() throws {
        let diagnostics = run(EncodingCheck(), "Fine line.\nThe appвЂ™s menu and donвЂ™t.\nCafÃ© too.\n")
        let d = try #require(diagnostics.first)
        #expect(d.id == "text.mojibake")
        #expect(d.location == SourceLocation(path: "p.md", line: 2, column: 8))
        #expect(d.message.contains("3 places"))
    }

    @Test func repairedBytesAreReportedOnlyWhenTheFileWasInvalid() {
        #expect(run(EncodingCheck(), "a \u{FFFD} b\n").isEmpty)
        #expect(run(EncodingCheck(), "a \u{FFFD} b\n", invalidUTF8: true).map(\.id) == ["text.invalid-utf8"])
    }

    @Test func patchFilesAreNoticed() {
        let patch = "pkg 1.0 → 1.1\n\n@@ -0,0 +1,3 @@\n+---\n+title: X\n+# X\n"
        #expect(run(PatchFileCheck(), patch).map(\.location?.line) == [3])
        #expect(run(PatchFileCheck(), "@@ -1 +1 @@ is how hunks start\n\nplain text\nmore\n").isEmpty)
    }

    @Test func headingsWithoutASpaceAreFlaggedOutsideCode() {
        let text = "#Title#\n\n```\n#include <x>\n```\n\n# Real\n\n#hashtag-ish but fine? no\n    #indented code\n"
        let lines = run(HeadingSpaceCheck(), text).map(\.location?.line)
        #expect(lines == [1, 9])
    }
}

@Suite struct SourceNormalizerScanTests {
    @Test(arguments: [
        ("", nil as Int?), ("a\r\nb", nil), ("a\rb", 1), ("\r", 0), ("ab\r", 2), ("\r\n\r", 2), ("\r\r\n", 0), ("é\rx", 2),
        ("a\r\n\r\nb\rc", 6),
    ])
    func firstLoneCR(text: String, expected: Int?) {
        #expect(SourceNormalizer.firstLoneCR(text.utf8) == expected)
    }

    @Test(arguments: [("", nil as Int?), ("abc", nil), ("\u{0}", 0), ("é\u{0}\u{0}", 2)])
    func firstNUL(text: String, expected: Int?) {
        #expect(SourceNormalizer.firstNUL(text.utf8) == expected)
    }

    @Test func mojibakeRunsAreRepairedInPlaceAndCounted() {
        let text = "Itâ€™s ok — вЂњquoteвЂќ, café, 中文, Ã©tÃ©.\n"
        let (repaired, first, count) = MojibakeRepair.repair(text)
        #expect(repaired == "It’s ok — “quote”, café, 中文, été.\n")
        #expect(count == 5)
        #expect(first?.offset == 2)
        #expect(first?.broken == "â€™")
        #expect(first?.codePage == "Windows-1252")
        let untouched = "Plain 中文 and café, nothing wrong.\n"
        #expect(MojibakeRepair.repair(untouched).0 == untouched)
        #expect(MojibakeRepair.repair(untouched).2 == 0)
    }
}
