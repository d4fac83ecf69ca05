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
    /// Above this many pages the Markdown copies and `llms-full.txt` are left out (`llms.txt` stays and links
    /// the HTML pages): a copy per page doubles the site's files, past what some hosts take at 10,000 pages.
    package var maxPages = 5_000

    package init() {}

    /// The settings a site of `pageCount` pages is built with: `self`, or without the copies and
    /// `llms-full.txt` when it has more than `maxPages` pages. The build and the fingerprint's page keys
    /// both ask here.
    package func sized(forPages pageCount: Int) -> LLMSettings {
        guard pageCount > maxPages, needsCopies else { return self }
        var sized = self
        sized.markdown = false
        sized.full = false
        return sized
    }

    /// What every output depends on of these settings beyond precept.yml's bytes: whether a copy and
    /// `llms-full.txt` are written once the site is sized (`sized(forPages:)`), which adding one page can turn.
    package var outputsTag: String { " llms:" + (markdown ? "md" : "") + (full ? "+full" : "") }

    /// Whether pages need their Markdown copies made: for the copies themselves or for `llms-full.txt`.
    package var needsCopies: Bool { markdown || full }
}
