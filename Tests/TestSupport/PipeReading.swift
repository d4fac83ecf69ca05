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
    // Bytes are kept until they decode whole, so a character split between two reads is not garbled.
    var pending: [UInt8] = []
    func seen() -> Bool { text.components(separatedBy: marker).count - 1 >= count }
    while !seen() {
        let left = deadline.timeIntervalSinceNow
        if left <= 0 { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(min(left, 0.2) * 1000) + 1)
        if ready < 0 && errno == EINTR { continue }
        if ready < 0 { return false }
        guard ready > 0 else { continue }
        let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if read < 0 && errno == EINTR { continue }
        if read <= 0 {
            text += String(decoding: pending, as: UTF8.self)
            return seen()
        }
        pending += buffer[..<read]
        var whole = pending.count
        // Hold back an incomplete UTF-8 sequence at the end (at most three bytes).
        for back in 1...min(3, pending.count) {
            let byte = pending[pending.count - back]
            if byte & 0xC0 == 0x80 { continue }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            if length > back { whole = pending.count - back }
            break
        }
        text += String(decoding: pending[..<whole], as: UTF8.self)
        pending.removeFirst(whole)
    }
    return true
}
