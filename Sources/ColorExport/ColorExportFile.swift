import Foundation

/// One file an exporter produces: a `/`-separated path relative to the output folder, and its bytes.
///
/// Exporters never touch the file system; the caller decides where the files go.
package struct ColorExportFile: Sendable, Hashable {
    /// `Colors.xcassets/system-colors/Red.colorset/Contents.json`.
    package var path: String
    package var contents: Data

    package init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    package init(path: String, text: String) {
        self.init(path: path, contents: Data(text.utf8))
    }

    /// The contents read as UTF-8.
    package var text: String { String(decoding: contents, as: UTF8.self) }
}
