/// A usage mistake on the command line; exits with status 64 (`EX_USAGE`).
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// The parsed options shared by the commands.
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
    var json: Bool { diagnosticsFormat == .json }
    /// `--no-cache`: ignore `.precept-cache/` and write the whole output folder.
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
    /// Query options of `precept colors` / `pages` (`--name blue` → `["name": "blue"]`).
    var query: [String: String] = [:]

    static let queryOptions: Set<String> = ["--page", "--table", "--name", "--appearance", "--platform", "--failing", "--format"]
    static let ruleOptions: Set<String> = ["--page", "--kind", "--platform"]

    /// Parses `arguments`; `queryOptionsAllowed` lists the query options the command accepts.
    init(_ arguments: [String], queryOptionsAllowed: Set<String> = []) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                index += 1
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("option '\(argument)' needs a value")
                }
                return arguments[index]
            }
            switch argument {
            case "--content": content = try value()
            case "--output", "-o": output = try value()
            case "--config": config = try value()
            case "--templates": templates = try value()
            case "--diagnostics-format":
                diagnosticsFormat = try Self.diagnosticsFormat(argument, try value())
            case "--format" where !queryOptionsAllowed.contains("--format"):
                diagnosticsFormat = try Self.diagnosticsFormat(argument, try value())
            case "--no-cache": noCache = true
            case "--page-timeout":
                let text = try value()
                guard let seconds = Double(text), seconds > 0, seconds < 1e6 else {
                    throw UsageError("'--page-timeout' must be a positive number of seconds, not '\(text)'")
                }
                pageTimeout = seconds
            case "--page-memory":
                let text = try value()
                guard let megabytes = Int(text), megabytes >= 0 else {
                    throw UsageError("'--page-memory' must be a number of megabytes (0 for no limit), not '\(text)'")
                }
                pageMemory = megabytes
            case "--jobs", "-j":
                let text = try value()
                guard let count = Int(text), count >= 1, count <= 256 else {
                    throw UsageError("'--jobs' must be a number from 1 to 256, not '\(text)'")
                }
                jobs = count
            case "--in-process": inProcess = true
            case "--port", "-p":
                let text = try value()
                guard let parsed = UInt16(text) else { throw UsageError("'--port' must be a number from 0 to 65535, not '\(text)'") }
                port = parsed
            case "--host": host = try value()
            case "--strict": strict = true
            case "--quiet", "-q": quiet = true
            case "--help", "-h": help = true
            case let option where queryOptionsAllowed.contains(option):
                query[String(option.dropFirst(2))] = try value()
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError("unknown option '\(argument)'")
                }
                positional.append(argument)
            }
            index += 1
        }
    }
}

extension CommandLineArguments {
    static func diagnosticsFormat(_ option: String, _ value: String) throws(UsageError) -> DiagnosticsFormat {
        guard let parsed = DiagnosticsFormat(rawValue: value) else {
            throw UsageError("'\(option)' must be text, json, github or sarif, not '\(value)'")
        }
        return parsed
    }
}

/// How `build` and `check` print diagnostics.
enum DiagnosticsFormat: String, Sendable, Equatable {
    /// `path:line:col: warning: message [id]` and a summary line.
    case text
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`).
    case github
    /// A SARIF 2.1.0 log for code scanning.
    case sarif
}
