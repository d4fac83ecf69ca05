/// A file name as a folder listing (`readdir`, inotify) gives it: bytes that Linux does not require to be
/// UTF-8. Decoding such a name with repairs (`String(cString:)`) yields a name that no file has, so every
/// place that lists folders reads names through here and treats an invalid one as what it is.
package enum FileNameText {
    /// The name at `name` (NUL-terminated) as text, and whether its bytes are valid UTF-8. An invalid name comes
    /// back `escaped`: shown to the user, never used to open the file.
    package static func decode(_ name: UnsafePointer<CChar>) -> (text: String, isValidUTF8: Bool) {
        if let text = String(validatingCString: name) { return (text, true) }
        let bytes = UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self)
        return (escaped(UnsafeBufferPointer(start: bytes, count: strlen(name))), false)
    }

    /// `bytes` as text, with each byte that is not part of a valid UTF-8 sequence written `\xFF`.
    package static func escaped<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String where Bytes.Index == Int {
        var text = ""
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0x00..<0x80: 1
                case 0xC2...0xDF: 2
                case 0xE0...0xEF: 3
                case 0xF0...0xF4: 4
                default: 0
                }
            if length > 0, index + length <= bytes.endIndex,
                let scalar = String(validating: bytes[index..<(index + length)], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return text
    }

    private static func strlen(_ name: UnsafePointer<CChar>) -> Int {
        var count = 0
        while name[count] != 0 { count += 1 }
        return count
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
