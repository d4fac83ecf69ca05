import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Maps a request target to a file inside the served folder and nowhere else.
///
/// The target is percent-decoded once, split into segments and normalized; any `..` segment or segment
/// starting with `.` (dot-files, `.git`) is refused rather than resolved, and the real path of the result,
/// with every symbolic link followed, must still lie inside the folder.
public struct StaticFileResolver: Sendable {
    public enum Resolution: Sendable, Hashable {
        case file(String)
        /// A folder asked for without its trailing slash: redirect so relative links work.
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
        guard Self.isInside(real, base) else { return .forbidden }
        var info = stat()
        guard stat(real, &info) == 0 else { return .notFound }
        if info.st_mode & S_IFMT == S_IFDIR {
            if !decoded.hasSuffix("/") { return .redirect(pathPart + "/") }
            candidate = real + "/index.html"
            guard let index = Self.realPath(candidate), Self.isInside(index, base) else { return .notFound }
            return .file(index)
        }
        return info.st_mode & S_IFMT == S_IFREG ? .file(real) : .notFound
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
