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
