import Foundation

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// Raw-socket HTTP for tests, so requests are sent exactly as written (no client-side normalizing).
enum RawHTTP {
    struct Response {
        var status: Int
        var head: String
        var body: String

        /// The value of the first header called `name` (any case).
        func header(_ name: String) -> String? {
            for line in head.split(separator: "\r\n").dropFirst() {
                guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == name.lowercased() else { continue }
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
    }

    /// A connected socket; `receiveBuffer` shrinks the kernel's buffer, so a client that stops reading stalls the server soon.
    static func connect(port: UInt16, receiveBuffer: Int32? = nil) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer { setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        precondition(result == 0, "connect failed")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func send(_ fd: Int32, _ text: String) {
        _ = text.withCString { Glibc.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the server closes the connection.
    static func readAll(_ fd: Int32) -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            data.append(contentsOf: buffer[..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads until `marker` appears or the timeout passes.
    static func read(_ fd: Int32, until marker: String, timeout: TimeInterval = 10) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains(marker), Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text
    }

    /// Sends `text` one byte every `interval`, reading between bytes, and stops at the first answer: the answer and
    /// how many bytes were sent by then. A head deadline answers while bytes are still coming; a timer reset by every
    /// byte (an idle timeout) lets the whole text through unanswered.
    static func trickle(_ fd: Int32, _ text: String, every interval: TimeInterval) -> (answer: String, sent: Int) {
        var sent = 0
        for byte in text.utf8 {
            send(fd, String(decoding: [byte], as: UTF8.self))
            sent += 1
            let answer = read(fd, until: "\r\n\r\n", timeout: interval)
            if !answer.isEmpty { return (answer, sent) }
        }
        return ("", sent)
    }

    static func request(port: UInt16, _ raw: String) -> Response {
        let fd = connect(port: port)
        defer { close(fd) }
        send(fd, raw)
        let text = readAll(fd)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Response(status: status, head: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    static func get(port: UInt16, _ target: String, method: String = "GET", host: String? = nil) -> Response {
        request(port: port, "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n")
    }
}

/// Polls `condition` until it holds or `timeout` passes; no fixed sleeps.
func eventually(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
