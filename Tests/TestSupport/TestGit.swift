import Foundation

/// Runs `git` for tests that make real repositories: a fixed author, no signing, `main` as the first branch, and
/// `date` (ISO 8601: `2026-01-01T12:00:00Z`) as author and committer date when given. Throws with git's output when it
/// fails. Shared by the test targets.
@discardableResult
public func runGit(_ arguments: [String], in folder: URL, date: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
        [
            "git", "-C", folder.path, "-c", "user.name=Precept Tests", "-c", "user.email=tests@precept.invalid",
            "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", "-c", "tag.gpgsign=false",
        ] + arguments
    var environment = ProcessInfo.processInfo.environment
    if let date {
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
    }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // git's messages are short: its standard error is read after its output without filling the pipe.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        throw CocoaError(
            .executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")): \(text)\(errorText)"])
    }
    return text
}
