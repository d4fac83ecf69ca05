import Foundation

/// Runs a script under Debian's `node` (`nodejs`, which scripts/bootstrap installs) and returns what it printed.
/// A missing node or a script that fails throws, so a test that needs node fails without it; it is never skipped.
public enum NodeScript {
    public static let node = "/usr/bin/node"

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `node -e script arguments…`: its standard output, or a `Failure` naming why there is none.
    public static func run(_ script: String, arguments: [String]) throws -> Data {
        guard FileManager.default.isExecutableFile(atPath: node) else {
            throw Failure(description: "no \(node): run scripts/bootstrap (make test does), which installs Debian's nodejs")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = ["-e", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "node exited with \(process.terminationStatus)") }
        return data
    }
}
