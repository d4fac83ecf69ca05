/// One command of `precept`: what it does, the arguments and options it takes, and its help. The table of
/// every command is in `CommandSpec+Commands.swift`.
struct CommandSpec: Sendable {
    enum Name: String, Sendable, CaseIterable {
        case build, check, watch, serve
        case initSite = "init"
        case initTheme = "init-theme"
        case colors, pages, rules, verify, diff, mcp
    }

    /// A positional argument, such as the folder of `init`.
    struct Argument: Sendable {
        var name: String
        var help: String
        var required: Bool
        /// Taken any number of times (`[path…]`).
        var repeats = false

        /// `<dir>`, `[dir]` or `[path…]`.
        var synopsis: String { required ? "<\(name)>" : repeats ? "[\(name)…]" : "[\(name)]" }
    }

    var name: Name
    /// The line of the command list in `precept --help`.
    var summary: String
    /// The paragraph at the top of `precept <command> --help`, with its own line breaks.
    var overview: String
    var arguments: [Argument] = []
    var options: [OptionSpec]
    /// What the help ends with (exit statuses), when anything.
    var footer: String?

    var command: String { name.rawValue }

    /// The option spelled `spelling` (`--output`, `-o`, `--diagnostics-format`), when the command takes it.
    func option(_ spelling: String) -> OptionSpec? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// Throws when `positional` holds more arguments than the command takes, or lacks a required one.
    func check(_ positional: [String]) throws(UsageError) {
        if positional.count > arguments.count, arguments.last?.repeats != true {
            throw UsageError("unexpected argument '\(positional[arguments.count])'")
        }
        if let missing = arguments.dropFirst(positional.count).first(where: \.required) {
            throw UsageError("missing argument \(missing.synopsis)")
        }
    }

    /// Why `spelling` is refused: the command does not take it; other commands may, or it may be a
    /// misspelling of one it takes.
    func unknownOption(_ spelling: String) -> UsageError {
        let takers = Self.all.filter { $0.name != name && $0.option(spelling) != nil }.map { "'precept \($0.command)'" }
        if !takers.isEmpty {
            return UsageError("unknown option '\(spelling)', an option of \(Self.list(takers))", command: command)
        }
        let candidates = options.flatMap(\.spellings).filter { $0.hasPrefix("--") }
        if spelling.hasPrefix("--"), let closest = SpellingSuggestion.closest(to: spelling, among: candidates) {
            return UsageError("unknown option '\(spelling)'; did you mean '\(closest)'?", command: command)
        }
        return UsageError("unknown option '\(spelling)'", command: command)
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
