import Foundation

/// The request handler of `precept serve`: the output folder's files (with the live-reload script in
/// HTML), the event stream, and the checks that keep other sites and other folders out.
public struct PreviewSite: Sendable {
    public var resolver: StaticFileResolver
    public var hub: LiveReloadHub
    /// Host header values accepted besides the loopback names (the `--host` value when widened).
    public var extraHosts: Set<String>
    /// True when `--host` is not a loopback address: any IP-literal Host is then accepted too.
    public var acceptsIPHosts: Bool
    public var port: UInt16

    public init(root: URL, hub: LiveReloadHub, port: UInt16, host: String = "127.0.0.1") {
        self.resolver = StaticFileResolver(root: root)
        self.hub = hub
        self.port = port
        let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
        self.acceptsIPHosts = !loopback
        self.extraHosts = loopback ? [] : [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host]
    }

    public func handle(_ request: HTTPRequest) -> HTTPServer.Reply {
        guard let host = request.headers["host"], isAllowed(host: host) else {
            // A page on another site reaching us through DNS rebinding names its own host here.
            return .response(.text(421, "unexpected Host header; open http://127.0.0.1:\(port)/ instead"))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .response(.text(405, headers: [("Allow", "GET, HEAD")]))
        }
        let path = String(request.target.prefix { $0 != "?" })
        if path == LiveReloadScript.eventsPath {
            let hub = self.hub
            return .eventStream { hub.stream($0) }
        }
        if path == LiveReloadScript.path {
            return .response(
                HTTPResponse(
                    status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Data(LiveReloadScript.source.utf8)))
        }
        switch resolver.resolve(request.target) {
        case .file(let file):
            return .response(serveFile(file, status: 200))
        case .redirect(let location):
            return .response(.text(301, "see \(location)", headers: [("Location", location)]))
        case .forbidden:
            return .response(.text(403))
        case .badRequest:
            return .response(.text(400))
        case .notFound:
            if case .file(let page) = resolver.resolve("/404.html") { return .response(serveFile(page, status: 404)) }
            return .response(.text(404))
        }
    }

    /// The file as the server will send it: read in pieces, with the reload script placed in HTML pages.
    func serveFile(_ path: String, status: Int) -> HTTPResponse {
        guard let file = OpenFile(path: path) else { return .text(404) }
        let type = MediaType.forPath(path)
        guard type.hasPrefix("text/html") else { return HTTPResponse(status: status, headers: [("Content-Type", type)], file: file) }
        return HTTPResponse(
            status: status, headers: [("Content-Type", type)], file: file, insertion: Data(LiveReloadScript.tag.utf8),
            at: LiveReloadScript.insertionOffset(in: file))
    }

    /// `localhost`, `127.0.0.1` or `[::1]`, with this server's port or none.
    public func isAllowed(host: String) -> Bool {
        let lowered = host.lowercased()
        var name = lowered
        if let colon = lowered.lastIndex(of: ":"), !lowered.hasSuffix("]") {
            guard lowered[lowered.index(after: colon)...] == String(port) else { return false }
            name = String(lowered[..<colon])
        }
        if ["localhost", "127.0.0.1", "[::1]"].contains(name) || extraHosts.contains(name) { return true }
        if acceptsIPHosts {
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            var v4 = in_addr()
            var v6 = in6_addr()
            return inet_pton(AF_INET, bare, &v4) == 1 || (name.hasPrefix("[") && inet_pton(AF_INET6, bare, &v6) == 1)
        }
        return false
    }
}
