import Foundation
import PageCache

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a page with plain POSIX calls: building its `URL`, asking `FileManager` for its size and reading it
/// with `Data(contentsOf:)` cost more than processing a small page's bytes. The page cache's reads
/// (`PagePackReader`, `PagePackIndex`) do the same.
enum PageFileReader {
    /// The file's size (from `fstat`, before reading) and its bytes, which are left empty when the size is over
    /// `limit`; nil when the file cannot be opened or read or is not a regular file (the caller then takes the
    /// general way, which reports why).
    static func read(_ path: String, limit: Int) -> (size: Int, bytes: Data)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size <= limit else { return (size, Data()) }
        // Read to the end of the file, as `Data(contentsOf:)` does, even if it grew since `fstat`.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let got = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        return (size, Data(bytes[..<count]))
    }
}
