/// Why `ByteReader` could not read a value: the input is cut short, damaged, or of another format.
package struct ByteReadError: Error, Hashable, CustomStringConvertible {
    /// What was wrong, e.g. `the input ends inside a string`.
    package var message: String
    /// Where in the input, in bytes from its start.
    package var offset: Int

    package init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    package var description: String { "\(message) (at byte \(offset))" }
}
