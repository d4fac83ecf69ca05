import Foundation

/// The folder a verify source may read files in: a resolver's `$ref` names a file inside it or is refused.
enum ShippedSourceFolder {
    /// Whether `file` is inside `folder`, by its path with `..` resolved and, when it exists, by its real path with
    /// every symbolic link followed (a link inside the folder to a file outside it is outside).
    static func contains(_ folder: URL, _ file: URL) -> Bool {
        let lexicalFolder = folder.standardizedFileURL.path
        guard file.standardizedFileURL.path.hasPrefix(lexicalFolder.hasSuffix("/") ? lexicalFolder : lexicalFolder + "/") else {
            return false
        }
        guard let realFolder = realPath(folder.path) else { return false }
        // A file that does not exist is not read either; its path has been checked.
        guard let realFile = realPath(file.path) else { return !FileManager.default.fileExists(atPath: file.path) }
        return realFile.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// The path with every symbolic link followed, nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
