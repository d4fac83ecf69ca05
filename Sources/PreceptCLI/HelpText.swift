/// The `--help` pages: one overview paragraph, usage and options per command.
enum HelpText {
    static let commonOptions = """
          --content <dir>          Folder of Markdown pages (default: content, or 'content' in precept.yml).
          --output <dir>           Folder the site is written to (default: public).
          --templates <dir>        Folder of templates overriding the built-in theme file by file.
          --config <file>          Configuration file (default: precept.yml when present).
          --strict                 Treat warnings as errors.
          --quiet                  Print only diagnostics and errors.
          --format <text|json|github|sarif>
                                   How to print diagnostics (default: text); github prints workflow
                                   annotations, sarif a SARIF 2.1.0 log. Also --diagnostics-format.
          --no-cache               Ignore .precept-cache/ and write the whole output folder.
          --page-timeout <seconds> Time one page may take before it is stopped (default: 5).
          --page-memory <MB>       Memory budget of each worker process (default: 1024; 0: none).
          -j, --jobs <n>           Number of worker processes (default: one per core).
          --in-process             Process pages inside this process: no budgets (debugging).
          -h, --help               Show help for the command.
        """

    static let main = """
        OVERVIEW: Precept builds design guidelines written in Markdown into a static, searchable site.

        USAGE: precept <command> [options]

        COMMANDS:
          build                    Build the content folder into the output folder.
          check                    Run every check without writing anything.
          watch                    Build, then rebuild on every change.
          serve                    Rebuild on every change and serve the site with live reload.
          init [dir]               Create a starter site (precept.yml and two pages) in dir.
          init-theme <dir>         Copy the built-in theme into dir for editing.
          colors                   Print or export the color tables of the site.
          pages                    Print every page's metadata and outline as JSON.
          rules                    Print every rule of the site as JSON.

        OPTIONS:
          --version                Show the version.
          -h, --help               Show this help.

        See 'precept <command> --help' for the options of a command.
        """

    static let build = """
        OVERVIEW: Build the content folder into a static site. The new site replaces the output folder
        only when the build succeeds; a failed build leaves the previous site as it was.

        USAGE: precept build [options]

        OPTIONS:
        \(commonOptions)

        EXIT STATUS: 0 built, 1 errors in the content (or warnings with --strict), 64 bad usage.
        """

    static let check = """
        OVERVIEW: Read, validate and render every page exactly as 'build' does, but write nothing.
        Use it in CI or an editor to see every diagnostic.

        USAGE: precept check [options]

        OPTIONS:
        \(commonOptions)

        EXIT STATUS: 0 clean, 1 errors in the content (or warnings with --strict), 64 bad usage.
        """

    static let watch = """
        OVERVIEW: Build, then rebuild whenever a file in the content folder, the templates folder or
        precept.yml changes, printing one line per rebuild. Only changed pages are processed again
        and only changed files are written. Ctrl-C stops.

        USAGE: precept watch [options]

        OPTIONS:
        \(commonOptions)
        """

    static let serve = """
        OVERVIEW: Like 'watch', and serve the output folder over HTTP on 127.0.0.1. Open pages reload
        after each successful rebuild; a failed build shows its errors over the last good site.

        USAGE: precept serve [--port 8000] [--host 127.0.0.1] [options]

        OPTIONS:
          --port <n>               Port to listen on (default: 8000; 0 picks a free one).
          --host <address>         Address to listen on (default: 127.0.0.1). Anything but a loopback
                                   address lets other machines read the site.
        \(commonOptions)
        """

    static let initSite = """
        OVERVIEW: Create a starter site: precept.yml and a content folder with two sample pages that
        build without warnings. Existing files are never overwritten.

        USAGE: precept init [dir]

        ARGUMENTS:
          dir                      Where to create the site (default: the current folder).
        """

    static let colors = """
        OVERVIEW: Print every color table of the site with its values, where each value was written, and
        its contrast (WCAG ratio, APCA Lc, pass or fail per level) against the backgrounds of its appearance.

        USAGE: precept colors [options]

        OPTIONS:
          --page <id|path>         Only tables on this page (`foundations/color` or its id).
          --table <id|title>       Only this table.
          --name <text>            Colors whose name, localized name or API contains text (any case).
          --appearance <name>      light, dark, light-increased-contrast or dark-increased-contrast.
          --platform <name>        Only tables that apply to this platform (iOS, macOS, …).
          --failing <AA|AAA>       Only values that fail text contrast at this level on their primary background.
          --format <format>        json (default), ndjson (one color per line), csv (one value per row),
                                   css (custom properties with light-dark() and prefers-contrast),
                                   dtcg (W3C design tokens, one file per appearance and a resolver) or
                                   xcassets (an Xcode asset catalog).
          --output <path>          Write to a file instead of standard output (a folder for dtcg and xcassets).
          --content <dir>          Folder of Markdown pages (default: content).
          --config <file>          Configuration file (default: precept.yml when present).
          -h, --help               Show help for the command.
        """

    static let rules = """
        OVERVIEW: Print every rule of the site (the same as api/rules.json): its id, lead, body, kind, section,
        page and where it is written.

        USAGE: precept rules [options]

        OPTIONS:
          --page <id|path>         Only rules of this page.
          --kind <kind>            must-not, avoid, must, prefer or guidance.
          --platform <name>        Only pages that apply to this platform.
          --output <file>          Write to a file instead of standard output.
          --content <dir>          Folder of Markdown pages (default: content).
          --config <file>          Configuration file (default: precept.yml when present).
          -h, --help               Show help for the command.
        """

    static let pages = """
        OVERVIEW: Print every page's metadata, outline and change log as JSON (the same as api/pages.json).

        USAGE: precept pages [options]

        OPTIONS:
          --output <file>          Write to a file instead of standard output.
          --content <dir>          Folder of Markdown pages (default: content).
          --config <file>          Configuration file (default: precept.yml when present).
          -h, --help               Show help for the command.
        """

    static let initTheme = """
        OVERVIEW: Copy the built-in theme (layout, page templates, partials, CSS and JS) into a folder
        for editing. Point 'templates:' in precept.yml or --templates at it; any file you delete falls
        back to the built-in one. Existing files are never overwritten.

        USAGE: precept init-theme <dir>
        """
}
