import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Binding and listening: an IPv4 or IPv6 socket, non-blocking so the head reader never waits in `accept`.
enum ListeningSocket {
    /// The listening descriptor and the port actually bound (`port` 0 picks a free one).
    static func open(host configuredHost: String, port: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let host = configuredHost == "localhost" ? "127.0.0.1" : configuredHost
        let ipv6 = host.contains(":")
        let bareHost = ipv6 ? host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) : host
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, type, 0)
        guard fd >= 0 else { throw HTTPServer.ServerError.socket("cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, bareHost, &address.sin6_addr) == 1 else {
                close(fd)
                throw HTTPServer.ServerError.socket("'\(configuredHost)' is not an IP address")
            }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, bareHost, &address.sin_addr) == 1 else {
                close(fd)
                throw HTTPServer.ServerError.socket("'\(configuredHost)' is not an IP address")
            }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0, listen(fd, 128) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw HTTPServer.ServerError.socket("cannot listen on \(configuredHost):\(port): \(message)")
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let boundPort = withUnsafePointer(to: &bound) { pointer in
            ipv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
        return (fd, boundPort)
    }
}
