import ContentHashing
import Foundation

/// What the MCP server's loaded site was read from: the configuration file's bytes and every file of the content
/// folder by path, size and modification time. A different stamp means the site is read again.
struct ContentStamp: Sendable, Hashable {
    let digest: String

    init(configURL: URL, contentURL: URL) {
        var hash = ContentHash()
        hash.updateField(
            (try? Data(contentsOf: configURL)).map { "config \($0.count):" + String(decoding: $0, as: UTF8.self) } ?? "no config")
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        var entries: [String] = []
        if let walker = FileManager.default.enumerator(at: contentURL, includingPropertiesForKeys: keys) {
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                entries.append("\(url.path)\u{0}\(values.fileSize ?? 0)\u{0}\(time)")
            }
        }
        for entry in entries.sorted() { hash.updateField(entry) }
        digest = hash.finalizeHex()
    }
}
