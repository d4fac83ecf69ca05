import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a child process's output pipe into `text` until `marker` occurs `count` times in it, or `timeout` seconds
/// pass, or the pipe ends. Waits with `poll`, never in a blocking read, so a child that falls silent makes the test
/// fail at the deadline instead of hanging. Returns whether the marker was seen often enough.
@discardableResult
public func readPipe(
    _ handle: FileHandle, into text: inout String, until marker: String, count: Int = 1, timeout: TimeInterval = 30
) -> Bool {
    let descriptor = handle.fileDescriptor
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    func seen() -> Bool { text.components(separatedBy: marker).count - 1 >= count }
    while !seen() {
        let left = deadline.timeIntervalSinceNow
        if left <= 0 { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(min(left, 0.2) * 1000) + 1)
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0 else { continue }
        let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if read < 0 && errno == EINTR { continue }
        if read <= 0 { return seen() }
        text += String(decoding: buffer[..<read], as: UTF8.self)
    }
    return true
}
