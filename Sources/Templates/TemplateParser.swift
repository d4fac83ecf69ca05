/// Turns Mustache source into a `TemplateNode` tree in one pass, applying the standalone-line rules.
///
/// Sections are built with an explicit stack instead of recursion, so deeply nested input cannot
/// exhaust the call stack; nesting deeper than `maximumSectionDepth` is reported as an error.
struct TemplateParser {
    static let maximumSectionDepth = 256

    let bytes: [UInt8]
    let templateName: String
    let lines: SourceLineTable
    var openTag: [UInt8] = Array("{{".utf8)
    var closeTag: [UInt8] = Array("}}".utf8)
    var position = 0
    /// True when nothing has been emitted yet on the current source line.
    var atLineStart = true
    var rootNodes: [TemplateNode] = []
    var openSections: [OpenSection] = []
    /// Where each tag stands in the HTML and where URL attribute values are, following the literal text in
    /// source order.
    var html = HTMLContextLexer()

    /// A section whose closing tag has not been read yet.
    struct OpenSection {
        var name: TemplateName
        var inverted: Bool
        var offset: Int
        var location: TagLocation
        var startsLine: Bool
        var children: [TemplateNode] = []
    }

    init(source: String, templateName: String) {
        bytes = Array(source.utf8)
        self.templateName = templateName
        lines = SourceLineTable(bytes: bytes)
    }

    mutating func parse() throws(TemplateSyntaxError) -> [TemplateNode] {
        while position < bytes.count {
            guard let tagStart = find(openTag, from: position) else {
                appendText(upTo: bytes.count)
                position = bytes.count
                break
            }
            let tag = try readTag(at: tagStart)
            if tag.kind.canStandAlone, let line = standaloneLine(tagStart: tagStart, tagEnd: tag.end) {
                appendText(upTo: line.start)
                position = line.end
                let indentation = String(decoding: bytes[line.start..<tagStart], as: UTF8.self)
                try handle(tag, standaloneIndentation: indentation)
                atLineStart = true
            } else {
                appendText(upTo: tagStart)
                position = tag.end
                try handle(tag, standaloneIndentation: nil)
            }
        }
        if let unclosed = openSections.last {
            throw error(at: unclosed.offset, "section '\(unclosed.name.text)' is opened here but never closed")
        }
        return rootNodes
    }

    private mutating func handle(_ tag: Tag, standaloneIndentation: String?) throws(TemplateSyntaxError) {
        let isStandalone = standaloneIndentation != nil
        let location = lines.location(ofOffset: tag.start)
        switch tag.kind {
        case .comment:
            break
        case .delimiters:
            try changeDelimiters(tag)
        case .variable(let escaped):
            // Raw values are the template's trusted HTML, written as they are wherever they stand.
            let context = escaped ? html.context : .html
            html.variable()
            append(
                .variable(TemplateName(tag.content), escaped: escaped, context: context, location: location, startsLine: atLineStart))
            atLineStart = false
        case .partial:
            if let standaloneIndentation {
                append(
                    .partial(
                        tag.content, indentation: standaloneIndentation, context: html.context, location: location,
                        startsLine: false))
            } else {
                append(.partial(tag.content, indentation: nil, context: html.context, location: location, startsLine: atLineStart))
                atLineStart = false
            }
        case .section(let inverted):
            guard openSections.count < Self.maximumSectionDepth else {
                throw error(at: tag.start, "sections are nested more than \(Self.maximumSectionDepth) deep")
            }
            let section = OpenSection(
                name: TemplateName(tag.content), inverted: inverted, offset: tag.start,
                location: location, startsLine: !isStandalone && atLineStart)
            openSections.append(section)
            if !isStandalone { atLineStart = false }
        case .close:
            try closeSection(named: tag.content, at: tag.start, isStandalone: isStandalone)
        }
    }

    private mutating func closeSection(named name: String, at offset: Int, isStandalone: Bool) throws(TemplateSyntaxError) {
        guard var section = openSections.popLast() else {
            throw error(at: offset, "closing tag '\(name)' has no open section to close")
        }
        guard section.name.text == name else {
            throw error(
                at: offset,
                "closing tag '\(name)' does not match the open section '\(section.name.text)' "
                    + "(opened at line \(section.location.line), column \(section.location.column))")
        }
        // Indentation before an inline closing tag belongs to the section's last line.
        if !isStandalone && atLineStart {
            section.children.append(.text("", startsLine: true, hasInnerLineBreak: false, url: nil))
            atLineStart = false
        }
        append(
            .section(
                section.name, inverted: section.inverted, children: section.children,
                location: section.location, startsLine: section.startsLine))
    }

    private mutating func append(_ node: TemplateNode) {
        if openSections.isEmpty {
            rootNodes.append(node)
        } else {
            openSections[openSections.count - 1].children.append(node)
        }
    }

    private mutating func appendText(upTo end: Int) {
        guard end > position else { return }
        let hasInnerLineBreak = bytes[position..<(end - 1)].contains(UInt8(ascii: "\n"))
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        let url = html.read(bytes[position..<end])
        append(.text(text, startsLine: atLineStart, hasInnerLineBreak: hasInnerLineBreak, url: url))
        atLineStart = bytes[end - 1] == UInt8(ascii: "\n")
    }

    /// The bounds of the tag's line when only spaces and tabs share it, the line break included.
    private func standaloneLine(tagStart: Int, tagEnd: Int) -> (start: Int, end: Int)? {
        var start = tagStart
        while start > 0, Self.isSpaceOrTab(bytes[start - 1]) { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        var end = tagEnd
        while end < bytes.count, Self.isSpaceOrTab(bytes[end]) { end += 1 }
        if end == bytes.count { return (start, end) }
        if bytes[end] == UInt8(ascii: "\n") { return (start, end + 1) }
        if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
            return (start, end + 2)
        }
        return nil
    }

    func error(at offset: Int, _ message: String) -> TemplateSyntaxError {
        let location = lines.location(ofOffset: offset)
        return TemplateSyntaxError(
            templateName: templateName, line: location.line, column: location.column,
            lineText: lines.text(ofLine: location.line), message: message)
    }

    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        isSpaceOrTab(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
