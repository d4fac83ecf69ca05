import Foundation
import PreceptCLI

/// Runs `PreceptCommand` in this process and keeps what it prints.
final class CapturedOutput: @unchecked Sendable {
    // Safe to share: both arrays are read and written only while holding `lock`.
    private let lock = NSLock()
    private var standardLines: [String] = []
    private var errorLines: [String] = []

    var output: PreceptCommand.Output {
        PreceptCommand.Output(
            standard: { line in self.lock.withLock { self.standardLines.append(line) } },
            error: { line in self.lock.withLock { self.errorLines.append(line) } })
    }

    var standard: String { lock.withLock { standardLines.joined(separator: "\n") } }
    var error: String { lock.withLock { errorLines.joined(separator: "\n") } }

    /// `precept <arguments>` in `directory`: its exit status and what it printed.
    static func run(
        _ arguments: [String], in directory: URL = FileManager.default.temporaryDirectory
    ) async -> (status: Int32, standard: String, error: String) {
        let captured = CapturedOutput()
        let status = await PreceptCommand(workingDirectory: directory, output: captured.output).run(arguments)
        return (status, captured.standard, captured.error)
    }
}
