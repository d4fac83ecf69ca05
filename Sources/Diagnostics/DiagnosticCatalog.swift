/// Every diagnostic id Precept reports, with its default severity (before `severity:` in `precept.yml`) and a
/// one-line summary. docs/diagnostics.md explains each with an example and the fix.
///
/// To add a diagnostic: add its line here, in its family's group, and its row to its family's table in
/// docs/diagnostics.md. `DiagnosticCatalogTests` fails while an id in `Sources` is missing from either, or
/// either lists one nothing reports.
package enum DiagnosticCatalog {
    /// One id and what it means.
    package struct Entry: Sendable, Hashable {
        package let id: DiagnosticID
        /// The severity it is reported with unless `precept.yml` says otherwise.
        package let severity: Severity
        package let summary: String

        init(_ id: DiagnosticID, _ severity: Severity, _ summary: String) {
            self.id = id
            self.severity = severity
            self.summary = summary
        }
    }

    package static let entries: [Entry] = [
        Entry("config.invalid", .error, "precept.yml is not a mapping of settings"),
        Entry("config.unknown-key", .warning, "precept.yml names a setting Precept does not know"),
        Entry("config.wrong-type", .warning, "a setting has a value of the wrong type; its default is used"),
        Entry("config.invalid-color", .warning, "a background in colors.backgrounds is not a color"),
        Entry("config.invalid-url", .warning, "base_url is not an absolute http(s) URL"),
        Entry("config.invalid-language", .warning, "language is not a BCP 47 language tag; en is used"),
        Entry(
            "config.invalid-value", .warning,
            "a setting's value cannot be used (a version name that is not a folder name, or listed twice); it is left out"),

        Entry("frontmatter.unclosed", .warning, "front matter is never closed; it is read up to the first line that is not a key"),
        Entry("frontmatter.syntax", .error, "front matter is not valid YAML"),
        Entry("frontmatter.duplicate-key", .warning, "a front matter key appears twice; the first value is kept"),
        Entry("frontmatter.alias", .error, "front matter uses a YAML anchor or alias"),
        Entry("frontmatter.too-deep", .error, "front matter nests lists and mappings too deep"),
        Entry("frontmatter.too-large", .error, "front matter is larger than allowed and is not read"),
        Entry("frontmatter.not-a-mapping", .error, "front matter is not a mapping of key: value lines"),
        Entry("frontmatter.complex-key", .warning, "a front matter key is not plain text; the entry is ignored"),
        Entry("frontmatter.wrong-type", .warning, "a front matter field has a value of the wrong type; it is left unset"),
        Entry("frontmatter.invalid-date", .warning, "reviewed is not a date or a month"),
        Entry("frontmatter.invalid-id", .warning, "id is not plain words joined by - or /; the page's path is used"),
        Entry("frontmatter.invalid-url", .warning, "a link field is not an http(s) URL, a mailto: address or a relative path"),
        Entry("frontmatter.invalid-language", .warning, "language is not a BCP 47 language tag; the language is detected from the text"),

        Entry("markdown.raw-html", .warning, "raw HTML is shown as text"),
        Entry("markdown.html-sanitized", .warning, "unsafe or unsupported raw HTML was removed"),
        Entry("markdown.too-many-columns", .warning, "a table has more columns than allowed and is shown as text"),
        Entry("markdown.too-deep", .warning, "content nested too deep was flattened into plain text"),
        Entry("markdown.slow-pattern", .warning, "a pattern cmark-gfm parses in quadratic time is shown as text"),
        Entry("markdown.multiple-h1", .warning, "a page has more than one top-level heading"),
        Entry("markdown.heading-missing-space", .warning, "a line that looks like a heading has no space after its #"),
        Entry("markdown.parser", .error, "the Markdown parser could not be created"),
        Entry("text.invalid-utf8", .warning, "the file is not valid UTF-8; bad bytes were replaced"),
        Entry("text.mojibake-repaired", .warning, "wrongly decoded text was repaired"),
        Entry("text.nul-byte", .warning, "the file contains NUL bytes"),
        Entry("text.line-endings", .warning, "the file ends lines with a lone carriage return"),
        Entry("text.mojibake", .warning, "text looks wrongly decoded and could not be repaired"),

        Entry("page.review-overdue", .warning, "a page's reviewed: date is older than reviews: max_age_months"),
        Entry("page.missing-title", .warning, "a page has no title and no H1; its file name is used"),
        Entry("page.duplicate-id", .warning, "two pages have the same id"),
        Entry("page.looks-like-patch", .warning, "the file looks like a diff rather than a page"),
        Entry("page.unreadable", .error, "the page file cannot be read"),
        Entry("page.too-large", .error, "the page file is larger than allowed and is not read"),
        Entry("page.output-too-large", .error, "the page renders to more HTML than allowed and is left out"),
        Entry("page.time-budget", .error, "processing the page took longer than its time budget; the page is left out"),
        Entry("page.memory-budget", .error, "processing the page needed more than its memory budget; the page is left out"),
        Entry("page.crashed", .error, "the worker processing the page crashed; the page is left out"),
        Entry("page.not-isolated", .note, "the page was processed without a worker process, so its budgets were not enforced"),

        Entry("content.skipped", .warning, "an entry of the content folder was left out (a symbolic link, a FIFO, a device)"),
        Entry("content.empty", .warning, "the content folder has no Markdown pages"),
        Entry("content.no-history", .note, "last_updated: a page's date is its file's time: no git history, or a shallow clone"),
        Entry("content.large-site", .note, "more pages than llms.max_pages: no Markdown copies and no llms-full.txt"),
        Entry("content.large-api", .note, "more pages than api.rule_bodies_max_pages: the API's group files leave out rule bodies"),
        Entry("content.invalid-file-name", .warning, "a file or folder of the content has a name that is not valid UTF-8 and was left out"),

        Entry("links.missing-page", .warning, "a link points to a page that does not exist"),
        Entry("links.missing-anchor", .warning, "a link points to a section that does not exist"),
        Entry("links.missing-file", .warning, "a link points to a file that does not exist"),
        Entry("links.outside-content", .warning, "a relative link points outside the content folder"),
        Entry("links.unsafe-scheme", .warning, "a link with an unsafe scheme was removed; its text is kept"),
        Entry("links.remote-image", .warning, "remote images are shown as links"),
        Entry("links.no-text", .warning, "a link has no text and is named after its URL"),

        Entry("colors.invalid-value", .warning, "a color table cell holds a value that cannot be read as a color"),
        Entry("colors.out-of-range", .warning, "a color component is out of range"),
        Entry("colors.missing-variant", .warning, "a color has no value for an appearance its table has"),
        Entry("colors.duplicate-name", .warning, "a color appears twice in one table"),
        Entry("colors.contrast-not-increased", .warning, "an increased-contrast value does not have more contrast than its default"),
        Entry("colors.low-contrast", .warning, "a color value has less contrast than colors.minimum_contrast"),
        Entry("colors.conflict", .warning, "the same color has different values on two pages"),
        Entry("colors.joined-rows", .warning, "rows of a color table continue on the next line and were joined"),
        Entry("colors.separated-rows", .warning, "rows of a color table follow a blank line and were read as rows of it"),
        Entry("colors.wrapped-table", .warning, "a hard-wrapped color table was read by joining its lines"),
        Entry("colors.flattened-table", .warning, "a color table was recovered from lines that are not a Markdown table"),

        Entry("translation.outdated", .warning, "a translated page's colors or rules differ from those of the page it translates"),
        Entry("translation.missing-source", .warning, "'translation_of' names no other page of the site"),
        Entry("translation.duplicate", .warning, "a page has two translations into one language"),
        Entry("translation.invalid-source", .warning, "'translation_of' names a translation, or a page in the same language"),

        Entry("changelog.missing-entry", .warning, "a page's colors or rules changed since BASE but its change log has no new row"),

        Entry("verify.value-mismatch", .warning, "a shipped color's value differs from the guidelines' in an appearance"),
        Entry("verify.missing-appearance", .warning, "the code has no value for an appearance the guidelines specify, and shows another"),
        Entry("verify.not-shipped", .warning, "a guideline color is not in a source that ships its table"),
        Entry("verify.unmentioned", .note, "a shipped color no guideline table names, or one several match"),
        Entry("verify.unreadable", .warning, "a verify source is missing, too large, or not valid JSON or XML"),
        Entry("verify.invalid-value", .warning, "a shipped value is malformed (a component out of range, an alias to nothing)"),
        Entry("verify.unsupported-value", .note, "a shipped value Precept cannot compare (a system color reference, calc())"),
        Entry("verify.over-budget", .warning, "a verify source takes more steps to resolve than its budget, or has a crowded XML element"),
        Entry("verify.outside-reference", .warning, "a resolver's $ref names a file outside the folder of its verify source"),

        Entry("templates.syntax", .error, "a template is not valid Mustache"),
        Entry("templates.missing", .error, "the theme lacks a required template"),
        Entry("templates.missing-partial", .warning, "the project's header or navigation template lacks {{> versions}}"),
        Entry("templates.unknown-variable", .warning, "a template names a variable that does not resolve to a value"),
        Entry("templates.unsafe-url", .warning, "a link or source attribute got a URL with a scheme that is not allowed; it became '#'"),
        Entry("templates.unsafe-context", .warning, "a value stood where no escaping makes it safe (a script, a tag, no quotes); left out"),

        Entry("cache.ignored", .note, "the build cache was not a cache or was damaged, and was reset or left alone"),
        Entry("cache.damaged-entry", .note, "entries of the build cache could not be read; their pages were processed again"),

        Entry("output.restored", .note, "the output folder left part-written by a stopped build was restored"),
        Entry("output.not-restored", .note, "the output folder left part-written by a stopped build could not be restored"),
    ]

    /// The entry of `id`; nil for an id Precept does not report.
    package static func entry(for id: DiagnosticID) -> Entry? {
        byID[id]
    }

    private static let byID: [DiagnosticID: Entry] = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
