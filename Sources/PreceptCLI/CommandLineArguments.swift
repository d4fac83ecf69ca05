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
    var json = false
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
                let format = try value()
                guard format == "json" || format == "text" else {
                    throw UsageError("'--diagnostics-format' must be 'text' or 'json', not '\(format)'")
                }
                json = format == "json"
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
