import Foundation

/// Writes text files under a folder without ever overwriting one that exists (`init`, `init-theme`).
package enum NewFileWriter {
    /// Writes each (relative path, text) pair that does not exist yet, creating folders; returns the paths written.
    package static func write(_ files: [(path: String, text: String)], into directory: URL) throws -> [String] {
        let fm = FileManager.default
        var written: [String] = []
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            if fm.fileExists(atPath: url.path) { continue }
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            written.append(path)
        }
        return written
    }
}
