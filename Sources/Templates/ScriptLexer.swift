/// Follows the JavaScript of a `<script>` element far enough to tell a quoted string from a template literal,
/// a comment, a regular expression or code: what `HTMLContextLexer` needs to escape a value or leave it out.
///
/// A `/` starts a regular expression unless it follows something that ends an operand (a name that is not a
/// keyword, a number, `)`, `]`, a string); when unsure it takes a regular expression, whose body is not a
/// string, so that a quote inside it (`/"/`) cannot make later code look like a string. `${…}` inside a
/// template literal is read as part of the literal, where values are left out anyway.
struct ScriptLexer {
    enum State: Equatable {
        case code, string(UInt8), stringEscape(UInt8), template, templateEscape, lineComment
        case blockComment(star: Bool), slash(regexAllowed: Bool), regex(inClass: Bool), regexEscape(inClass: Bool)
    }

    private(set) var state = State.code
    /// Whether the last token read ends an operand, after which `/` divides.
    private var afterOperand = false
    /// The first bytes of the name just read, while the last token is a name.
    private var word: [UInt8] = []
    private var inWord = false

    /// Keywords after which `/` starts a regular expression.
    private static let regexKeywords: Set<[UInt8]> = Set(
        ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]
            .map { Array($0.utf8) })

    /// Where a value written now would be.
    var context: TemplateContext {
        switch state {
        case .string, .stringEscape: .scriptString
        case .template, .templateEscape: .refused(.templateLiteral)
        default: .refused(.script)
        }
    }

    mutating func step(_ byte: UInt8) {
        switch state {
        case .code:
            code(byte)
        case .string(let quote):
            if byte == UInt8(ascii: "\\") {
                state = .stringEscape(quote)
            } else if byte == quote || byte == 0x0A || byte == 0x0D {
                // A line break ends an unclosed string as a syntax error would.
                endOperand()
            }
        case .stringEscape(let quote):
            state = .string(quote)
        case .template:
            if byte == UInt8(ascii: "\\") {
                state = .templateEscape
            } else if byte == UInt8(ascii: "`") {
                endOperand()
            }
        case .templateEscape:
            state = .template
        case .lineComment:
            if byte == 0x0A || byte == 0x0D { state = .code }
        case .blockComment(let star):
            state = star && byte == UInt8(ascii: "/") ? .code : .blockComment(star: byte == UInt8(ascii: "*"))
        case .slash(let regexAllowed):
            if byte == UInt8(ascii: "/") {
                state = .lineComment
            } else if byte == UInt8(ascii: "*") {
                state = .blockComment(star: false)
            } else if regexAllowed {
                state = .regex(inClass: false)
                step(byte)
            } else {
                (state, afterOperand, word, inWord) = (.code, false, [], false)
                code(byte)
            }
        case .regex(let inClass):
            if byte == UInt8(ascii: "\\") {
                state = .regexEscape(inClass: inClass)
            } else if byte == 0x0A || byte == 0x0D {
                state = .code
            } else if inClass {
                if byte == UInt8(ascii: "]") { state = .regex(inClass: false) }
            } else if byte == UInt8(ascii: "[") {
                state = .regex(inClass: true)
            } else if byte == UInt8(ascii: "/") {
                endOperand()
            }
        case .regexEscape(let inClass):
            state = .regex(inClass: inClass)
        }
    }

    private mutating func code(_ byte: UInt8) {
        let isNamePart =
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        if isNamePart {
            if !inWord { (word, inWord) = ([], true) }
            if word.count < 12 { word.append(byte) }
            afterOperand = true
            return
        }
        inWord = false
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
            break
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            state = .string(byte)
        case UInt8(ascii: "`"):
            state = .template
        case UInt8(ascii: "/"):
            state = .slash(regexAllowed: !afterOperand || Self.regexKeywords.contains(word))
        case UInt8(ascii: ")"), UInt8(ascii: "]"):
            (afterOperand, word) = (true, [])
        default:
            (afterOperand, word) = (false, [])
        }
    }

    /// A string, template literal or regular expression ended: what follows is read as after an operand.
    private mutating func endOperand() {
        (state, afterOperand, word, inWord) = (.code, true, [], false)
    }
}
