import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Length-prefixed frames on a pipe: a 4-byte big-endian length, then that many bytes.
package enum WorkerFraming {
    /// Largest frame either side accepts; a page is capped far below this.
    package static let maximumFrame = 512 * 1024 * 1024

    /// Writes all of `bytes` to `fd`, retrying short writes; false when the other end is gone.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// `payload` with its length in front.
    package static func frame(_ payload: [UInt8]) -> [UInt8] {
        let count = UInt32(payload.count)
        var bytes: [UInt8] = [UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)]
        bytes.reserveCapacity(payload.count + 4)
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// Reads exactly `count` bytes with blocking reads; nil on end of file or error.
    package static func readExactly(_ fd: Int32, _ count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = buffer.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress! + offset, count - offset) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return nil }
            offset += got
        }
        return buffer
    }

    /// Reads one frame with blocking reads (the worker's side); nil at end of input.
    package static func readFrame(_ fd: Int32) -> [UInt8]? {
        guard let header = readExactly(fd, 4) else { return nil }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumFrame else { return nil }
        guard length > 0 else { return [] }
        return readExactly(fd, length)
    }

    /// What the start of a receive buffer holds.
    package enum Parsed: Sendable {
        case incomplete
        case complete([UInt8])
        /// A length beyond `maximumFrame`: the stream is corrupt.
        case invalid
    }

    /// Parses a complete frame at the start of `buffer`.
    package static func parseFrame(_ buffer: [UInt8]) -> Parsed {
        guard buffer.count >= 4 else { return .incomplete }
        let length = buffer[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= maximumFrame else { return .invalid }
        guard buffer.count >= 4 + length else { return .incomplete }
        return .complete(Array(buffer[4..<(4 + length)]))
    }
}
