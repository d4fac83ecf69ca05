import Foundation
import Guidelines
import Testing

@testable import ColorExport

/// Small guideline pages in our own words, processed the way a build processes them.
enum ExportFixtures {
    static let palette = """
        ---
        title: Palette
        ---
        # Palette

        ## Signal colors

        | Name | SwiftUI API | UIKit API | Default (light) | Default (dark) | Increased contrast (light) | Increased contrast (dark) |
        |---|---|---|---|---|---|---|
        | Ember | `ember` | `systemEmber` | R-230,G-80,B-20 | R-250,G-100,B-40 | R-200,G-60,B-10 | R-255,G-130,B-70 |
        | Fern | `fern` | `systemFern` | #2E8B57 | #3CB371 | #1F6B40 | #5FD08F |

        ## Wide gamut accents

        | Name | Light | Dark |
        |---|---|---|
        | Glow | color(display-p3 1 0.5 0) | #FFA64D |
        | Haze | #80808080 | rgb(20, 20, 20) |

        ## Night only

        | Name | Dark |
        |---|---|
        | Ink | #101820 |
        """

    static func document(_ markdown: String = palette, path: String = "brand/palette.md") -> ColorsDocument {
        let result = PageProcessor().process(PageSource(relativePath: path, displayPath: "content/" + path, text: markdown))
        return ColorsDocument(pages: result.page.map { [$0] } ?? [], settings: ColorCheckSettings(), generator: "Precept test")
    }

    static func json(_ file: ColorExportFile) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: file.contents) as? [String: Any])
    }
}

extension ExportFixtures {
    /// A value built directly: sRGB bytes, or Display P3 components with the sRGB bytes standing for their conversion.
    static func value(
        _ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1, p3: [Double]? = nil, appearance: Appearance = .light,
        line: Int = 1
    ) -> ColorsDocument.Value {
        let color = ColorValue(
            red: red, green: green, blue: blue, alpha: alpha, colorSpace: p3 == nil ? .sRGB : .displayP3, displayP3: p3,
            notation: p3 == nil ? .hex : .displayP3, original: "as written", line: line, column: 3)
        return ColorsDocument.value(
            color, appearance: appearance, in: ColorSpec(name: "hand", line: line, column: 1), file: "content/hand.md",
            settings: ColorCheckSettings())
    }

    static func color(_ name: String, apis: [String: String] = [:], line: Int = 1, _ values: [Appearance: ColorsDocument.Value])
        -> ColorsDocument.Color
    {
        ColorsDocument.Color(
            name: name, localizedName: nil, apis: apis, source: .init(file: "content/hand.md", line: line, column: 1),
            values: Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) }))
    }

    static func table(_ id: String, title: String, kind: String = "specification", _ colors: [ColorsDocument.Color])
        -> ColorsDocument.Table
    {
        ColorsDocument.Table(
            id: id, page: "hand", pageTitle: "Hand", url: "hand.html", title: title, kind: kind, platforms: ["iOS"], notes: [],
            appearances: [], recoveredFromLines: false, source: .init(file: "content/hand.md", line: 1, column: 1), colors: colors,
            semanticColors: [])
    }

    /// A document holding exactly these tables.
    static func document(tables: [ColorsDocument.Table]) -> ColorsDocument {
        var document = ColorsDocument(pages: [], settings: ColorCheckSettings(), generator: "Precept test")
        document.tables = tables
        return document
    }
}
