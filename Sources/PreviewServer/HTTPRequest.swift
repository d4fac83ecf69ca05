import Foundation

/// The head of an HTTP/1.1 request: method, target and headers (a preview server reads no bodies).
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    /// The request target as sent (`/guides/color.html?x=1`).
    public var target: String
    public var version: String
    /// Header names lower-cased; a repeated header keeps its first value.
    public var headers: [String: String]

    public init(method: String, target: String, version: String = "HTTP/1.1", headers: [String: String] = [:]) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
    }

    /// Parses the bytes up to (not including) the blank line that ends the head; nil when malformed.
    public static func parse(head: [UInt8]) -> HTTPRequest? {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), line.first != " ", line.first != "\t" else { return nil }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" ") else { return nil }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] == nil { headers[name] = value }
        }
        return HTTPRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), version: String(requestLine[2]), headers: headers)
    }
}
