/// A quick, linear pre-scan that finds flow collections (`[`, `{`) nested deeper than a limit.
///
/// libyaml's scanner takes quadratic time on deep flow nesting, so depth is checked on the raw text first.
/// The scan knows just enough YAML to skip quoted scalars, comments, plain scalars and block scalars; when
/// unsure it counts too little rather than too much, since the tree builder enforces the limit anyway.
struct YAMLFlowDepthScanner {
    var limit: Int

    /// The 0-based line and column (in Unicode scalars) of the first bracket that goes past the limit.
    func firstTooDeepBracket(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var cursor = Cursor(bytes: bytes)
        var depth = 0
        var atNodeStart = true
        var lineIndent = 0
        var blockScalarParentIndent: Int?

        while let byte = cursor.current {
            if cursor.index == cursor.lineStart {
                lineIndent = cursor.countIndent()
                if let parent = blockScalarParentIndent {
                    if cursor.restOfLineIsBlank() || lineIndent > parent {
                        cursor.skipLine()
                        continue
                    }
                    blockScalarParentIndent = nil
                }
                if depth == 0 { atNodeStart = true }
            }
            if byte == .newline {
                cursor.advance()
                continue
            }
            if depth > 0 {
                switch byte {
                case .openBracket, .openBrace:
                    depth += 1
                    if depth > limit { return (cursor.line, cursor.column) }
                case .closeBracket, .closeBrace:
                    depth -= 1
                    atNodeStart = false
                case .doubleQuote where cursor.followsFlowSeparator, .singleQuote where cursor.followsFlowSeparator:
                    cursor.skipQuoted()
                    continue
                case .hash where cursor.followsBlank:
                    cursor.skipToEndOfLine()
                    continue
                default:
                    break
                }
                cursor.advance()
                continue
            }
            switch byte {
            case .space, .tab:
                cursor.advance()
            case .hash:
                cursor.skipToEndOfLine()
            case .dash where cursor.nextIsBlank, .question where cursor.nextIsBlank, .colon where cursor.nextIsBlank:
                cursor.advance()
                atNodeStart = true
            case .openBracket where atNodeStart, .openBrace where atNodeStart:
                depth = 1
                if depth > limit { return (cursor.line, cursor.column) }
                cursor.advance()
            case .doubleQuote, .singleQuote:
                cursor.skipQuoted()
                atNodeStart = false
            case .pipe where atNodeStart, .greater where atNodeStart:
                blockScalarParentIndent = lineIndent
                cursor.skipToEndOfLine()
            case .exclamation, .ampersand, .asterisk:
                cursor.skipWord()
            default:
                atNodeStart = cursor.skipPlainScalar()
            }
        }
        return nil
    }
}

extension YAMLFlowDepthScanner {
    /// A position in the text that keeps track of the line it is on.
    fileprivate struct Cursor {
        let bytes: [UInt8]
        var index = 0
        var line = 0
        var lineStart = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }
        var column: Int { bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 } }
        var nextIsBlank: Bool {
            index + 1 >= bytes.count || [.space, .tab, .newline].contains(bytes[index + 1])
        }
        var followsBlank: Bool { index == lineStart || [.space, .tab].contains(bytes[index - 1]) }
        var followsFlowSeparator: Bool {
            index == lineStart || [.space, .tab, .openBracket, .openBrace, .comma, .colon].contains(bytes[index - 1])
        }

        mutating func advance() {
            if bytes[index] == .newline {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        func countIndent() -> Int {
            var end = index
            while end < bytes.count, bytes[end] == .space { end += 1 }
            return end - index
        }

        func restOfLineIsBlank() -> Bool {
            var end = index
            while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
            return end == bytes.count || bytes[end] == .newline
        }

        mutating func skipToEndOfLine() {
            while let byte = current, byte != .newline { advance() }
        }

        mutating func skipLine() {
            skipToEndOfLine()
            if current != nil { advance() }
        }

        mutating func skipWord() {
            while let byte = current, ![.space, .tab, .newline].contains(byte) { advance() }
        }

        /// Skips a quoted scalar, which may run over several lines; an unclosed one runs to the end.
        mutating func skipQuoted() {
            let quote = bytes[index]
            advance()
            while let byte = current {
                if quote == .doubleQuote, byte == .backslash {
                    advance()
                    if current != nil { advance() }
                    continue
                }
                advance()
                if byte == quote {
                    if quote == .singleQuote, current == .singleQuote {
                        advance()
                        continue
                    }
                    return
                }
            }
        }

        /// Skips a plain scalar up to `: ` (returns true: a value follows), ` #` or the end of the line.
        mutating func skipPlainScalar() -> Bool {
            advance()
            while let byte = current, byte != .newline {
                if byte == .colon, nextIsBlank {
                    advance()
                    return true
                }
                if byte == .hash, followsBlank { return false }
                advance()
            }
            return false
        }
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let doubleQuote = UInt8(ascii: "\"")
    fileprivate static let singleQuote = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let dash = UInt8(ascii: "-")
    fileprivate static let question = UInt8(ascii: "?")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let pipe = UInt8(ascii: "|")
    fileprivate static let greater = UInt8(ascii: ">")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let asterisk = UInt8(ascii: "*")
}
