import Foundation

/// One file of the built site: a path relative to the output folder and its bytes.
package struct OutputFile: Sendable, Hashable {
    package var path: String
    package var data: Data

    package init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    package init(path: String, text: String) {
        self.init(path: path, data: Data(text.utf8))
    }
}
