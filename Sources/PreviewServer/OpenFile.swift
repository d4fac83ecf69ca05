import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A regular file opened for one response: read a piece at a time while it is sent, closed with the last
/// reference, so the bytes sent are those of the file as it was when opened even if a rebuild replaces it.
public final class OpenFile: Sendable {
    let descriptor: Int32
    /// The size when opened.
    public let size: Int

    /// Nil unless `path` opens as a regular file; the last component may not be a symbolic link.
    public init?(path: String) {
        // O_NONBLOCK: opening a FIFO put where a file was must not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        descriptor = fd
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// Fills `buffer` from `offset` on as far as the file goes; the count read, 0 at the end, nil on error.
    func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var filled = 0
        while filled < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
