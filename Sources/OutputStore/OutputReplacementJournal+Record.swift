import ContentHashing
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The journal file and the undoing of what it records.
///
/// The file is a header line, `precept-edit-journal 1 <process id>`, then records, each a line
/// `record <length> <sha256 of the payload>`, the payload (JSON: the files touched for the first time, each
/// with the name of its kept version or none when it did not exist, and the folders to create) and a
/// newline. A record is complete before any change it describes is made, so a torn last record, which
/// fails its length or checksum, describes nothing that happened.
extension OutputReplacementJournal {
    static let magic = "precept-edit-journal 1"

    /// One record: what an `apply` is about to change.
    struct Record: Codable, Sendable, Equatable {
        struct Entry: Codable, Sendable, Equatable {
            /// The file's path in the output folder.
            var path: String
            /// The name of its previous version in the journal folder; nil when it did not exist.
            var kept: String?
        }

        var entries: [Entry] = []
        /// Folders created for new files, relative to the output folder, outermost first.
        var folders: [String] = []

        var isEmpty: Bool { entries.isEmpty && folders.isEmpty }

        /// True when every path stays inside the output folder and every kept name inside the journal folder.
        var isSafe: Bool {
            entries.allSatisfy { entry in
                Self.isSafe(entry.path) && (entry.kept.map { $0.hasPrefix("kept-") && !$0.contains("/") } ?? true)
            } && folders.allSatisfy(Self.isSafe)
        }

        static func isSafe(_ path: String) -> Bool {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            return !path.isEmpty && !parts.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }
        }
    }

    /// Appends `record` to the journal file.
    func append(_ record: Record, to descriptor: Int32) throws(OutputError) {
        let bytes = Self.encode(record)
        if CrashInjection.tears("journal") {
            _ = OutputWriter.writeAll(descriptor, bytes[..<(bytes.count / 2)])
            CrashInjection.die()
        }
        guard OutputWriter.writeAll(descriptor, bytes[...]) else { throw Self.failure("could not write", folder + "/" + Self.fileName) }
    }

    static func encode(_ record: Record) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let payload = (try? encoder.encode(record)) ?? Data()
        return Array("record \(payload.count) \(ContentHash.hex(payload))\n".utf8) + payload + [UInt8(ascii: "\n")]
    }

    /// What a journal file holds: the writer's process id and its complete records; `damaged` when a
    /// complete record names a path outside the output or journal folder.
    struct Contents {
        var processID: Int32?
        var records: [Record] = []
        var damaged = false
    }

    static func decode(_ bytes: [UInt8]) -> Contents {
        var contents = Contents()
        var position = 0
        func line() -> Substring? {
            guard let end = bytes[position...].prefix(256).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { position = end + 1 }
            return Substring(decoding: bytes[position..<end], as: UTF8.self)
        }
        guard let header = line(), header.hasPrefix(magic + " ") else { return contents }
        contents.processID = Int32(header.dropFirst(magic.count + 1))
        while let recordLine = line() {
            let fields = recordLine.split(separator: " ")
            guard fields.count == 3, fields[0] == "record", let length = Int(fields[1]), length >= 0,
                bytes.count - position > length, bytes[position + length] == UInt8(ascii: "\n")
            else { break }
            let payload = Data(bytes[position..<(position + length)])
            guard ContentHash.hex(payload) == fields[2], let record = try? JSONDecoder().decode(Record.self, from: payload) else { break }
            guard record.isSafe else {
                contents.damaged = true
                break
            }
            contents.records.append(record)
            position += length + 1
        }
        return contents
    }

    /// What undoing did.
    struct Restoration {
        /// Files put back as they were (replaced or deleted ones).
        var restored = 0
        /// New files removed.
        var removed = 0
        /// False when something could not be undone; the first failure.
        var complete = true
        var failure: String?

        mutating func fail(_ message: String) {
            if complete { failure = message }
            complete = false
        }
    }

    /// Puts every file of `entries` back as it was and removes the folders created, innermost first. Can be
    /// run again after it was cut short: a kept version already put back is no longer in the journal folder.
    static func restore(_ entries: [Record.Entry], folders: [String], output: String, folder: String) -> Restoration {
        var outcome = Restoration()
        for entry in entries.reversed() {
            let target = output + "/" + entry.path
            var info = stat()
            if let kept = entry.kept.map({ folder + "/" + $0 }) {
                var keptInfo = stat()
                guard lstat(kept, &keptInfo) == 0 else { continue }
                let changed = lstat(target, &info) != 0 || info.st_ino != keptInfo.st_ino || info.st_dev != keptInfo.st_dev
                // When nothing was renamed over the file yet, both names are links to it, and rename(2) then does
                // nothing: the kept name is removed by hand.
                guard rename(kept, target) == 0 else {
                    outcome.fail("could not put back '\(target)': \(String(cString: strerror(errno)))")
                    continue
                }
                unlink(kept)
                if changed { outcome.restored += 1 }
            } else if unlink(target) == 0 {
                outcome.removed += 1
            } else if errno != ENOENT {
                outcome.fail("could not remove '\(target)': \(String(cString: strerror(errno)))")
                continue
            }
            CrashInjection.point("rollback")
        }
        for created in folders.reversed() where rmdir(output + "/" + created) != 0 && errno != ENOENT {
            outcome.fail("could not remove the folder '\(output)/\(created)': \(String(cString: strerror(errno)))")
        }
        return outcome
    }

    /// Flushes a folder's entries to disk.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes the journal folder (or one being built) and everything in it, without following links.
    static func removeFolder(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        try? FileManager.default.removeItem(atPath: path)
    }
}
