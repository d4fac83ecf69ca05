import Foundation
import Testing

@testable import ColorExport

/// Deprecated colors in the colors document and the exports: their own mark, else their table's, else their page's.
@Suite struct DeprecatedColorExportTests {
    static let markdown = """
        ---
        title: Tints
        ---
        # Tints

        ## Accents

        | Name | UIKit API | Light | Dark | Status |
        |---|---|---|---|---|
        | Indigo | `systemIndigo` | #5856D6 | #5E5CE6 | Deprecated: use Blue |
        | Blue | `systemBlue` | #007AFF | #0A84FF | |

        ## Legacy (deprecated)

        | Name | Light |
        |---|---|
        | Sand | #C2B280 |
        """

    @Test func theDocumentCarriesEachColorsMarkAndItsTablesAsAFallback() throws {
        let document = ExportFixtures.document(Self.markdown)
        #expect(document.tables.map(\.deprecated) == [nil, ""])
        #expect(document.tables[0].colors.map(\.deprecated) == ["use Blue", nil])
        #expect(document.tables[1].colors.map(\.deprecated) == [""], "a color of a deprecated table is deprecated")
        let paged = ExportFixtures.document(Self.markdown.replacingOccurrences(of: "title: Tints", with: "title: Tints\ndeprecated: true"))
        #expect(paged.tables[0].colors.map(\.deprecated) == ["use Blue", ""], "and of a deprecated page")
        let json = String(decoding: document.encoded(), as: UTF8.self)
        #expect(json.contains("\"deprecated\" : \"use Blue\""))
    }

    @Test func designTokensCarryDollarDeprecatedWithTheReasonOrTrue() throws {
        let files = ColorDTCGExporter().files(for: ExportFixtures.document(Self.markdown))
        let light = try #require(files.first { $0.path.hasSuffix("light.tokens.json") })
        let tokens = try ExportFixtures.json(light)
        let accents = try #require(tokens["accents"] as? [String: Any])
        #expect((accents["indigo"] as? [String: Any])?["$deprecated"] as? String == "use Blue")
        #expect((accents["blue"] as? [String: Any])?["$deprecated"] == nil)
        // Marking the heading does not rename the group: it is named by the heading without its mark.
        #expect(tokens["legacy-deprecated"] == nil)
        let legacy = try #require(tokens["legacy"] as? [String: Any])
        #expect((legacy["sand"] as? [String: Any])?["$deprecated"] as? Bool == true)
    }

    @Test func cssPutsADeprecationCommentBeforeTheProperty() {
        let css = ColorCSSExporter().render(ExportFixtures.document(Self.markdown))
        #expect(css.contains("  /* Indigo: content/brand/palette.md:10 */\n  /* Deprecated: use Blue */\n  --accents-indigo:"))
        #expect(!css.contains("/* Blue: content/brand/palette.md:11 */\n  /* Deprecated"))
        #expect(css.contains("  --legacy-sand:") && !css.contains("--legacy-deprecated-"))
    }
}
