import ColorExport
import Guidelines

@testable import GuidelineDiff

/// Small guideline pages in our own words, processed the way a build processes them, and the diff of two sets.
enum DiffFixtures {
    /// A page with a table of three colors (light and dark), four rules and a change log.
    static let palette = """
        ---
        id: palette
        title: Palette
        ---
        # Palette

        ## Best practices

        **Prefer the named colors to fixed values.** Named colors follow the appearance on their own.

        **Never put text on the warning fill.** It fails contrast in the dark appearance.

        **Test your screens outdoors.** Glare washes out the lighter tints.

        **Keep one accent per screen.** More than one and neither draws the eye.

        ## Specifications

        | Name | UIKit API | Light | Dark |
        |---|---|---|---|
        | Slate | `systemSlate` | #767676 | #8E8E93 |
        | Ember | `systemEmber` | #E65014 | #FA6428 |
        | Moss | `systemMoss` | #2E8B57 | #3CB371 |

        ## Change log

        | Date | Changes |
        |---|---|
        | 2026-06-01 | First published. |
        """

    static func page(_ markdown: String, path: String) -> Page {
        let result = PageProcessor().process(PageSource(relativePath: path, displayPath: "content/" + path, text: markdown))
        guard let page = result.page else { fatalError("fixture page \(path) did not process: \(result.diagnostics)") }
        return page
    }

    static func side(_ label: String, _ pages: [(path: String, markdown: String)]) -> DiffSide {
        DiffSide(label: label, pages: pages.map { page($0.markdown, path: $0.path) }, settings: ColorCheckSettings())
    }

    /// The diff of the palette page (at `foundations/palette.md`) with an edited copy of itself.
    static func diff(_ edit: (String) -> String, path: String = "foundations/palette.md") -> GuidelineDiff {
        GuidelineDiff(
            base: side("v1", [("foundations/palette.md", palette)]), head: side("v2", [(path, edit(palette))]), today: today)
    }

    /// The date of the change-log rows a diff proposes in these tests.
    static let today = "2026-12-04"

    static func replacing(_ old: String, with new: String) -> (String) -> String {
        { text in
            precondition(text.contains(old), "the fixture has no '\(old)'")
            return text.replacingOccurrences(of: old, with: new)
        }
    }
}
