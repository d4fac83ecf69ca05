import Foundation

extension Connection {
    /// Sends `response`; a file goes out in pieces of `chunkBytes`, each read only once the one before has
    /// been handed to the kernel, so a client that stops reading holds one piece of memory, not the file.
    @discardableResult
    func send(_ response: HTTPResponse, includeBody: Bool, chunkBytes: Int, load: ServerLoad) -> Bool {
        guard send(response.head()) else { return false }
        guard includeBody else { return true }
        switch response.body {
        case .bytes(let data):
            load.holdBody(bytes: data.count)
            defer { load.holdBody(bytes: -data.count) }
            return send(data)
        case .file(let file, let insertion, let offset):
            load.holdBody(bytes: chunkBytes)
            defer { load.holdBody(bytes: -chunkBytes) }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkBytes, alignment: 16)
            defer { buffer.deallocate() }
            return sendFile(file, from: 0, to: offset, through: buffer) && send(insertion)
                && sendFile(file, from: offset, to: file.size, through: buffer)
        }
    }

    /// False when the client has gone, or when the file ends before `end` (it shrank since it was opened:
    /// the connection closes short of its `Content-Length`, which the client sees as a failed response).
    private func sendFile(_ file: OpenFile, from start: Int, to end: Int, through buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var offset = start
        while offset < end {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, end - offset)])
            guard let count = file.read(at: offset, into: piece), count == piece.count else { return false }
            guard send(UnsafeRawBufferPointer(piece)) else { return false }
            offset += count
        }
        return true
    }
}
