import Foundation

/// Runs the `git` command in a folder: the only place Precept starts git (the translation history, `precept diff`'s
/// revisions). Never takes the repository's locks: reading history does not need them.
package enum GitCommand {
    /// Why git failed: its own message (or why it could not start).
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// git's standard output, or its standard error's last line when it cannot run or exits non-zero; `environment`
    /// adds variables (`GIT_INDEX_FILE`).
    package static func output(
        _ arguments: [String], in folder: URL, environment extra: [String: String] = [:]
    ) -> Result<String, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "core.quotePath=false"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { return .failure(Failure(message: "cannot run git: \(error.localizedDescription)")) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let lines = String(decoding: errorData, as: UTF8.self).split(separator: "\n")
            let message = lines.last { !$0.hasPrefix("hint:") }.map(String.init) ?? "git exited with \(process.terminationStatus)"
            return .failure(Failure(message: message))
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    /// git's standard output, or nil when it cannot run or fails.
    /// The path from the root of the repository holding `folder` to it, ending in `/` (`docs/`); empty at the
    /// root or outside a repository.
    package static func repositoryPrefix(of folder: URL) -> String {
        (run(["rev-parse", "--show-prefix"], in: folder) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    package static func run(_ arguments: [String], in folder: URL) -> String? {
        try? output(arguments, in: folder).get()
    }
}
