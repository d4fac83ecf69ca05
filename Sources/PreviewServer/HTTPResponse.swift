import Foundation

/// A complete response; the server adds `Content-Length`, `Date`-free caching headers and `Connection: close`.
public struct HTTPResponse: Sendable {
    /// What follows the head: bytes in memory, or a file the server reads and sends a chunk at a time.
    public enum Body: Sendable {
        case bytes(Data)
        /// The file's bytes with `insertion` placed before byte `at` (the live-reload script tag in HTML).
        case file(OpenFile, insertion: Data, at: Int)

        /// The `Content-Length`.
        public var count: Int {
            switch self {
            case .bytes(let data): data.count
            case .file(let file, let insertion, _): file.size + insertion.count
            }
        }
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: Body

    public init(status: Int, headers: [(String, String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    public init(status: Int, headers: [(String, String)] = [], file: OpenFile, insertion: Data = Data(), at offset: Int = 0) {
        self.status = status
        self.headers = headers
        self.body = .file(file, insertion: insertion, at: min(max(offset, 0), file.size))
    }

    /// A short plain-text response such as `404 Not Found`.
    public static func text(_ status: Int, _ message: String? = nil, headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: Data(((message ?? reason(status)) + "\n").utf8))
    }

    /// The status line and headers, with the blank line that ends them.
    public func head() -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    public static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
