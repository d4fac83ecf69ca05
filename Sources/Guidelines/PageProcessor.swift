import Diagnostics
import FrontMatter
import MarkdownSyntax

/// The per-page half of a build: source text → front matter → Markdown → body HTML and page model.
///
/// A pure function of its input with no shared mutable state, so pages run concurrently and later in
/// isolated workers or from a cache.
package struct PageProcessor: Sendable {
    package struct Options: Sendable, Hashable, Codable {
        package var allowRawHTML: Bool
        /// Suffix-free site title, used to strip `Title | Site` from scraped titles.
        package var siteTitle: String?
        package var colorChecks: ColorCheckSettings
        /// Lower-cased headings whose list items are rules, sorted so the options encode the same way every run
        /// (the build cache hashes them).
        package var ruleHeadings: [String]
        package var limits: PageLimits
        /// The language of pages that neither name one nor read as Chinese, Japanese or Korean (`language:` in
        /// precept.yml); a page's language is part of its result, so the site's is an input of every page.
        package var siteLanguage: LanguageTag
        /// Whether each page gets its clean Markdown copy (`PageMarkdownCopy`; `markdown: false` in precept.yml turns it off).
        package var markdownCopies: Bool
        /// Whether a copy's links to other pages point at their copies (the site writes them) or at their HTML.
        package var copyLinksToCopies = true
        package init(
            allowRawHTML: Bool = false, siteTitle: String? = nil, colorChecks: ColorCheckSettings = ColorCheckSettings(),
            ruleHeadings: Set<String> = RuleExtractor.defaultHeadings, limits: PageLimits = .standard,
            siteLanguage: LanguageTag = .english, markdownCopies: Bool = true, copyLinksToCopies: Bool = true
        ) {
            self.copyLinksToCopies = copyLinksToCopies
            self.markdownCopies = markdownCopies
            self.limits = limits
            self.siteLanguage = siteLanguage
            self.allowRawHTML = allowRawHTML
            self.siteTitle = siteTitle
            self.colorChecks = colorChecks
            self.ruleHeadings = ruleHeadings.sorted()
        }
    }

    package var options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    package func process(_ input: PageSource) -> PageResult {
        if let refused = Self.refuseOversized(byteCount: input.text.utf8.count, displayPath: input.displayPath, limits: options.limits) {
            return refused
        }
        let normalized = SourceNormalizer.normalize(input.text, path: input.displayPath)
        var input = input
        input.text = normalized.text
        let sourceText = SourceText(path: input.displayPath, text: input.text)
        var diagnostics: [Diagnostic] = normalized.diagnostics
        for check in SourceChecks.all {
            diagnostics += check.check(sourceText, input: input)
        }
        let frontMatter = FrontMatterParser.parse(sourceText)
        diagnostics += frontMatter.diagnostics
        let preflight = MarkdownPreflight(maximumTableColumns: options.limits.maximumTableColumns).check(
            frontMatter.body, source: sourceText)
        diagnostics += preflight.diagnostics
        let (document, tree) =
            options.markdownCopies
            ? MarkdownParser().parseKeepingTree(preflight.text, source: sourceText)
            : (MarkdownParser().parse(preflight.text, source: sourceText), nil)
        diagnostics += document.diagnostics
        let metadata = frontMatter.metadata
        let id = metadata.id ?? input.pathWithoutExtension
        let language = metadata.language ?? PageLanguageDetector(siteLanguage: options.siteLanguage).detect(in: document.root)

        // Extract before rendering, so tables can be drawn as swatches and rules given anchors.
        let headingIndex = HeadingIndex(document, omitLeadingTitle: true)
        // Android and Compose write eight hex digits alpha first; the page says so in its platforms, title or headings.
        let alphaFirst = ColorTableContext.saysAlphaFirst(
            ([metadata.title ?? "", headingIndex.omittedTitle ?? ""] + (metadata.platforms ?? []) + headingIndex.headings.map(\.title))
                .joined(separator: "\n"))
        let colorContext = ColorTableContext(
            source: sourceText, pageId: id, pagePlatforms: metadata.platforms ?? [], parser: .standard, alphaFirstHex: alphaFirst)
        let (colorTables, colorDiagnostics) = ColorTableExtractor(context: colorContext).extract(
            from: document.root, headings: headingIndex.headings)
        diagnostics += colorDiagnostics
        diagnostics += IncreasedContrastValidator(settings: options.colorChecks).validate(colorTables, path: input.displayPath)
        diagnostics += MinimumContrastValidator(settings: options.colorChecks).validate(colorTables, path: input.displayPath)
        let rules = RuleExtractor(pageId: id, ruleHeadings: Set(options.ruleHeadings)).extract(from: document.root, headings: headingIndex)

        let hooks = PageRenderHooks.make(
            colorTables: colorTables, rules: rules, settings: options.colorChecks,
            synonymParagraph: PageContentExtractor.synonymParagraph(in: document.root), strings: .table(for: language))
        let body = HTMLRenderer(options: .init(allowRawHTML: options.allowRawHTML)).render(
            document, source: sourceText, index: headingIndex, hooks: hooks)
        diagnostics += body.diagnostics
        let outputLimit = options.limits.maximumOutputBytes(forInput: input.text.utf8.count)
        if body.html.utf8.count > outputLimit {
            diagnostics.append(
                .error(
                    "page.output-too-large",
                    "this page renders to \(body.html.utf8.count / 1024) KB of HTML from \(input.text.utf8.count / 1024) KB of text, more than the \(outputLimit / 1024) KB allowed; the page is left out",
                    at: SourceLocation(path: input.displayPath, line: 1, column: 1),
                    notes: [
                        "a link reference or long URL repeated many times multiplies the output; write the links out fewer times",
                        "the cap is the larger of 'limits: output_growth:' times the page size and 'limits: output_allowance_kb:'",
                    ]))
            return PageResult(page: nil, diagnostics: DiagnosticCap.capped(diagnostics))
        }

        let title = PageTitle.resolve(frontMatter: metadata.title, heading: body.omittedTitle, fileName: input.baseName)
        if title.fromFileName {
            diagnostics.append(
                .warning(
                    "page.missing-title", "page has no title in its front matter and no H1; using the file name '\(title.text)'",
                    at: SourceLocation(path: input.displayPath, line: 1, column: 1),
                    notes: ["add 'title:' to the front matter or start the page with '# Title'"]))
        }
        let extraH1 = body.headings.filter { $0.level == 1 }
        if let first = extraH1.first {
            diagnostics.append(
                .warning(
                    "markdown.multiple-h1",
                    "page has \(extraH1.count + (body.omittedTitle == nil ? 0 : 1)) top-level headings; only the first is the page title",
                    at: SourceLocation(path: input.displayPath, line: first.line, column: first.column),
                    notes: ["split the file into one page per H1, or demote the later ones to '##'"]))
        }
        let extracted = PageContentExtractor.extract(from: document.root, body: body)
        let markdown =
            tree.map {
                PageMarkdownCopy.body(
                    tree: $0, title: title.text, colorTables: colorTables, rules: rules, allowRawHTML: options.allowRawHTML,
                    linksToCopies: options.copyLinksToCopies)
            } ?? ""
        let page = Page(
            id: id,
            source: PageSourceInfo(
                relativePath: input.relativePath, displayPath: input.displayPath,
                outputPath: input.outputPath, folder: input.folder),
            title: title.text,
            description: metadata.description,
            summary: extracted.summary,
            metadata: metadata,
            sections: extracted.sections,
            alsoCalled: extracted.alsoCalled,
            related: extracted.related,
            changeLog: extracted.changeLog,
            tasks: extracted.tasks,
            bodyHTML: body.html,
            markdown: markdown,
            headings: body.headings,
            links: body.links,
            colorTables: colorTables,
            rules: rules,
            language: language)
        return PageResult(page: page, diagnostics: DiagnosticCap.capped(diagnostics))
    }

    /// The result for a page larger than `limits.maximumPageBytes`, or nil when it is within the cap.
    package static func refuseOversized(byteCount: Int, displayPath: String, limits: PageLimits) -> PageResult? {
        guard byteCount > limits.maximumPageBytes else { return nil }
        return PageResult(
            page: nil,
            diagnostics: [
                .error(
                    "page.too-large",
                    "the page is \(byteCount / 1024) KB, more than the \(limits.maximumPageBytes / 1024) KB allowed; it was not read",
                    at: SourceLocation(path: displayPath, line: 1, column: 1),
                    notes: ["split it into several pages, or raise 'limits: page_size_kb:' in precept.yml"])
            ])
    }
}
