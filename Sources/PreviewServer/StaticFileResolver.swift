import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Maps a request target to a file inside the served folder and nowhere else.
///
/// The target is percent-decoded once, split into segments and normalized; any `..` segment or segment
/// starting with `.` (dot-files, `.git`) is refused rather than resolved. The real path of the result, with
/// every symbolic link followed, must still lie inside the folder and have no component starting with `.`
/// below it, so a link placed in the folder leads neither out of it nor to one of its dot-files.
public struct StaticFileResolver: Sendable {
    public enum Resolution: Sendable, Hashable {
        case file(String)
        /// A folder asked for without its trailing slash: redirect so relative links work. Always a path on
        /// this server: one leading slash (`//host/` would name another site).
        case redirect(String)
        case notFound
        case forbidden
        case badRequest
    }

    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    public func resolve(_ target: String) -> Resolution {
        let pathPart = String(target.prefix { $0 != "?" && $0 != "#" })
        guard pathPart.hasPrefix("/"), let decoded = pathPart.removingPercentEncoding,
            !decoded.contains("\0"), !decoded.contains("\\")
        else { return .badRequest }
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment.hasPrefix(".") { return .forbidden }
            segments.append(String(segment))
        }
        guard let base = Self.realPath(root.path) else { return .notFound }
        var candidate = segments.isEmpty ? base : base + "/" + segments.joined(separator: "/")
        guard let real = Self.realPath(candidate) else { return .notFound }
        guard Self.isServable(real, in: base) else { return .forbidden }
        var info = stat()
        guard stat(real, &info) == 0 else { return .notFound }
        if info.st_mode & S_IFMT == S_IFDIR {
            if !decoded.hasSuffix("/") { return .redirect(Self.folderLocation(segments, target: target)) }
            candidate = real + "/index.html"
            guard let index = Self.realPath(candidate), Self.isServable(index, in: base) else { return .notFound }
            return .file(index)
        }
        return info.st_mode & S_IFMT == S_IFREG ? .file(real) : .notFound
    }

    /// `/a/b/` from the decoded segments, encoded again, with the target's query: empty segments are gone,
    /// so the location never starts with `//`.
    static func folderLocation(_ segments: [String], target: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))
        let path = segments.compactMap { $0.addingPercentEncoding(withAllowedCharacters: allowed) }.filter { !$0.isEmpty }
            .joined(separator: "/")
        let beforeFragment = target.prefix { $0 != "#" }
        let query = beforeFragment.firstIndex(of: "?").map { String(beforeFragment[$0...]) } ?? ""
        return (path.isEmpty ? "/" : "/" + path + "/") + query
    }

    /// Inside `base` (a real path), with no dot-component below it.
    static func isServable(_ path: String, in base: String) -> Bool {
        guard isInside(path, base) else { return false }
        return !path.dropFirst(base.count).split(separator: "/").contains { $0.hasPrefix(".") }
    }

    static func isInside(_ path: String, _ base: String) -> Bool {
        path == base || path.hasPrefix(base == "/" ? "/" : base + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
