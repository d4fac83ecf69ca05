import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file opened for reading by ranges, a block at a time, so that a large file is never held whole: after a
/// page edit the API files (`api/rules.json` is over 100 MB at 10,000 pages) are scanned and spliced where they
/// lie, their unchanged runs written straight from the old file (`OutputFile.Chunk.file`).
///
/// The descriptor stays open as long as the value lives, so the bytes read are the old file's even after a
/// new file is renamed over its path.
package final class ReadOnlyFile: Sendable {
    /// Bytes read at a time.
    package static let blockSize = 1 << 20

    let descriptor: Int32
    /// The file's size when it was opened.
    package let size: Int

    /// Nil when `path` cannot be opened as a regular file.
    package init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// The bytes of `range`; nil when they cannot all be read.
    package func read(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= size else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let complete = bytes.withUnsafeMutableBytes { fill($0, from: range.lowerBound) }
        return complete ? bytes : nil
    }

    /// Calls `body` with the bytes of `range` a block at a time, in order, while it returns true. False when
    /// `body` stopped or the file could not be read.
    package func forEachBlock(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Bool) rethrows -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= size else { return false }
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: min(Self.blockSize, max(range.count, 1)), alignment: 16)
        defer { block.deallocate() }
        var offset = range.lowerBound
        while offset < range.upperBound {
            let part = UnsafeMutableRawBufferPointer(rebasing: block[..<min(block.count, range.upperBound - offset)])
            guard fill(part, from: offset), try body(UnsafeRawBufferPointer(part)) else { return false }
            offset += part.count
        }
        return true
    }

    /// Fills `buffer` with the bytes from `offset`; false at an error or the end of the file.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, from offset: Int) -> Bool {
        OutputWriter.readFully(descriptor, into: buffer, at: offset)
    }
}
