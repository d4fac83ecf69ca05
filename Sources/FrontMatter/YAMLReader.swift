import CYAML
import Diagnostics

/// Reads front-matter YAML with libyaml's event API into a `YAMLValue`; the only file that calls into CYAML.
///
/// Problems become diagnostics; nothing here throws or traps. Input over `maximumByteCount` bytes or with
/// flow collections nested deeper than `maximumDepth` is refused before libyaml sees it, because libyaml's
/// scanner slows down quadratically on deep `[[[[…` nesting.
package struct YAMLReader: Sendable {
    /// Front matter larger than this (UTF-8 bytes) is not parsed.
    package static let maximumByteCount = 64 * 1024
    /// Collections nested deeper than this stop the reading.
    package static let maximumDepth = 16

    /// Path reported in locations.
    package var path: String
    /// The file line on which the YAML text's first line sits, so locations point into the original file.
    package var firstLine: Int

    package init(path: String, firstLine: Int) {
        self.path = path
        self.firstLine = firstLine
    }

    /// The top-level node (`nil` when the text is empty, only comments, or could not be read) and any problems.
    package func read(_ text: String) -> (value: YAMLValue?, diagnostics: [Diagnostic]) {
        var events = 0
        return read(text, countingEvents: &events)
    }

    /// `read(_:)`, adding to `events` the libyaml events read: none when the text is refused before libyaml sees
    /// it (the tests count them instead of timing a refusal).
    func read(_ text: String, countingEvents events: inout Int) -> (value: YAMLValue?, diagnostics: [Diagnostic]) {
        let bytes = Array(text.utf8)
        let start = SourceLocation(path: path, line: firstLine, column: 1)
        if bytes.count > Self.maximumByteCount {
            let message = "front matter is \(bytes.count) bytes, more than the \(Self.maximumByteCount) allowed; it was not read"
            let note = "move the bulk of it into the page body; front matter is for a page's title, description and other short values"
            return (nil, [.error("frontmatter.too-large", message, at: start, notes: [note])])
        }
        if let deep = YAMLFlowDepthScanner(limit: Self.maximumDepth).firstTooDeepBracket(in: bytes) {
            let location = SourceLocation(path: path, line: firstLine + deep.line, column: deep.column + 1)
            return (nil, [YAMLTreeBuilder.tooDeep(at: location)])
        }
        if bytes.isEmpty { return (nil, []) }

        var builder = YAMLTreeBuilder()
        let failure = bytes.withUnsafeBufferPointer { buffer in
            parse(buffer) {
                events += 1
                return builder.consume($0)
            }
        }
        var diagnostics = builder.diagnostics.map { diagnostic in
            // An alias or anchor in front matter is almost always a value starting with `*` or `&`.
            guard diagnostic.id == "frontmatter.alias", let line = diagnostic.location.map({ $0.line - firstLine }) else {
                return diagnostic
            }
            guard let quoting = YAMLFixSuggestion.quotingNotes(forLines: [Self.line(line, of: bytes)]) else { return diagnostic }
            var noted = diagnostic
            noted.notes = quoting + diagnostic.notes.map { "or " + $0 }
            return noted
        }
        if let failure { diagnostics.append(failure) }
        return (failure == nil ? builder.root : nil, diagnostics)
    }

    /// Feeds every event to `consume` until it returns false or the stream ends; returns a syntax diagnostic on failure.
    private func parse(_ buffer: UnsafeBufferPointer<UInt8>, consume: (YAMLEvent) -> Bool) -> Diagnostic? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .error(
                "frontmatter.syntax", "front matter could not be read: libyaml could not start", at: location(line: 0, column: 0),
                notes: ["an environment problem (out of memory); run the build again"])
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return syntaxError(parser, buffer)
            }
            defer { yaml_event_delete(&event) }
            guard let converted = convert(event) else { continue }
            if !consume(converted) || converted == .streamEnd { return nil }
        }
    }

    private func convert(_ event: yaml_event_t) -> YAMLEvent? {
        let at = location(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        case YAML_ALIAS_EVENT:
            return .alias(string(event.data.alias.anchor) ?? "", at: at)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            return .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE, anchor: string(scalar.anchor), at: at)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: string(event.data.sequence_start.anchor), at: at)
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: string(event.data.mapping_start.anchor), at: at)
        default:
            return nil
        }
    }

    private func syntaxError(_ parser: yaml_parser_t, _ buffer: UnsafeBufferPointer<UInt8>) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        var message = "front matter is not valid YAML: \(problem)"
        if let context = parser.context.map({ String(cString: $0) }) { message += " (\(context))" }
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset rather than a mark.
            let offset = min(Int(parser.problem_offset), buffer.count)
            let before = buffer[..<offset]
            let line = before.count { $0 == UInt8(ascii: "\n") }
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let column = buffer[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
            let notes = ["remove the control character or invalid byte at the position shown, or re-save the file as UTF-8"]
            return .error("frontmatter.syntax", message, at: location(line: line, column: column), notes: notes)
        }
        let at = location(line: Int(parser.problem_mark.line), column: Int(parser.problem_mark.column))
        var candidateLines = [Int(parser.problem_mark.line)]
        // A problem found only at the end of what it spoils (an unclosed quote or list) was started on the
        // context line.
        if parser.context != nil { candidateLines.append(Int(parser.context_mark.line)) }
        let notes = YAMLFixSuggestion.notes(forLines: candidateLines.map { Self.line($0, of: buffer) })
        return .error("frontmatter.syntax", message, at: at, notes: notes)
    }

    /// Line `index` (0-based) of `bytes`, without its line break; empty past the end.
    static func line<Bytes: RandomAccessCollection<UInt8>>(_ index: Int, of bytes: Bytes) -> String where Bytes.Index == Int {
        var start = 0
        for _ in 0..<max(0, index) {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return "" }
            start = newline + 1
        }
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafePointer($0)) }
    }

    /// A libyaml mark (0-based line and column in characters) as a location in the original file.
    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: firstLine + line, column: column + 1)
    }
}
