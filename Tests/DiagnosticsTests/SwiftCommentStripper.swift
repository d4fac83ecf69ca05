/// Swift source with the text of its comments (`//`, `///` and nested `/* */`) turned into spaces, newlines kept,
/// so that a search of the code finds only what the code does, never what a comment says. String literals (`"…"`,
/// `"""…"""`, raw `#"…"#`, with `\(…)` interpolations that hold code of their own) and `#/…/#` regex literals are
/// copied as they are, so `"https://…"` is not taken for a comment. (Bare `/…/` regex literals are not told from
/// division; the sources write theirs as `#/…/#`.)
struct SwiftCommentStripper {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var output = String.UnicodeScalarView()

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    static func strip(_ text: String) -> String {
        var stripper = SwiftCommentStripper(text)
        stripper.code(inInterpolation: false)
        return String(stripper.output)
    }

    private func at(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func copy(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            output.append(scalars[index])
            index += 1
        }
    }

    /// Blanks one scalar of a comment: a newline stays, anything else becomes a space.
    private mutating func blank() {
        output.append(scalars[index] == "\n" ? "\n" : " ")
        index += 1
    }

    /// Code up to the end, or, in an interpolation, up to and with the `)` that closes it.
    private mutating func code(inInterpolation: Bool) {
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/" && at(1) == "/" {
                while index < scalars.count && scalars[index] != "\n" { blank() }
            } else if scalar == "/" && at(1) == "*" {
                blockComment()
            } else if scalar == "#" || scalar == "\"" {
                literalOrPound()
            } else {
                if inInterpolation && scalar == "(" { depth += 1 }
                if inInterpolation && scalar == ")" {
                    if depth == 0 {
                        copy()
                        return
                    }
                    depth -= 1
                }
                copy()
            }
        }
    }

    /// A `/* … */` comment, which may hold others.
    private mutating func blockComment() {
        var depth = 0
        while index < scalars.count {
            if scalars[index] == "/" && at(1) == "*" {
                depth += 1
                blank()
                blank()
            } else if scalars[index] == "*" && at(1) == "/" {
                depth -= 1
                blank()
                blank()
                if depth == 0 { return }
            } else {
                blank()
            }
        }
    }

    /// At a `#` or a `"`: a string or regex literal (`#` signs, then `"`, `"""` or `/`), else one `#` of code.
    private mutating func literalOrPound() {
        var pounds = 0
        while at(pounds) == "#" { pounds += 1 }
        switch at(pounds) {
        case "\"":
            let multiline = at(pounds + 1) == "\"" && at(pounds + 2) == "\""
            copy(pounds + (multiline ? 3 : 1))
            string(pounds: pounds, multiline: multiline)
        case "/" where pounds > 0:
            copy(pounds + 1)
            while index < scalars.count && !closes("/", pounds: pounds) { copy() }
            copy(1 + pounds)
        default:
            copy()
        }
    }

    /// Whether `delimiter` followed by `pounds` `#` signs starts here.
    private func closes(_ delimiter: String, pounds: Int) -> Bool {
        let wanted = Array(delimiter.unicodeScalars) + Array(repeating: "#", count: pounds)
        return wanted.indices.allSatisfy { at($0) == wanted[$0] }
    }

    /// The body of a string literal after its opening delimiter, with the closing one.
    private mutating func string(pounds: Int, multiline: Bool) {
        let close = multiline ? "\"\"\"" : "\""
        let escape = "\\" + String(repeating: "#", count: pounds)
        while index < scalars.count {
            if closes(close, pounds: pounds) {
                copy(close.unicodeScalars.count + pounds)
                return
            }
            if closes(escape, pounds: 0) {
                copy(1 + pounds)
                if at(0) == "(" {
                    copy()
                    code(inInterpolation: true)
                } else {
                    copy()
                }
                continue
            }
            copy()
        }
    }
}
