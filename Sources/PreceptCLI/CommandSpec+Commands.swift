/// Every command and the options it takes, in the order `precept --help` lists them.
extension CommandSpec {
    static let all: [CommandSpec] = [build, check, watch, serve, initSite, initTheme, colors, pages, rules, verify, diff, mcp]

    static func named(_ command: String) -> CommandSpec? {
        all.first { $0.command == command }
    }

    /// The options of a build that reads, checks and renders the whole site.
    private static let buildOptions: [OptionSpec] =
        [.content, .siteOutput, .templates, .config, .strict, .quiet, .diagnosticsFormat, .noCache] + OptionSpec.isolation
        + [.help]

    /// What `watch` and `serve` build with: nothing is printed per diagnostic, so neither `--quiet` nor
    /// `--format` has anything to change.
    private static let previewOptions: [OptionSpec] =
        [.content, .siteOutput, .templates, .config, .strict, .noCache] + OptionSpec.isolation + [.help]

    /// Where the query commands read the site from, and how its pages are processed.
    private static let siteOptions: [OptionSpec] =
        [.content, .config, .noCache.with(help: "Ignore .precept-cache/ and process every page.")] + OptionSpec.isolation
        + [.help]

    static let build = CommandSpec(
        name: .build, summary: "Build the content folder into the output folder.",
        overview: """
            Build the content folder into a static site. A page with an error keeps its previous
            version (or is left out) while the rest is published, and the build exits 1; an error
            outside the pages, or any with --strict, leaves the previous site as it was.
            """,
        options: buildOptions, footer: "EXIT STATUS: 0 built, 1 errors in the content (or warnings with --strict), 64 bad usage.")

    static let check = CommandSpec(
        name: .check, summary: "Run every check without writing anything.",
        overview: """
            Read, validate and render every page exactly as 'build' does, but write nothing.
            Use it in CI or an editor to see every diagnostic.
            """,
        options: buildOptions,
        footer: "EXIT STATUS: 0 clean, 1 errors in the content (or warnings with --strict), 64 bad usage.")

    static let watch = CommandSpec(
        name: .watch, summary: "Build, then rebuild on every change.",
        overview: """
            Build, then rebuild whenever a file in the content folder, the templates folder or
            precept.yml changes, printing one line per rebuild. Only changed pages are processed again
            and only changed files are written. Ctrl-C stops.
            """,
        options: previewOptions)

    static let serve = CommandSpec(
        name: .serve, summary: "Rebuild on every change and serve the site with live reload.",
        overview: """
            Like 'watch', and serve the output folder over HTTP on 127.0.0.1. Open pages reload
            after each successful rebuild; a failed build shows its errors over the last good site.
            """,
        options: [.port, .host] + previewOptions)

    static let initSite = CommandSpec(
        name: .initSite, summary: "Create a starter site (precept.yml and two pages) in dir.",
        overview: """
            Create a starter site: precept.yml and a content folder with two sample pages that
            build without warnings. Existing files are never overwritten.
            """,
        arguments: [Argument(name: "dir", help: "Where to create the site (default: the current folder).", required: false)],
        options: [.help])

    static let initTheme = CommandSpec(
        name: .initTheme, summary: "Copy the built-in theme into dir for editing.",
        overview: """
            Copy the built-in theme (layout, page templates, partials, CSS and JS) into a folder
            for editing. Point 'templates:' in precept.yml or --templates at it; any file you delete falls
            back to the built-in one. Existing files are never overwritten.
            """,
        arguments: [Argument(name: "dir", help: "The folder to copy the theme into.", required: true)],
        options: [.help])

