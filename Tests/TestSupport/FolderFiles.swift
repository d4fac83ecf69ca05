import Foundation

/// Every file under `folder`, dot-files included, by path relative to it: how tests compare output folders
/// byte for byte. Shared by the test targets.
public func filesByRelativePath(under folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    let base = folder.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return result }
    while let relative = walker.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = base + "/" + relative
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            result[relative] = FileManager.default.contents(atPath: path)
        }
    }
    return result
}

/// Every Markdown page of the bundled `content/` and of the fixture sites under `Tests/Fixtures`, as paths
/// from the package root `root`, sorted: the real pages the codec and coding tests run over.
public func samplePagePaths(packageRoot root: URL) -> [String] {
    var paths: [String] = []
    for folder in ["content", "Tests/Fixtures"] {
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { paths.append(folder + "/" + path) }
        }
    }
    return paths.sorted()
}
