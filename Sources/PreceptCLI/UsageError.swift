/// A usage mistake on the command line; exits with status 64 (`EX_USAGE`).
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// The command whose usage was wrong (`build`); nil when the command itself was not understood.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// What follows `error: `: `precept build: unknown option '--port' (see 'precept build --help')`.
    public var line: String {
        guard let command else { return message }
        return "precept \(command): \(message) (see 'precept \(command) --help')"
    }
}
