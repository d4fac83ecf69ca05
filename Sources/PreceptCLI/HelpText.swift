/// The `--help` pages: one overview paragraph, usage and options per command.
enum HelpText {
    static let commonOptions = """
          --content <dir>          Folder of Markdown pages (default: content, or 'content' in precept.yml).
          --output <dir>           Folder the site is written to (default: public).
          --templates <dir>        Folder of templates overriding the built-in theme file by file.
          --config <file>          Configuration file (default: precept.yml when present).
          --strict                 Treat warnings as errors.
          --quiet                  Print only diagnostics and errors.
          --diagnostics-format <text|json>
                                   How to print diagnostics (default: text).
          -h, --help               Show help for the command.
        """

    static let main = """
        OVERVIEW: Precept builds design guidelines written in Markdown into a static, searchable site.

        USAGE: precept <command> [options]

        COMMANDS:
          build                    Build the content folder into the output folder.
          check                    Run every check without writing anything.
          init [dir]               Create a starter site (precept.yml and two pages) in dir.
          init-theme <dir>         Copy the built-in theme into dir for editing.

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

    static let initSite = """
        OVERVIEW: Create a starter site: precept.yml and a content folder with two sample pages that
        build without warnings. Existing files are never overwritten.

        USAGE: precept init [dir]

        ARGUMENTS:
          dir                      Where to create the site (default: the current folder).
        """

    static let initTheme = """
        OVERVIEW: Copy the built-in theme (layout, page templates, partials, CSS and JS) into a folder
        for editing. Point 'templates:' in precept.yml or --templates at it; any file you delete falls
        back to the built-in one. Existing files are never overwritten.

        USAGE: precept init-theme <dir>
        """
}
