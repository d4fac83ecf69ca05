import Diagnostics

/// Renders a Markdown tree to HTML with our own rules: every text node escaped, unsafe links dropped,
/// headings given stable ids, tables wrapped for horizontal scrolling.
package struct HTMLRenderer: Sendable {
    package struct Options: Sendable, Hashable {
        /// Pass raw HTML through (minus the GFM tag filter); off by default, when raw HTML is shown escaped.
        package var allowRawHTML = false
        /// Leave out a leading H1, which the page template prints as the title.
        package var omitLeadingTitle = true
        package init(allowRawHTML: Bool = false, omitLeadingTitle: Bool = true) {
            self.allowRawHTML = allowRawHTML
            self.omitLeadingTitle = omitLeadingTitle
        }
    }

    package var options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    /// Renders `document`; `source` turns cmark positions into diagnostics locations. `index` must come from
    /// the same document (it is computed when not given); `hooks` replace or decorate particular blocks.
    package func render(_ document: MarkdownDocument, source: SourceText, index: HeadingIndex? = nil, hooks: RenderHooks = RenderHooks())
        -> RenderedBody
    {
        let index = index ?? HeadingIndex(document, omitLeadingTitle: options.omitLeadingTitle)
        var state = RenderState(options: options, source: source, plannedHeadings: index.headings, hooks: hooks)
        state.omittedTitle = index.omittedTitle
        for block in document.blocks {
            if let omitted = index.omittedPosition, SourcePosition(block) == omitted { continue }
            state.renderBlock(block, tight: false)
        }
        if let first = state.rawHTMLLocation {
            state.diagnostics.append(
                .warning(
                    "markdown.raw-html",
                    "raw HTML is shown as text (\(state.rawHTMLCount) place\(state.rawHTMLCount == 1 ? "" : "s") on this page)",
                    at: first, notes: ["set 'unsafe_html: true' in precept.yml to pass raw HTML through"]))
        }
        if let first = state.sanitizedLocation {
            let n = state.sanitizedCount
            let listed = state.sanitizedItems.prefix(6).joined(separator: ", ") + (state.sanitizedItems.count > 6 ? ", …" : "")
            state.diagnostics.append(
                .warning(
                    "markdown.html-sanitized",
                    "raw HTML sanitized: \(n) unsafe or unsupported item\(n == 1 ? "" : "s") removed (\(listed))",
                    at: first, notes: ["only plain formatting tags and http, https, mailto and relative URLs are kept"]))
        }
        if let first = state.remoteImageLocation {
            let n = state.remoteImageCount
            state.diagnostics.append(
                .warning(
                    "links.remote-image",
                    "\(n) remote image\(n == 1 ? " is" : "s are") shown as \(n == 1 ? "a link" : "links"): pages never load files from the network",
                    at: first, notes: ["save the image under content/ and link it with a relative path"]))
        }
        return RenderedBody(
            html: state.out, headings: state.headings, links: state.links,
            omittedTitle: state.omittedTitle, diagnostics: state.diagnostics)
    }
}

extension MarkdownNode {
    var isHeading: Bool {
        if case .heading = kind { return true }
        return false
    }
}

/// Text and source link of a heading, shared by the renderer and the page model.
package enum HeadingText {
    /// The heading's visible text; for `## [Title](url)` the link text.
    package static func title(of heading: MarkdownNode) -> String {
        heading.plainText.trimmingCharacters(in: [" ", "\t"])
    }

    /// The URL when the whole heading is a single link.
    package static func sourceURL(of heading: MarkdownNode) -> String? {
        let meaningful = heading.children.filter {
            if case .text(let s) = $0.kind { return !s.allSatisfy(\.isWhitespace) }
            return true
        }
        if meaningful.count == 1, case .link(let url, _) = meaningful[0].kind { return url }
        return nil
    }
}

extension String {
    package func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
