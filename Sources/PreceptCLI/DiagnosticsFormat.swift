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
