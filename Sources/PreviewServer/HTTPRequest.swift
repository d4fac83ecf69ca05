import Foundation

/// The head of an HTTP/1.1 request: method, target and headers (a preview server reads no bodies).
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    /// The request target as sent (`/guides/color.html?x=1`).
    public var target: String
    public var version: String
    /// Header names lower-cased; a repeated header keeps its first value, except `Host`, which may not repeat.
    public var headers: [String: String]

    public init(method: String, target: String, version: String = "HTTP/1.1", headers: [String: String] = [:]) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
    }

    /// Parses the bytes up to (not including) the empty line that ends the head; nil when malformed.
    ///
    /// Lines may end in CRLF or in a bare LF. A CR anywhere else, a control character in the target, a
    /// folded line or a second `Host` make the head malformed: with two Hosts, the Host check and whatever
    /// reads the request after it could each believe a different one.
    public static func parse(head: [UInt8]) -> HTTPRequest? {
        let carriageReturn: UInt8 = 13
        var lines: [String] = []
        for line in head.split(separator: 10, omittingEmptySubsequences: false) {
            let bytes = line.last == carriageReturn ? line.dropLast() : line
            guard !bytes.contains(carriageReturn), !bytes.contains(0) else { return nil }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, !requestLine[1].isEmpty, requestLine[2].hasPrefix("HTTP/1."),
            requestLine[1].utf8.allSatisfy({ $0 > 0x20 && $0 != 0x7F })
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), line.first != " ", line.first != "\t" else { return nil }
            let name = line[..<colon].lowercased()
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else { return nil }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] != nil, name == "host" { return nil }
            if headers[name] == nil { headers[name] = value }
        }
        return HTTPRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), version: String(requestLine[2]), headers: headers)
    }
}
