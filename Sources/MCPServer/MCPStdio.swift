import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// MCP's stdio transport: messages in from standard input, one per line; answers out on standard output, one per
/// line, written whole and in the order they are ready. Standard output carries nothing else. Returns when
/// standard input ends and every running request has been answered.
package enum MCPStdio {
    /// 4 MiB: far more than any request of these tools, and a bound on what one line may make the server hold.
    package static let maximumMessageBytes = 4 << 20

    /// Writes whole lines to standard output, one at a time.
    actor LineWriter {
        func write(_ line: String) {
            var bytes = Array(line.utf8)
            bytes.append(UInt8(ascii: "\n"))
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    package static func serve(_ provider: any MCPProvider, maximumMessageBytes: Int = maximumMessageBytes) async {
        // A client that closes its end gets no more answers; the server must not die of SIGPIPE writing one.
        signal(SIGPIPE, SIG_IGN)
        let writer = LineWriter()
        let session = MCPSession(provider: provider) { await writer.write($0) }
        let (chunks, continuation) = AsyncStream.makeStream(of: Data.self)
        // Standard input is read on a thread of its own: a blocking read would hold one of the few threads async code runs on.
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                continuation.yield(Data(buffer[0..<count]))
            }
            continuation.finish()
        }
        reader.start()
        var framer = MCPLineFramer(maximumBytes: maximumMessageBytes)
        for await chunk in chunks {
            for event in framer.feed(chunk) { await session.receive(event) }
        }
        for event in framer.finish() { await session.receive(event) }
        await session.drain()
    }
}
