import Foundation

/// Cuts the bytes read from standard input into MCP's stdio messages: one JSON-RPC message per line, lines ending
/// in `\n` (a `\r` before it is dropped), empty lines skipped. A line longer than `maximumBytes` is not held in
/// memory: it is reported once as `.oversized` and its bytes are dropped up to its end.
package struct MCPLineFramer: Sendable {
    package enum Event: Sendable, Hashable {
        case message(Data)
        case oversized
    }

    package let maximumBytes: Int
    private var pending = Data()
    private var discarding = false

    package init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The messages `chunk` completes, in order.
    package mutating func feed(_ chunk: Data) -> [Event] {
        var events: [Event] = []
        var rest = chunk[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let piece = rest[rest.startIndex..<newline]
            rest = rest[(newline + 1)...]
            if discarding {
                discarding = false
                pending = Data()
                continue
            }
            guard pending.count + piece.count <= maximumBytes else {
                pending = Data()
                events.append(.oversized)
                continue
            }
            var line = pending + piece
            pending = Data()
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) { events.append(.message(line)) }
        }
        if discarding { return events }
        if pending.count + rest.count > maximumBytes {
            pending = Data()
            discarding = true
            events.append(.oversized)
        } else {
            pending += rest
        }
        return events
    }

    /// What is left when the input ends: a last line without its `\n`.
    package mutating func finish() -> [Event] {
        defer { pending = Data() }
        guard !discarding, pending.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") })
        else { return [] }
        return [.message(pending)]
    }
}
