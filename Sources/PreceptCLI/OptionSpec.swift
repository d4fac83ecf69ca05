/// One option a command declares: how it is spelled, whether it takes a value, its line of help and what
/// it sets. The parser (`CommandLineArguments`) and the help (`HelpText`) both read these declarations,
/// so a command accepts exactly the options its help lists.
struct OptionSpec: Sendable, Equatable {
    /// The field of `CommandLineArguments` the option sets.
    enum Setting: Sendable, Equatable {
        case content, output, templates, config, strict, quiet, diagnosticsFormat, noCache
        case pageTimeout, pageMemory, jobs, inProcess, port, host, help
        /// A query option of `colors` or `rules`, stored under its name without the dashes.
        case query
        /// `--against`: may be given more than once.
        case against
    }

    /// The long name, `--output`.
    var name: String
    /// Other spellings: short ones (`-o`), shown before the name, and older long names
    /// (`--diagnostics-format`), named after the help text.
    var aliases: [String] = []
    /// What the value is, shown as `<dir>`; nil for a flag.
    var valueName: String?
    var help: String
    var setting: Setting

    var takesValue: Bool { valueName != nil }

    /// Every way to write the option.
    var spellings: [String] { [name] + aliases }

    /// The same option with the help a particular command gives it.
    func with(help: String, valueName: String? = nil) -> OptionSpec {
        var changed = self
        changed.help = help
        if let valueName { changed.valueName = valueName }
        return changed
    }
}

extension OptionSpec {
    static let content = OptionSpec(
        name: "--content", valueName: "dir", help: "Folder of Markdown pages (default: content, or 'content' in precept.yml).",
        setting: .content)
    static let siteOutput = OptionSpec(
        name: "--output", aliases: ["-o"], valueName: "dir", help: "Folder the site is written to (default: public).",
        setting: .output)
    static let fileOutput = OptionSpec(
        name: "--output", aliases: ["-o"], valueName: "file", help: "Write to a file instead of standard output.", setting: .output)
    static let templates = OptionSpec(
        name: "--templates", valueName: "dir", help: "Folder of templates overriding the built-in theme file by file.",
        setting: .templates)
    static let config = OptionSpec(
        name: "--config", valueName: "file", help: "Configuration file (default: precept.yml when present).", setting: .config)
    static let strict = OptionSpec(name: "--strict", help: "Treat warnings as errors.", setting: .strict)
    static let quiet = OptionSpec(name: "--quiet", aliases: ["-q"], help: "Print only diagnostics and errors.", setting: .quiet)
    static let diagnosticsFormat = OptionSpec(
        name: "--format", aliases: ["--diagnostics-format"], valueName: "text|json|github|sarif",
        help: "How to print diagnostics (default: text); github prints workflow annotations, sarif a SARIF 2.1.0 log.",
        setting: .diagnosticsFormat)
    static let noCache = OptionSpec(
        name: "--no-cache", help: "Ignore .precept-cache/ and write the whole output folder.", setting: .noCache)
    static let pageTimeout = OptionSpec(
        name: "--page-timeout", valueName: "seconds", help: "Time one page may take before it is stopped (default: 5).",
        setting: .pageTimeout)
    static let pageMemory = OptionSpec(
        name: "--page-memory", valueName: "MB", help: "Memory budget of each worker process (default: 1024; 0: none).",
        setting: .pageMemory)
    static let jobs = OptionSpec(
        name: "--jobs", aliases: ["-j"], valueName: "n", help: "Number of worker processes (default: one per core).", setting: .jobs)
    static let inProcess = OptionSpec(
        name: "--in-process", help: "Process pages inside this process: no budgets (debugging).", setting: .inProcess)
    static let port = OptionSpec(
        name: "--port", aliases: ["-p"], valueName: "n", help: "Port to listen on (default: 8000; 0 picks a free one).",
        setting: .port)
    static let host = OptionSpec(
        name: "--host", valueName: "address",
        help: "Address to listen on (default: 127.0.0.1). Anything but a loopback address lets other machines read the site.",
        setting: .host)
    static let help = OptionSpec(name: "--help", aliases: ["-h"], help: "Show help for the command.", setting: .help)

    /// How pages are isolated: every command that reads the pages takes these.
    static let isolation = [pageTimeout, pageMemory, jobs, inProcess]

    static let page = OptionSpec(name: "--page", valueName: "id|path", help: "Only rules of this page.", setting: .query)
    static let table = OptionSpec(name: "--table", valueName: "id|title", help: "Only this table.", setting: .query)
    static let colorName = OptionSpec(
        name: "--name", valueName: "text", help: "Colors whose name, localized name or API contains text (any case).",
        setting: .query)
    static let appearance = OptionSpec(
        name: "--appearance", valueName: "name", help: "light, dark, light-increased-contrast or dark-increased-contrast.",
        setting: .query)
    static let platform = OptionSpec(
        name: "--platform", valueName: "name", help: "Only pages that apply to this platform.", setting: .query)
    static let failing = OptionSpec(
        name: "--failing", valueName: "AA|AAA",
        help: "Only values that fail text contrast at this level on their primary background.", setting: .query)
    static let exportFormat = OptionSpec(
        name: "--format", valueName: "format",
        help: "json (default), ndjson (one color per line), csv (one value per row), css (custom properties with "
            + "light-dark() and prefers-contrast), dtcg (W3C design tokens, one file per appearance and a resolver) or "
            + "xcassets (an Xcode asset catalog).",
        setting: .query)
    static let kind = OptionSpec(
        name: "--kind", valueName: "kind", help: "must-not, avoid, must, prefer or guidance.", setting: .query)
    static let against = OptionSpec(
        name: "--against", valueName: "path",
        help: "An asset catalog, design token file or folder, style sheet or Android res folder to compare (repeatable).",
        setting: .against)
    static let names = OptionSpec(
        name: "--names", valueName: "template",
        help: "How the code names a guideline color: {api}, {api:UIKit}, {name}, {key}, {table} (default: API name, then name).",
        setting: .query)
    static let tolerance = OptionSpec(
        name: "--tolerance", valueName: "ΔE00", help: "The largest ΔE2000 that still counts as the same color (default: 0, exact).",
        setting: .query)
}
