import Testing

@testable import MarkdownSyntax

@Suite struct HeadingSluggerTests {
    @Test(arguments: [
        ("Best practices", "best-practices"),
        ("  Color & Contrast  ", "color-contrast"),
        ("App’s icon", "app-s-icon"),
        ("Café menus", "café-menus"),
        ("颜色 与 对比度", "颜色-与-对比度"),
        ("!!!", "section"),
        ("iOS 17", "ios-17"),
    ])
    func slugs(input: String, expected: String) {
        #expect(HeadingSlugger.slug(input) == expected)
    }

    /// The slug of ASCII text is made byte by byte; it must equal the Unicode-property path on every ASCII scalar.
    @Test func asciiSlugsMatchTheScalarRules() {
        let everyASCII = String(String.UnicodeScalarView((0..<128).map { Unicode.Scalar(UInt8($0)) }))
        let samples = [everyASCII, "  Color & Contrast  ", "iOS 17", "A-B_C.d", "---", "", "x", "Don't Do This!", "\t\r\n"]
        for sample in samples {
            #expect(HeadingSlugger.asciiSlug(sample) == Self.scalarSlug(sample), "\(sample.debugDescription)")
            #expect(HeadingSlugger.slug(sample) == Self.scalarSlug(sample))
        }
        for value in 0..<128 {
            let sample = "a" + String(Unicode.Scalar(UInt8(value))) + "B"
            #expect(HeadingSlugger.asciiSlug(sample) == Self.scalarSlug(sample), "\(sample.debugDescription)")
        }
    }

    /// The slug rules as written for any text: alphabetic and numeric scalars kept, marks after them, others a dash.
    static func scalarSlug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let p = scalar.properties
            if p.isAlphabetic || p.numericType != nil {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else if p.generalCategory == .nonspacingMark, !out.isEmpty {
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    @Test func uniqueSlugsCountUp() {
        var slugger = HeadingSlugger()
        #expect(slugger.uniqueSlug("A") == "a")
        #expect(slugger.uniqueSlug("A") == "a-2")
        #expect(slugger.uniqueSlug("a-2") == "a-2-2")
        #expect(slugger.uniqueSlug("A") == "a-3")
    }
}
