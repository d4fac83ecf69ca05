import Foundation
import OutputStore
import SiteBuilder

/// The files `precept init` writes: a configuration and two small pages that build without warnings.
enum StarterSite {
    static let files: [(String, String)] = [
        (
            "precept.yml",
            """
            # Settings for this Precept site. Every key is optional.
            title: My Guidelines
            # base_url: https://design.example.com/guidelines/
            # unsafe_html: false
            # strict: false

            """
        ),
        (
            "content/foundations/color.md",
            """
            ---
            id: color
            title: Color
            description: How our products use color to guide attention.
            platforms: [iOS, macOS]
            weight: 1
            ---

            # Color

            Color helps people see what they can act on and what changed.

            ## Rules

            - **Never use color as the only signal.** Pair it with an icon or a word.
            - **Check contrast in light and dark.** Text needs at least 4.5:1.

            ## Related

            - [Writing](../guidance/writing.md)

            """
        ),
        (
            "content/guidance/writing.md",
            """
            ---
            id: writing
            title: Writing
            description: Short, plain words in every label and message.
            weight: 1
            ---

            # Writing

            Labels name what happens next; messages say what went wrong and how to fix it.

            ## Best practices

            **Lead with the verb.** "Save draft" beats "Draft saving".

            **Keep it short.** Cut every word that does not help someone decide.

            See also the [color rules](../foundations/color.md#rules).

            """
        ),
    ]

    /// Writes the starter files under `directory`, skipping any that exist; returns the paths written.
    static func write(to directory: URL) throws -> [String] {
        try NewFileWriter.write(files.map { (path: $0.0, text: $0.1) }, into: directory)
    }
}
