import Foundation

/// One file of the built site: a path relative to the output folder and its bytes.
///
/// The bytes may come in pieces — text as a template rendered it, data as an encoder made it — written one
/// after another, so a large page is never copied into one buffer just to be written (a 10,000-page
/// checklist is over 100 MB).
package struct OutputFile: Sendable, Hashable {
    /// A piece of a file's contents.
    package enum Chunk: Sendable {
        case data(Data)
        /// Text, written as its UTF-8.
        case text(String)
        /// UTF-8 text as a template rendered it.
        case bytes([UInt8])
        /// A range of an open file, read a block at a time when written or compared: the unchanged runs of a
        /// large file spliced after an edit are never held in memory.
        case file(ReadOnlyFile, Range<Int>)

        var byteCount: Int {
            switch self {
            case .data(let data): data.count
            case .text(let text): text.utf8.count
            case .bytes(let bytes): bytes.count
            case .file(_, let range): range.count
            }
        }

        /// Calls `body` with the chunk's bytes, without copying them (a file range is read whole: for callers
        /// that need one buffer; writing and comparing go through `forEachBlock`).
        func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            switch self {
            case .data(let data): return try data.withUnsafeBytes(body)
            case .text(var text): return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
            case .bytes(let bytes): return try bytes.withUnsafeBytes(body)
            case .file(let file, let range): return try (file.read(range) ?? []).withUnsafeBytes(body)
            }
        }

        /// Calls `body` with the chunk's bytes while it returns true: all at once, or a block at a time for a
        /// file range. False when `body` stopped or a file range could not be read.
        func forEachBlock(_ body: (UnsafeRawBufferPointer) throws -> Bool) rethrows -> Bool {
            if case .file(let file, let range) = self { return try file.forEachBlock(in: range, body) }
            return try withBytes(body)
        }
    }

    package var path: String
    package var chunks: [Chunk]

    package init(path: String, data: Data) {
        self.path = path
        self.chunks = [.data(data)]
    }

    package init(path: String, text: String) {
        self.path = path
        self.chunks = [.text(text)]
    }

    package init(path: String, chunks: [Chunk]) {
        self.path = path
        self.chunks = chunks
    }

    /// The whole contents in one buffer (made on demand when the file is in pieces or text).
    package var data: Data {
        get {
            if chunks.count == 1, case .data(let data) = chunks[0] { return data }
            var data = Data(capacity: byteCount)
            for chunk in chunks { chunk.withBytes { data.append(contentsOf: $0) } }
            return data
        }
        set { chunks = [.data(newValue)] }
    }

    /// The size of the file in bytes.
    package var byteCount: Int { chunks.reduce(0) { $0 + $1.byteCount } }

    /// Whether the file at `path` holds exactly these bytes. Reads it a block at a time and compares each
    /// chunk where it lies, so neither side is ever held whole (a large site's checklist is over 100 MB).
    package func matchesFile(atPath path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) == byteCount else { return false }
        let blockSize = 1 << 20
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var offset = 0
        for chunk in chunks {
            let same = chunk.forEachBlock { (bytes: UnsafeRawBufferPointer) -> Bool in
                var position = 0
                while position < bytes.count {
                    let wanted = min(blockSize, bytes.count - position)
                    var filled = 0
                    while filled < wanted {
                        let read = pread(descriptor, block.baseAddress! + filled, wanted - filled, off_t(offset + position + filled))
                        if read < 0, errno == EINTR { continue }
                        guard read > 0 else { return false }
                        filled += read
                    }
                    guard memcmp(block.baseAddress!, bytes.baseAddress! + position, wanted) == 0 else { return false }
                    position += wanted
                }
                offset += bytes.count
                return true
            }
            guard same else { return false }
        }
        return true
    }

    package static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.path == rhs.path && lhs.byteCount == rhs.byteCount && lhs.data == rhs.data
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(data)
    }
}
