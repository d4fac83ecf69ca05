import Foundation
import Testing

@testable import Diagnostics

/// A typed id prints, sorts and encodes as the plain string it was written as.
@Suite struct DiagnosticIDTests {
    static let diagnostic = Diagnostic.warning(
        "colors.invalid-value", "cannot read a color from 'R-255'", at: SourceLocation(path: "content/a.md", line: 3, column: 5))

    @Test func aLiteralIsTheIdAndNamesItsFamily() {
        let id: DiagnosticID = "colors.invalid-value"
        #expect(id.rawValue == "colors.invalid-value")
        #expect(id.description == "colors.invalid-value")
        #expect(id == DiagnosticID("colors.invalid-value"))
        #expect(id.family == .colors)
        #expect(DiagnosticID("cache.ignored").family == .cache)
        #expect(DiagnosticID("text.nul-byte").family == .text)
        #expect(DiagnosticID("cachex.ignored").family == nil, "a family is the whole word before the dot")
        #expect(DiagnosticID("no-dot").family == nil)
        #expect(DiagnosticID("").family == nil)
        #expect([DiagnosticID("links.b"), "colors.z", "links.a"].sorted() == ["colors.z", "links.a", "links.b"])
    }

    @Test func theFormattersPrintThePlainString() throws {
        #expect(
            DiagnosticFormatter.text(Self.diagnostic)
                == "content/a.md:3:5: warning: cannot read a color from 'R-255' [colors.invalid-value]")
        #expect(GitHubAnnotationFormatter.annotation(Self.diagnostic).contains("title=colors.invalid-value::"))
        let json = DiagnosticFormatter.json(DiagnosticCollection([Self.diagnostic]), pageCount: 1)
        #expect(json.contains(#""id" : "colors.invalid-value""#))
        let sarif = SARIFFormatter.log(DiagnosticCollection([Self.diagnostic]), toolVersion: "1", documentationURL: "https://d")
        #expect(sarif.contains(#""ruleId" : "colors.invalid-value""#))
        #expect(sarif.contains(#""helpUri" : "https:\/\/d#colors""#) || sarif.contains(#""helpUri" : "https://d#colors""#))
    }

    @Test func aDiagnosticEncodesItsIdAsAString() throws {
        let data = try JSONEncoder().encode(Self.diagnostic)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["id"] as? String == "colors.invalid-value")
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == Self.diagnostic)
    }

    @Test(arguments: [
        ("config.invalid", "configuration-preceptyml"), ("frontmatter.syntax", "front-matter"), ("text.nul-byte", "markdown-and-page-text"),
        ("cache.ignored", "build-cache"), ("templates.syntax", "templates"),
    ])
    func sarifLinksEachFamilyToItsSection(id: String, anchor: String) {
        #expect(SARIFFormatter.helpURI(for: DiagnosticID(id), documentationURL: "https://d") == "https://d#" + anchor)
    }

    @Test func sarifLinksAnIdWithoutASectionToThePage() {
        #expect(SARIFFormatter.helpURI(for: "output.restored", documentationURL: "https://d") == "https://d")
        #expect(SARIFFormatter.helpURI(for: "unknown", documentationURL: "https://d") == "https://d")
    }
}
