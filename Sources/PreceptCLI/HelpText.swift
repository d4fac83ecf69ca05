/// The `--help` pages, made from the command table (`CommandSpec.all`): one overview paragraph, usage,
/// arguments and options per command.
enum HelpText {
    /// Where the help of an option or argument starts.
    static let helpColumn = 27
    /// Lines of option help are wrapped to this width.
    static let width = 106

    static var main: String {
        let commands = CommandSpec.all.map { spec in
            entry(([spec.command] + spec.arguments.map(\.synopsis)).joined(separator: " "), spec.summary)
        }
        return """
            OVERVIEW: Precept builds design guidelines written in Markdown into a static, searchable site.

            USAGE: precept <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            OPTIONS:
            \(entry("--version", "Show the version."))
            \(entry("-h, --help", "Show this help."))

            See 'precept <command> --help' for the options of a command.
            """
    }

    static func command(_ spec: CommandSpec) -> String {
        let takesOptions = spec.options.contains { $0.setting != .help }
        let usage = ["precept", spec.command] + (takesOptions ? ["[options]"] : []) + spec.arguments.map(\.synopsis)
        var sections = ["OVERVIEW: \(spec.overview)", "USAGE: \(usage.joined(separator: " "))"]
        if !spec.arguments.isEmpty {
            sections.append((["ARGUMENTS:"] + spec.arguments.map { entry($0.name, $0.help) }).joined(separator: "\n"))
        }
        sections.append((["OPTIONS:"] + spec.options.map(option)).joined(separator: "\n"))
        if let footer = spec.footer { sections.append(footer) }
        return sections.joined(separator: "\n\n")
    }

    /// `  -o, --output <dir>       Folder the site is written to (default: public).`
    static func option(_ option: OptionSpec) -> String {
        let short = option.aliases.filter { !$0.hasPrefix("--") }
        let long = option.aliases.filter { $0.hasPrefix("--") }
        var label = (short + [option.name]).joined(separator: ", ")
        if let value = option.valueName { label += " <\(value)>" }
        let also = long.isEmpty ? "" : " Also \(CommandSpec.list(long))."
        return entry(label, option.help + also)
    }

    /// A label and its help in two columns; the help goes below a label too long for its column and is
    /// wrapped at `width`.
    static func entry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        var line = "  " + label
        if line.count > helpColumn - 1 {
            lines.append(line)
            line = indent
        } else {
            line += String(repeating: " ", count: helpColumn - line.count)
        }
        var lineHasWords = false
        for word in help.split(separator: " ") {
            if lineHasWords, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
