import Foundation

/// Turns diagnostics into the compiler-style text people read or the JSON tools read.
public enum DiagnosticFormatter {
    /// `content/color.md:42:7: warning: message [id]`, followed by any notes, each on a line of its own. Control
    /// characters in the path, the message and the notes are escaped (`TerminalText`), so a value quoted from a page
    /// never starts a line of its own or reaches the terminal raw.
    public static func text(_ diagnostic: Diagnostic) -> String {
        var out = ""
        if let location = diagnostic.location {
            out += "\(TerminalText.escaped(location.path)):\(location.line):\(location.column): "
        }
        out += "\(diagnostic.severity.rawValue): \(TerminalText.escaped(diagnostic.message)) [\(diagnostic.id)]"
        for note in diagnostic.notes {
            out += "\n  note: \(TerminalText.escaped(note))"
        }
        return out
    }

    /// `2 errors, 5 warnings in 14 pages`.
    public static func summary(_ collection: DiagnosticCollection, pageCount: Int) -> String {
        "\(CountText.of(collection.errorCount, "error")), \(CountText.of(collection.warningCount, "warning")) in \(CountText.of(pageCount, "page"))"
    }

    /// A JSON document: `{"diagnostics": [...], "errors": n, "warnings": n, "pages": n}`.
    public static func json(_ collection: DiagnosticCollection, pageCount: Int) -> String {
        struct Entry: Encodable {
            let severity: String
            let id: String
            let message: String
            let file: String?
            let line: Int?
            let column: Int?
            let notes: [String]
        }
        struct Document: Encodable {
            let diagnostics: [Entry]
            let errors: Int
            let warnings: Int
            let pages: Int
        }
        let document = Document(
            diagnostics: collection.sorted.map {
                Entry(
                    severity: $0.severity.rawValue, id: $0.id.rawValue, message: $0.message,
                    file: $0.location?.path, line: $0.location?.line, column: $0.location?.column, notes: $0.notes)
            },
            errors: collection.errorCount, warnings: collection.warningCount, pages: pageCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
