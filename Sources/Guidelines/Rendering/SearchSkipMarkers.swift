import MarkdownSyntax

/// HTML comments around body markup that search must not read as the page's text: the swatches and pair samples a
/// color table is drawn as (their words, `Color vision Typical Protanopia…`, `Hex rgb() CSS SwiftUI`, verdicts, are
/// the widget's, not the page's prose; the colors themselves are indexed as colors).
///
/// Comments, not an attribute on the widget's element: whatever markup a renderer draws, `PageRenderHooks` wraps
/// it, and the search reader (`SearchHTMLText`) skips from `start` to `end` without matching elements. They cost
/// 54 bytes a table and show nowhere.
package enum SearchSkipMarkers {
    static let startMarkup: HTML = "<!--precept:search-skip-->"
    static let endMarkup: HTML = "<!--/precept:search-skip-->"
    package static let start = startMarkup.markup
    package static let end = endMarkup.markup

    /// `html` between the two markers.
    package static func wrap(_ html: HTML) -> HTML {
        startMarkup + html + endMarkup + "\n"
    }
}
