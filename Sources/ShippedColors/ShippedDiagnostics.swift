import Diagnostics

/// What is wrong with one shipped value.
package enum ShippedValueProblem: Error, Sendable, Hashable {
    /// Malformed: a component out of range, a missing channel.
    case invalid(String)
    /// Well formed but not comparable: a system color reference, a color space Precept does not read.
    case unsupported(String)

    func diagnostic(at location: SourceLocation, color: String) -> Diagnostic {
        switch self {
        case .invalid(let message):
            .warning(
                "verify.invalid-value", "'\(color)' \(message)", at: location,
                notes: ["the value is not compared with the guidelines; fix it in the code"])
        case .unsupported(let message):
            .note("verify.unsupported-value", "'\(color)' \(message); it is not compared with the guidelines", at: location)
        }
    }
}

/// A file that could not be read, as an error for `Result`.
package struct ShippedReadFailure: Error, Sendable {
    package var diagnostic: Diagnostic
}

/// The diagnostics of reading a verify source.
package enum ShippedDiagnostics {
    static func syntax(_ error: JSONSyntaxError, file: String) -> Diagnostic {
        .warning(
            "verify.unreadable", "\(file) is not valid JSON: \(error.message)",
            at: SourceLocation(path: file, line: error.line, column: error.column),
            notes: ["its colors are not compared with the guidelines"])
    }

    /// `pointAtFile`: the finding is located at the file's first line rather than nowhere (a folder).
    static func unreadable(_ path: String, _ message: String, at pointAtFile: Bool) -> Diagnostic {
        .warning(
            "verify.unreadable", "\(path) \(message)", at: pointAtFile ? SourceLocation(path: path, line: 1, column: 1) : nil,
            notes: ["its colors are not compared with the guidelines"])
    }
}
