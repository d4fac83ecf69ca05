import Guidelines
import MarkdownSyntax
import SiteModel

/// `llms.txt` and `llms-full.txt` (the llms.txt convention): the site for assistants and other tools.
///
/// `llms.txt` is the site's title as an H1, its description as a quote, then a section per navigation group
/// with a link to each page (its Markdown copy, or its HTML when the site writes no copies) and the page's
/// description or summary. `llms-full.txt` is every page's Markdown copy in reading order, each after a
/// comment naming its file (which its relative links are relative to), up to `llms.full_max_kb`; the pages past
/// that are counted in a closing note. A file of the content folder at either path is copied instead.
package enum LLMsText {
    package static let indexPath = "llms.txt"
    package static let fullPath = "llms-full.txt"

    /// `foundations/color.html` → `foundations/color.md`: where a page's Markdown copy goes.
    package static func copyPath(of page: Page) -> String {
        String(page.source.outputPath.dropLast(".html".count)) + ".md"
    }

    /// The page's Markdown copy as published: its front matter (with the language the site gives the page), then its body.
    package static func copy(of page: Page, in site: Site) -> String {
        PageMarkdownCopy.copy(of: page, body: site.markdown(of: page))
    }

    package static func index(_ site: Site) -> String {
        let configuration = site.configuration
        var out = "# " + text(configuration.title) + "\n\n"
        if let description = configuration.description, !description.isEmpty { out += "> " + text(description) + "\n\n" }
        if configuration.llms.markdown {
            out += "Each link below is a page's Markdown copy; the same path ending in .html is the page for people."
        } else {
            out += "Each link below is a page of the site."
        }
        if configuration.llms.full { out += " [llms-full.txt](\(link(fullPath, site))) holds every page in one file." }
        out += "\n"
        for group in site.groups where !group.pages.isEmpty {
            out += "\n## " + text(group.title) + "\n\n"
            for page in group.pages {
                let target = configuration.llms.markdown ? copyPath(of: page) : page.source.outputPath
                out += "- [" + text(page.title) + "](" + link(target, site) + ")"
                if let about = page.description ?? page.summary, !about.isEmpty { out += ": " + text(about) }
                out += "\n"
            }
        }
        return out
    }

    package static func full(_ site: Site) -> String {
        let configuration = site.configuration
        let budget = configuration.llms.fullMaxBytes
        var out = "# " + text(configuration.title) + "\n\n"
        if let description = configuration.description, !description.isEmpty { out += "> " + text(description) + "\n\n" }
        var size = out.utf8.count
        var left = 0
        for group in site.groups {
            for page in group.pages {
                guard left == 0 else {
                    left += 1
                    continue
                }
                let copy =
                    "<!-- " + copyPath(of: page).replacingOccurrences(of: "--", with: "- -") + " -->\n\n"
                    + site.markdown(of: page) + "\n"
                // Room is kept for the closing note.
                if size + copy.utf8.count > budget - 512 {
                    left = 1
                    continue
                }
                out += copy
                size += copy.utf8.count
            }
        }
        if left > 0 {
            out += "<!-- llms-full.txt stops here -->\n\n"
            out += "\(left) more \(left == 1 ? "page is" : "pages are") not in this file, which stops at \(budget / 1024) KB"
            out += " (`llms: full_max_kb:` in precept.yml); [llms.txt](\(link(indexPath, site))) links every page.\n"
        }
        return out
    }

    /// A URL for `path`: absolute under `base_url` when the site has one, else relative to the site's root;
    /// parentheses percent-encoded too, so that the URL ends a Markdown link where it ends.
    static func link(_ path: String, _ site: Site) -> String {
        let encoded = URLPath.encode(path, nonASCII: .percentEncoded).replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
        guard var base = site.configuration.baseURL, !base.isEmpty else { return encoded }
        if !base.hasSuffix("/") { base += "/" }
        return base + encoded
    }

    /// Text as Markdown shows it: on one line, its inline punctuation escaped (a summary that quotes `<img …>` stays text).
    static func text(_ text: String) -> String { MarkdownColorTable.cell(text) }
}
