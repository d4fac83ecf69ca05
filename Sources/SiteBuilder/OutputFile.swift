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

        var byteCount: Int {
            switch self {
            case .data(let data): data.count
            case .text(let text): text.utf8.count
            }
        }

        /// Calls `body` with the chunk's bytes, without copying them.
        func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
            switch self {
            case .data(let data): return try data.withUnsafeBytes(body)
            case .text(var text): return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
            }
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

    package static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.path == rhs.path && lhs.byteCount == rhs.byteCount && lhs.data == rhs.data
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(data)
    }
}
