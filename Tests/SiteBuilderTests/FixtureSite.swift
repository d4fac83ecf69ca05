import Foundation
import Testing

@testable import SiteBuilder

/// Locates fixture sites under `Tests/Fixtures/` and copies them to scratch folders for builds that write.
enum FixtureSite {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { fixturesDirectory.appendingPathComponent(name) }

    /// A fresh copy of a fixture's content, templates and configuration in a temporary folder; the caller removes it.
    static func scratchCopy(_ name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("precept-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in ["content", "templates", "precept.yml"] {
            let source = url(name).appendingPathComponent(item)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.copyItem(at: source, to: destination.appendingPathComponent(item))
        }
        return destination
    }

    /// Whether `PRECEPT_RECORD=1` asks tests to rewrite their expected files; a test that does records an issue,
    /// so a recording run never passes.
    static var recording: Bool { ProcessInfo.processInfo.environment["PRECEPT_RECORD"] == "1" }

    /// Compares `actual` with a stored expectation; `PRECEPT_RECORD=1` rewrites the file instead, and fails.
    static func expectation(
        _ name: String, file: String, actual: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let path = url(name).appendingPathComponent(file)
        if recording {
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: path)
            Issue.record("recorded \(name)/\(file); run again without PRECEPT_RECORD", sourceLocation: sourceLocation)
        }
        return try String(contentsOf: path, encoding: .utf8)
    }
}
