import Foundation

/// Runs the built `precept` executable, as a user would, and captures what it prints.
struct PreceptBinary {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The binary sits next to the test bundle in SwiftPM's build folder; `PRECEPT_BIN` overrides it.
    static var url: URL {
        if let override = ProcessInfo.processInfo.environment["PRECEPT_BIN"] { return URL(fileURLWithPath: override) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("precept")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/precept")
    }

    /// `launcher`, when given, runs the binary: its first element is the launcher's path, the rest its
    /// arguments before the binary's path (`setpriv …`). A run still going after `timeout` seconds is killed and
    /// says so at the end of its standard error, so a hang fails the test instead of stopping the suite.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], launcher: [String] = [],
        timeout: TimeInterval = 300
    ) throws -> Result {
        let process = Process()
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let launcherPath = launcher.first {
            process.executableURL = URL(fileURLWithPath: launcherPath)
            process.arguments = Array(launcher.dropFirst()) + [url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let pid = process.processIdentifier
        let finished = DispatchSemaphore(value: 0)
        let watchdog = Thread {
            if finished.wait(timeout: .now() + timeout) == .timedOut { kill(pid, SIGKILL) }
        }
        watchdog.start()
        // Read both pipes before waiting so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        finished.signal()
        let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self)
                + (killed
                    ? "\n[test: precept \(arguments.joined(separator: " ")) was killed, by the test's \(Int(timeout)) s deadline or a signal]"
                    : ""))
    }

    /// Starts a long-running command (`watch`, `serve`) in `directory` with its standard output on a pipe and its
    /// standard error discarded; the caller stops it.
    static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, out)
    }
}
