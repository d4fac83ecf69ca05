import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A descriptor `poll` can wait on that another thread makes readable with `signal()`: how a thread blocked
/// on sockets hears that the server is stopping or that the site changed.
final class WakeSignal: Sendable {
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// Nil when no descriptors are left.
    init?() {
        var pair: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
        readDescriptor = pair[0]
        writeDescriptor = pair[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes `readDescriptor` readable; when its buffer is full a wake is pending anyway.
    func signal() {
        var byte: UInt8 = 1
        _ = send(writeDescriptor, &byte, 1, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    }

    /// Takes back every pending wake.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ recv(readDescriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {}
    }
}
