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

    /// Runs Foundation's Windows-1251 conversion hung on or trapped on: characters with no byte in the code page.
    @Test(arguments: ["a\u{201D}\u{200D}b", "”\u{200D}", "\u{200D}\u{200D}", "é\u{FEFF}é", "Ж\u{0301}ж", "“\u{2060}”"])
    func runsWithoutAWindows1251ReadingAreLeftAlone(text: String) {
        let (repaired, first, count) = MojibakeRepair.repair(text)
        #expect(repaired == text)
        #expect(first == nil)
        #expect(count == 0)
    }

    /// Cyrillic UTF-8 misread as Windows-1251 (every letter, Ё/ё and the punctuation of the code page) reads back.
    @Test func windows1251MojibakeOfEveryCyrillicLetterIsRepaired() {
        let intended = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
        for word in intended.map(String.init) + [intended] {
            let misread = word.utf8.map { MojibakeRepairTestTable.windows1251[Int($0)] }.map(String.init).joined()
            let (repaired, _, count) = MojibakeRepair.repair("x " + misread + " y")
            #expect(repaired == "x " + word + " y", "\(misread)")
            #expect(count == 1)
        }
    }
}

/// Windows-1251's characters for bytes 0x80–0xFF (0x98 is unassigned and stands for itself), to misread text in tests.
enum MojibakeRepairTestTable {
    static let windows1251: [Character] = {
        var table = (0..<256).map { Character(Unicode.Scalar(UInt8($0))) }
        let high: [UInt32] = [
            0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C,
            0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x0098, 0x2122, 0x0459, 0x203A,
            0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9,
            0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7,
            0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
        ]
        for (offset, value) in high.enumerated() { table[0x80 + offset] = Character(Unicode.Scalar(value)!) }
        for offset in 0..<64 { table[0xC0 + offset] = Character(Unicode.Scalar(0x0410 + UInt32(offset))!) }
        return table
    }()
}
