/// The arguments of one command, parsed against its declaration (`CommandSpec`): an option the command
/// does not declare is a usage error.
struct CommandLineArguments: Sendable, Equatable {
    var positional: [String] = []
    var content: String?
    var output: String?
    var config: String?
    var templates: String?
    var strict = false
    var quiet = false
    /// `--format` (build, check) or its older name `--diagnostics-format`.
    var diagnosticsFormat = DiagnosticsFormat.text
    /// `--no-cache`: ignore `.precept-cache/` (and for a build, write the whole output folder).
    var noCache = false
    /// `--page-timeout SECONDS`, `--page-memory MB`, `--jobs N`, `--in-process`: how pages are isolated.
    var pageTimeout: Double?
    var pageMemory: Int?
    var jobs: Int?
    var inProcess = false
    /// `serve` options.
    var port: UInt16?
    var host: String?
    var help = false
    /// Query options of `precept colors` / `rules` (`--name blue` → `["name": "blue"]`).
    var query: [String: String] = [:]
    /// `--against` paths, in order.
    var against: [String] = []

    /// Parses `arguments` (those after the command's name) as `command` declares them. A value follows its
    /// option (`--output site`) or is joined to a long one with `=` (`--output=site`); a value that starts
    /// with `--` is taken for a missing one. Positional arguments are checked unless `--help` is given.
    init(_ arguments: [String], for command: CommandSpec) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            var spelling = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                spelling = String(argument[..<equals])
            }
            guard let option = command.option(spelling) else { throw command.unknownOption(spelling) }
            var value: String?
            if option.takesValue {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError("option '\(spelling)' needs a value")
                    }
                    value = arguments[index]
                    index += 1
                }
            } else if inlineValue != nil {
                throw UsageError("option '\(spelling)' takes no value")
            }
            try set(option, spelling: spelling, value: value ?? "")
        }
        if !help { try command.check(positional) }
    }

    /// Checks `value` and stores it where `option` says.
    private mutating func set(_ option: OptionSpec, spelling: String, value: String) throws(UsageError) {
        switch option.setting {
        case .content: content = value
        case .output: output = value
        case .config: config = value
        case .templates: templates = value
        case .strict: strict = true
        case .quiet: quiet = true
        case .help: help = true
        case .noCache: noCache = true
        case .inProcess: inProcess = true
        case .host: host = value
        case .query: query[String(option.name.dropFirst(2))] = value
        case .against: against.append(value)
        case .diagnosticsFormat:
            guard let parsed = DiagnosticsFormat(rawValue: value) else {
                throw UsageError("'\(spelling)' must be text, json, github or sarif, not '\(value)'")
            }
            diagnosticsFormat = parsed
        case .pageTimeout:
            guard let seconds = Double(value), seconds > 0, seconds < 1e6 else {
                throw UsageError("'--page-timeout' must be a positive number of seconds, not '\(value)'")
            }
            pageTimeout = seconds
        case .pageMemory:
            guard let megabytes = Int(value), megabytes >= 0 else {
                throw UsageError("'--page-memory' must be a number of megabytes (0 for no limit), not '\(value)'")
            }
            pageMemory = megabytes
        case .jobs:
            guard let count = Int(value), count >= 1, count <= 256 else {
                throw UsageError("'--jobs' must be a number from 1 to 256, not '\(value)'")
            }
            jobs = count
        case .port:
            guard let parsed = UInt16(value) else { throw UsageError("'--port' must be a number from 0 to 65535, not '\(value)'") }
            port = parsed
        }
    }
}
