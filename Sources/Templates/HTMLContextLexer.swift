/// Follows a template's literal text as an HTML tokenizer would, in source order and across its tags, to find
/// where each variable tag stands (`context`: element text, a quoted attribute value, a string in a script,
/// or a place no escaping makes safe) and where URL attribute values (`href`, `src`, …) start and end: what
/// `TemplateRenderer` needs to escape values for their place and to check the URLs that variables make
/// (`TemplateURLPolicy`).
///
/// Mustache tags are not text to it, except that a variable right after `href=` starts an unquoted value.
/// It is an approximation of the HTML tokenizer that is exact for tags, attributes, comments and the raw text
/// of `<script>` and `<style>`; inside a script it follows the JavaScript (`ScriptLexer`), but not the
/// `<!--` escapes of the HTML script states. Sections are read as if they rendered, and a partial as a
/// template of its own starting outside any tag.
struct HTMLContextLexer {
    /// Where one URL attribute value is, as seen from one literal text (`TemplateNode.text`).
    struct TextContext: Sendable, Hashable {
        /// Bytes (and line breaks followed by more text, which a standalone partial indents) of a part of the text.
        struct Span: Sendable, Hashable {
            var bytes: Int
            var breaks: Int
        }

        /// When the text starts inside a URL attribute value: its first bytes, which continue that value.
        var continuation: Span?
        /// Whether that value ends within the text (at its closing quote, or at the space or `>` after it).
        var closes = false
        /// When the text ends inside a URL attribute value that starts in it: the value's bytes at its end.
        var tail: Span?
    }

    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "cite", "data", "background", "ping", "manifest",
        "codebase", "longdesc", "icon",
    ]
    private static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp", "noscript"]
    /// SVG elements whose attributes can set another attribute, such as a link's `href`.
    private static let animationElements: Set<String> = ["animate", "set", "animatemotion", "animatetransform"]

    private enum State: Equatable {
        case data, tagOpen, endTagOpen, tagName, beforeAttributeName, attributeName, afterAttributeName
        case beforeValue, quotedValue(UInt8), unquotedValue, rawText
        /// `<!` read, and how many dashes after it; `<!--` opens a comment, anything else a bogus comment.
        case markupDeclaration(dashes: Int)
        /// In a comment, after this many dashes (`-->` closes it); `--!` waits for its `>` in `commentBang`.
        case comment(dashes: Int), commentBang
        /// `<!DOCTYPE …>`, `<?…>`, `</…>` not starting with a letter: closed by the first `>`.
        case bogusComment
    }

    /// What an attribute's value is to the page.
    private enum AttributeKind {
        case plain, url, eventHandler, style, srcdoc
    }

    private var state = State.data
    private var tagName: [UInt8] = []
    private var isEndTag = false
    private var attributeName: [UInt8] = []
    /// The kind of the attribute whose value is being read, set at its `=`.
    private var attributeKind = AttributeKind.plain
    /// The element whose raw text (`<script>…`) is being skipped, and how much of `</name` has been matched.
    private var rawTextElement: [UInt8] = []
    private var rawTextMatched = 0
    /// The JavaScript read so far, inside a `<script>` element.
    private var script: ScriptLexer?

    /// Whether the attribute being read is a URL attribute.
    private var isURLAttribute: Bool { attributeKind == .url }

    /// Whether the tokenizer is inside the value of a URL attribute.
    private var isInURLValue: Bool {
        switch state {
        case .quotedValue, .unquotedValue: isURLAttribute
        default: false
        }
    }

    /// Where a value written now would be.
    var context: TemplateContext {
        switch state {
        case .data, .markupDeclaration, .comment, .commentBang, .bogusComment: return .html
        case .tagOpen: return .tagOpen
        case .endTagOpen, .tagName: return .refused(.tagName)
        case .beforeAttributeName, .attributeName, .afterAttributeName: return .refused(.attributeName)
        case .beforeValue, .unquotedValue: return .refused(.unquotedValue)
        case .quotedValue:
            if Self.animationElements.contains(String(decoding: tagName, as: UTF8.self)) { return .refused(.animation) }
            switch attributeKind {
            case .plain, .url: return .html
            case .eventHandler: return .refused(.eventHandler)
            case .style: return .refused(.styleAttribute)
            case .srcdoc: return .refused(.srcdoc)
            }
        case .rawText:
            if let script { return script.context }
            return rawTextElement == Array("style".utf8) ? .refused(.style) : .html
        }
    }

    /// A variable tag: after `href=` it starts an unquoted value.
    mutating func variable() {
        if state == .beforeValue { state = .unquotedValue }
    }

    /// Reads one literal text; nil when it neither starts nor ends in a URL attribute value.
    mutating func read(_ bytes: ArraySlice<UInt8>) -> TextContext? {
        var context = TextContext()
        let last = bytes.endIndex - 1
        var valueStart: Int? = isInURLValue ? bytes.startIndex : nil
        var continuing = valueStart != nil
        var breaks = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let before = state
            let wasInValue = isInURLValue
            step(byte)
            let isInValue = isInURLValue
            if wasInValue, !isInValue {
                // The value ended at this byte: its closing quote, or the space or `>` after it.
                if continuing, let start = valueStart {
                    context.continuation = .init(bytes: index - start, breaks: breaks)
                    context.closes = true
                }
                (continuing, valueStart) = (false, nil)
            } else if !wasInValue, isInValue {
                // A quote opens the value after it; any other byte is the value's first.
                valueStart = before == .beforeValue && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") ? index : index + 1
                breaks = 0
            } else if isInValue, byte == UInt8(ascii: "\n"), index != last {
                breaks += 1
            }
        }
        if let start = valueStart {
            let span = TextContext.Span(bytes: bytes.endIndex - start, breaks: breaks)
            if continuing { context.continuation = span } else { context.tail = span }
        } else if state == .beforeValue, isURLAttribute {
            // `href=` at the end: a variable starts the value.
            context.tail = .init(bytes: 0, breaks: 0)
        }
        return context.continuation == nil && context.tail == nil ? nil : context
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    private mutating func step(_ byte: UInt8) {
        switch state {
        case .data:
            if byte == UInt8(ascii: "<") { state = .tagOpen }
        case .tagOpen:
            if byte == UInt8(ascii: "/") {
                state = .endTagOpen
            } else if byte == UInt8(ascii: "!") {
                state = .markupDeclaration(dashes: 0)
            } else if byte == UInt8(ascii: "?") {
                state = .bogusComment
            } else if Self.isLetter(byte) {
                (state, tagName, isEndTag) = (.tagName, [Self.lower(byte)], false)
            } else {
                state = byte == UInt8(ascii: "<") ? .tagOpen : .data
            }
        case .endTagOpen:
            if Self.isLetter(byte) {
                (state, tagName, isEndTag) = (.tagName, [Self.lower(byte)], true)
            } else {
                state = byte == UInt8(ascii: ">") ? .data : .bogusComment
            }
        case .tagName:
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else {
                tagName.append(Self.lower(byte))
            }
        case .beforeAttributeName:
            if byte == UInt8(ascii: ">") {
                endTag()
            } else if !Self.isSpace(byte), byte != UInt8(ascii: "/") {
                (state, attributeName) = (.attributeName, [Self.lower(byte)])
            }
        case .attributeName:
            if Self.isSpace(byte) {
                state = .afterAttributeName
            } else if byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: "=") {
                startValue()
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else {
                attributeName.append(Self.lower(byte))
            }
        case .afterAttributeName:
            if byte == UInt8(ascii: "=") {
                startValue()
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else if byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if !Self.isSpace(byte) {
                (state, attributeName) = (.attributeName, [Self.lower(byte)])
            }
        case .beforeValue:
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .quotedValue(byte)
            } else if byte == UInt8(ascii: ">") {
                endTag()
            } else if !Self.isSpace(byte) {
                state = .unquotedValue
            }
        case .quotedValue(let quote):
            if byte == quote { state = .beforeAttributeName }
        case .unquotedValue:
            if Self.isSpace(byte) {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                endTag()
            }
        case .markupDeclaration(let dashes):
            if byte == UInt8(ascii: "-") {
                state = dashes == 1 ? .comment(dashes: 2) : .markupDeclaration(dashes: 1)
            } else {
                state = byte == UInt8(ascii: ">") ? .data : .bogusComment
            }
        case .comment(let dashes):
            // Starts after `<!--` at two dashes, so that `<!-->` closes as a browser closes it.
            if byte == UInt8(ascii: ">"), dashes >= 2 {
                state = .data
            } else if byte == UInt8(ascii: "!"), dashes >= 2 {
                state = .commentBang
            } else {
                state = .comment(dashes: byte == UInt8(ascii: "-") ? dashes + 1 : 0)
            }
        case .commentBang:
            state = byte == UInt8(ascii: ">") ? .data : .comment(dashes: byte == UInt8(ascii: "-") ? 1 : 0)
        case .bogusComment:
            if byte == UInt8(ascii: ">") { state = .data }
        case .rawText:
            script?.step(byte)
            // Looking for `</name`; what follows it is read as an end tag.
            let expected: UInt8? =
                rawTextMatched == 0
                ? UInt8(ascii: "<")
                : rawTextMatched == 1 ? UInt8(ascii: "/") : rawTextElement[rawTextMatched - 2]
            if Self.lower(byte) == expected {
                rawTextMatched += 1
                if rawTextMatched == rawTextElement.count + 2 {
                    (state, tagName, isEndTag, script) = (.tagName, rawTextElement, true, nil)
                }
            } else {
                rawTextMatched = byte == UInt8(ascii: "<") ? 1 : 0
            }
        }
    }

    /// The `=` after an attribute's name: what its value is to the page follows from the name.
    private mutating func startValue() {
        state = .beforeValue
        let name = String(decoding: attributeName, as: UTF8.self)
        attributeKind =
            if Self.urlAttributes.contains(name) {
                .url
            } else if attributeName.starts(with: "on".utf8) {
                .eventHandler
            } else if name == "style" {
                .style
            } else if name == "srcdoc" {
                .srcdoc
            } else {
                .plain
            }
    }

    private mutating func endTag() {
        (attributeName, attributeKind) = ([], .plain)
        if !isEndTag, Self.rawTextElements.contains(String(decoding: tagName, as: UTF8.self)) {
            (state, rawTextElement, rawTextMatched) = (.rawText, tagName, 0)
            script = tagName == Array("script".utf8) ? ScriptLexer() : nil
        } else {
            state = .data
        }
    }
}
