import Foundation

extension AndroidColorReader {
    /// Attributes one element may have. libxml2 (2.9) checks each attribute against every one before it, so an
    /// element of 320,000 attributes (3.6 MB) took 34 s to parse; a color resource has one to three.
    static let maximumAttributes = 256

    /// Why a resource file is not handed to libxml2: an element with more than `maximumAttributes` attributes, or a
    /// document type declaration (a resource file has none, and its internal subset, with comments and quotes of
    /// its own, would hide an element from this scan).
    enum Refusal: Equatable {
        case crowdedElement(line: Int)
        case declaration(line: Int)
    }

    /// The first reason not to parse `data`, nil when there is none. One pass over the bytes: `=` outside quotes
    /// inside a tag counts one attribute; comments, CDATA sections and processing instructions are skipped; any
    /// other `<!` is refused.
    static func refusal(_ data: Data) -> Refusal? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Refusal? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let (less, greater, equals, newline) = (UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "\n"))
            var line = 1
            var index = 0
            /// Moves past the next `terminator` (or to the end), counting lines.
            func skip(past terminator: [UInt8]) {
                while index < bytes.count {
                    if bytes[index] == newline { line += 1 }
                    if bytes[index] == terminator[0], index + terminator.count <= bytes.count,
                        terminator.indices.allSatisfy({ bytes[index + $0] == terminator[$0] })
                    {
                        index += terminator.count
                        return
                    }
                    index += 1
                }
            }
            func startsWith(_ text: String) -> Bool {
                let prefix = Array(text.utf8)
                return index + prefix.count <= bytes.count && prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
            }
            while index < bytes.count {
                if bytes[index] == newline { line += 1 }
                guard bytes[index] == less else {
                    index += 1
                    continue
                }
                if startsWith("<!--") {
                    skip(past: Array("-->".utf8))
                } else if startsWith("<![CDATA[") {
                    skip(past: Array("]]>".utf8))
                } else if startsWith("<?") {
                    skip(past: Array("?>".utf8))
                } else if startsWith("<!") {
                    return .declaration(line: line)
                } else {
                    let start = line
                    var attributes = 0
                    index += 1
                    while index < bytes.count, bytes[index] != greater {
                        switch bytes[index] {
                        case newline: line += 1
                        case equals:
                            attributes += 1
                            if attributes > maximumAttributes { return .crowdedElement(line: start) }
                        case UInt8(ascii: "\""), UInt8(ascii: "'"):
                            let quote = bytes[index]
                            index += 1
                            while index < bytes.count, bytes[index] != quote {
                                if bytes[index] == newline { line += 1 }
                                index += 1
                            }
                        default: break
                        }
                        index += 1
                    }
                    index += 1
                }
            }
            return nil
        }
    }
}