    static let colors = CommandSpec(
        name: .colors, summary: "Print or export the color tables of the site.",
        overview: """
            Print every color table of the site with its values, where each value was written, and
            its contrast (WCAG ratio, APCA Lc, pass or fail per level) against the backgrounds of its appearance.
            """,
        options: [
            .page.with(help: "Only tables on this page (`foundations/color` or its id)."), .table, .colorName, .appearance,
            .platform.with(help: "Only tables that apply to this platform (iOS, macOS, …)."), .failing, .exportFormat,
            .fileOutput.with(
                help: "Write to a file instead of standard output (a folder for dtcg and xcassets).", valueName: "path"),
        ] + siteOptions)

    static let pages = CommandSpec(
        name: .pages, summary: "Print every page's metadata and outline as JSON.",
        overview: "Print every page's metadata, outline and change log as JSON (the same as api/pages.json).",
        options: [.fileOutput] + siteOptions)

    static let rules = CommandSpec(
        name: .rules, summary: "Print every rule of the site as JSON.",
        overview: """
            Print every rule of the site (the same as api/rules.json): its id, lead, body, kind, section,
            page and where it is written.
            """,
        options: [.page, .kind, .platform, .fileOutput] + siteOptions)

    static let verify = CommandSpec(
        name: .verify, summary: "Compare the guidelines' colors with the colors the code ships.",
        overview: """
            Compare every color of the guidelines' specification tables with the colors an app ships:
            an Xcode asset catalog, design tokens (DTCG files or a resolver), CSS custom properties or
            Android color resources, recognized from the path and content. Each difference is reported
            at the guideline's table cell. Without paths, the 'verify:' list of precept.yml is used.
            """,
        arguments: [Argument(name: "path", help: "More sources, as with --against.", required: false, repeats: true)],
        options: [
            .against, .names, .tolerance,
            .platform.with(help: "The platform whose tables the sources ship (iOS, Android, …); default: those they ship a color of."),
            .quiet, .diagnosticsFormat, .content, .config, .noCache.with(help: "Ignore .precept-cache/ and process every page."),
        ] + OptionSpec.isolation + [.help],
        footer: "EXIT STATUS: 0 the code ships what the guidelines say, 1 differences or errors, 64 bad usage.")

    static let diff = CommandSpec(
        name: .diff, summary: "Report what changed in pages, colors and rules between two states of the site.",
        overview: """
            Compare two states of the site: BASE and HEAD are git revisions of the repository the project
            is in (tags, branches, commits), or content folders; HEAD defaults to the working tree. Reports
            pages added, removed, moved or retitled; colors added, removed, renamed (matched by API name) or
            changed, with ΔE2000 and every WCAG and APCA verdict that flips; rules added, removed, reworded
            or changed in kind. Breaking changes (docs/diff.md) are listed last.
            """,
        arguments: [
            Argument(name: "base", help: "The revision or content folder to compare from.", required: true),
            Argument(name: "head", help: "The revision or content folder to compare to (default: the working tree).", required: false),
        ],
        options: [
            OptionSpec(
                name: "--format", valueName: "text|json|markdown|github",
                help: "text (default), json (docs/diff.schema.json), markdown (a pull-request comment) or github (workflow annotations).",
                setting: .query),
            OptionSpec(
                name: "--fail-on", valueName: "breaking|any|none",
                help: "Exit 1 when the report has a breaking change, any change, or never (default: none).", setting: .query),
            .fileOutput, .content, .config,
        ] + OptionSpec.isolation + [.help],
        footer:
            "EXIT STATUS: 0 compared (and nothing --fail-on asks about), 1 a change --fail-on asks about or a side that cannot be read, 64 bad usage."
    )

    static let mcp = CommandSpec(
        name: .mcp, summary: "Serve the guidelines to assistants over MCP (standard input and output).",
        overview: """
            Run a Model Context Protocol server over standard input and output for the site's content
            folder. Its tools search the pages, return a page as Markdown, list colors and rules, and
            check contrast. It reads the site again when the content changes and never writes a file.
            Add it to an assistant's configuration as the command 'precept mcp' run in the project.
            """,
        options: [.content, .config, .help],
        footer: "EXIT STATUS: 0 when standard input ends, 64 bad usage.")
}
