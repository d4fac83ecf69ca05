/// Prints diagnostics as GitHub Actions workflow commands, which the run page shows as annotations on
/// the lines they point at: `::error file=content/a.md,line=3,col=1,title=links.missing-page::message`.
public enum GitHubAnnotationFormatter {
    /// `pathPrefix` leads from the repository's root to the project (`docs/`, from `git rev-parse --show-prefix`):
    /// GitHub places annotations by paths from the repository's root, and diagnostics give them from the project's.
    public static func annotation(_ diagnostic: Diagnostic, pathPrefix: String = "") -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let message = ([diagnostic.message + " [\(diagnostic.id)]"] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
        return workflowCommand(command, at: diagnostic.location, title: diagnostic.id.rawValue, message, pathPrefix: pathPrefix)
    }

    /// `::<command> file=…,line=…,col=…,title=…::message` (`command`: error, warning or notice), escaped.
    public static func workflowCommand(
        _ command: String, at location: SourceLocation?, title: String, _ message: String, pathPrefix: String = ""
    ) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=\(escapeProperty(location.path.hasPrefix("/") ? location.path : pathPrefix + location.path))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(escapeProperty(title))")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// One annotation per diagnostic, sorted, duplicates removed.
    public static func annotations(_ collection: DiagnosticCollection) -> [String] {
        collection.sorted.map { annotation($0) }
    }

    /// The workflow-command escaping of a message: `%`, CR and LF; every other control character is written as
    /// `TerminalText` does (`\e`), so an escape sequence in a value never reaches the log raw.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if TerminalText.needsEscape(scalar) {
                    out += TerminalText.escaped(String(scalar))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Property values also escape `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
