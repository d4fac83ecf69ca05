/// `llms:` in precept.yml: the files written for assistants and other tools beside the HTML site.
package struct LLMSettings: Sendable, Hashable, Codable {
    /// `llms.txt` at the site's root: the title, the summary and a link with a line of description per page.
    package var index = true
    /// `llms-full.txt`: every page's Markdown copy in reading order, up to `fullMaxBytes`.
    package var full = true
    /// A clean Markdown copy beside every page's HTML (`foundations/color.md`), linked from the page.
    package var markdown = true
    /// The most bytes `llms-full.txt` holds; the pages past it are listed by link instead (8 MiB keeps it under
    /// the 10 MiB every file of the site stays within).
    package var fullMaxBytes = 8 << 20

    package init() {}

    /// Whether pages need their Markdown copies made: for the copies themselves or for `llms-full.txt`.
    package var needsCopies: Bool { markdown || full }
}
