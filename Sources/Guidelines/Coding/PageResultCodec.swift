import BinaryCoding
import Diagnostics
import MarkdownSyntax

/// The compact binary form of a `PageResult`: what a page worker sends back and the page cache stores.
///
/// Hand-written with `ByteWriter` and `ByteReader`: every stored property of every type inside a result, in
/// declaration order, no keys or tags. The bytes start with `magic` and `version`, so bytes of another format
/// (or another version of this one) are refused rather than misread. Dictionaries are written sorted by key,
/// so the same result always gives the same bytes. Enums are written as explicit numbers, not their raw
/// values or case order, so renaming a case keeps the format. Reading never traps: cut-short or damaged input
/// throws `ByteReadError` (with bounded YAML nesting, so it cannot exhaust the stack either).
///
/// A stored property added to any of these types must be added here too, and `version` bumped
/// (`PageResultCodecTests` counts the properties to remind you).
package enum PageResultCodec {
    /// The first bytes of every encoding; 0xB7 never starts JSON, nor the tagged binary format that version 3
    /// of the page cache stored (its first byte was a tag below 10).
    package static let magic: [UInt8] = [0xB7, UInt8(ascii: "P"), UInt8(ascii: "R")]
    /// Bumped whenever the layout changes.
    package static let version: UInt8 = 7
    /// Values nested deeper than this (YAML front matter, sections) are refused when reading, so damaged input
    /// cannot exhaust the stack; `YAMLReader` stops at 16 levels and sections nest two.
    package static let maximumDepth = 64

    /// The bytes of `result`, starting with `magic` and `version`.
    package static func encode(_ result: PageResult) -> [UInt8] {
        let textBytes = (result.page?.bodyHTML.utf8.count ?? 0) + (result.page?.markdownText.utf8.count ?? 0)
        var writer = ByteWriter(capacity: 1024 + textBytes * 5 / 4)
        writer.writeRaw(magic)
        writer.writeByte(version)
        write(result, to: &writer)
        return writer.bytes
    }

    /// The result `bytes` hold; throws `ByteReadError` when they are not exactly one result of this format.
    package static func decode(_ bytes: ArraySlice<UInt8>) throws -> PageResult {
        var reader = ByteReader(bytes)
        try reader.expect(magic, "a page result")
        let found = try reader.readByte()
        guard found == version else { throw reader.failure("a page result of format version \(found), not \(version)") }
        let result = try readResult(&reader)
        try reader.expectEnd()
        return result
    }

    /// Where a page's body and Markdown copy lie in the bytes its result was decoded from (positions of the
    /// slice's base), when `decode(_:leavingTexts:)` left them there.
    package struct TextPlaces: Sendable, Equatable {
        package var body: Range<Int>
        package var markdown: Range<Int>
    }

    /// The result `bytes` hold with its page's body and Markdown copy left in `bytes`, each `.stored` (or
    /// empty when it is), and where they lie: what a build that keeps bodies out of memory reads from the
    /// cache without making (and copying) 20 KB of strings a page. Throws as `decode(_:)`.
    package static func decode(
        _ bytes: ArraySlice<UInt8>, leavingTexts: Bool
    ) throws -> (result: PageResult, texts: TextPlaces?) {
        var reader = ByteReader(bytes)
        try reader.expect(magic, "a page result")
        let found = try reader.readByte()
        guard found == version else { throw reader.failure("a page result of format version \(found), not \(version)") }
        var texts: TextPlaces?
        let page = try reader.readOptional { reader in
            let (page, places) = try readPage(&reader, leavingTexts: leavingTexts)
            texts = places
            return page
        }
        let diagnostics = try reader.readArray { try readDiagnostic(&$0) }
        try reader.expectEnd()
        return (PageResult(page: page, diagnostics: diagnostics), texts)
    }

    /// Whether the texts `decode(_:leavingTexts:)` left in `bytes` are UTF-8, as `decode(_:)` requires of every
    /// string: what bytes from elsewhere (a worker's) must be before they are kept as they are.
    package static func textsAreUTF8(_ bytes: ArraySlice<UInt8>, _ texts: TextPlaces) -> Bool {
        [texts.body, texts.markdown].allSatisfy { range in
            bytes[range].withUnsafeBufferPointer { ByteReader.isUTF8($0) }
        }
    }

    /// The result `bytes` hold; throws `ByteReadError` when they are not exactly one result of this format.
    package static func decode(_ bytes: [UInt8]) throws -> PageResult {
        try decode(bytes[...])
    }

    // MARK: Result and page

    package static func write(_ result: PageResult, to writer: inout ByteWriter) {
        writer.writeOptional(result.page) { write($1, to: &$0) }
        writer.writeArray(result.diagnostics) { write($1, to: &$0) }
    }

    package static func readResult(_ reader: inout ByteReader) throws -> PageResult {
        let page = try reader.readOptional { try readPage(&$0) }
        let diagnostics = try reader.readArray { try readDiagnostic(&$0) }
        return PageResult(page: page, diagnostics: diagnostics)
    }

    package static func write(_ page: Page, to writer: inout ByteWriter) {
        writer.writeString(page.id)
        write(page.source, to: &writer)
        writer.writeString(page.title)
        writer.writeOptionalString(page.description)
        writer.writeOptionalString(page.summary)
        write(page.metadata, to: &writer)
        writer.writeArray(page.sections) { write($1, to: &$0) }
        writer.writeStrings(page.alsoCalled)
        writer.writeArray(page.related) { write($1, to: &$0) }
        writer.writeArray(page.changeLog) { write($1, to: &$0) }
        writer.writeArray(page.tasks) { write($1, to: &$0) }
        writer.writeString(page.bodyHTML)
        writer.writeString(page.markdownText)
        writer.writeArray(page.headings) { write($1, to: &$0) }
        writer.writeArray(page.links) { write($1, to: &$0) }
        writer.writeArray(page.colorTables) { write($1, to: &$0) }
        writer.writeArray(page.rules) { write($1, to: &$0) }
        writer.writeString(page.language.text)
    }

    package static func readPage(_ reader: inout ByteReader) throws -> Page {
        try readPage(&reader, leavingTexts: false).page
    }

    /// A page; with `leavingTexts`, its body and Markdown copy are passed over and `.stored` (when not
    /// empty), and where they lie is returned.
    static func readPage(_ reader: inout ByteReader, leavingTexts: Bool) throws -> (page: Page, texts: TextPlaces?) {
        let id = try reader.readString()
        let source = try readSourceInfo(&reader)
        let title = try reader.readString()
        let description = try reader.readOptionalString()
        let summary = try reader.readOptionalString()
        let metadata = try readMetadata(&reader)
        let sections = try reader.readArray { try readSection(&$0) }
        let alsoCalled = try reader.readStrings()
        let related = try reader.readArray { try readRelatedLink(&$0) }
        let changeLog = try reader.readArray { try readChangeLogEntry(&$0) }
        let tasks = try reader.readArray { try readTask(&$0) }
        let texts: TextPlaces?
        var bodyHTML = ""
        var markdown = ""
        if leavingTexts {
            texts = TextPlaces(body: try reader.skipString(), markdown: try reader.skipString())
        } else {
            texts = nil
            bodyHTML = try reader.readString()
            markdown = try reader.readString()
        }
        var page = Page(
            id: id, source: source, title: title, description: description, summary: summary, metadata: metadata,
            sections: sections, alsoCalled: alsoCalled, related: related, changeLog: changeLog, tasks: tasks,
            bodyHTML: bodyHTML, markdown: markdown,
            headings: try reader.readArray { try readHeading(&$0) },
            links: try reader.readArray { try readLink(&$0) },
            colorTables: try reader.readArray { try readColorTable(&$0) },
            rules: try reader.readArray { try readRule(&$0) },
            language: try readPageLanguage(&reader))
        if let texts {
            if !texts.body.isEmpty { page.body = .stored }
            if !texts.markdown.isEmpty { page.markdown = .stored }
        }
        return (page, texts)
    }

    package static func write(_ info: PageSourceInfo, to writer: inout ByteWriter) {
        writer.writeString(info.relativePath)
        writer.writeString(info.displayPath)
        writer.writeString(info.outputPath)
        writer.writeOptionalString(info.folder)
    }

    package static func readSourceInfo(_ reader: inout ByteReader) throws -> PageSourceInfo {
        PageSourceInfo(
            relativePath: try reader.readString(), displayPath: try reader.readString(), outputPath: try reader.readString(),
            folder: try reader.readOptionalString())
    }

    package static func write(_ section: PageSection, to writer: inout ByteWriter) {
        writer.writeString(section.id)
        writer.writeString(section.title)
        writer.writeInt(section.level)
        // Sections nest only H3 under H2; `readSection` still bounds the depth of damaged input.
        writer.writeArray(section.children) { write($1, to: &$0) }
    }

    package static func readSection(_ reader: inout ByteReader) throws -> PageSection {
        try readSection(&reader, depth: 1)
    }

    private static func readSection(_ reader: inout ByteReader, depth: Int) throws -> PageSection {
        guard depth <= maximumDepth else { throw reader.failure("sections nested more than \(maximumDepth) levels deep") }
        return PageSection(
            id: try reader.readString(), title: try reader.readString(), level: try reader.readInt(),
            children: try reader.readArray { try readSection(&$0, depth: depth + 1) })
    }

    package static func write(_ link: RelatedLink, to writer: inout ByteWriter) {
        writer.writeString(link.title)
        writer.writeString(link.href)
    }

    package static func readRelatedLink(_ reader: inout ByteReader) throws -> RelatedLink {
        RelatedLink(title: try reader.readString(), href: try reader.readString())
    }

    package static func write(_ entry: ChangeLogEntry, to writer: inout ByteWriter) {
        writer.writeString(entry.date)
        writer.writeString(entry.changes)
        writer.writeInt(entry.line)
    }

    package static func readChangeLogEntry(_ reader: inout ByteReader) throws -> ChangeLogEntry {
        ChangeLogEntry(date: try reader.readString(), changes: try reader.readString(), line: try reader.readInt())
    }

    package static func write(_ task: TaskItem, to writer: inout ByteWriter) {
        writer.writeString(task.text)
        writer.writeBool(task.checked)
        writer.writeOptionalString(task.sectionId)
        writer.writeOptionalString(task.sectionTitle)
    }

    package static func readTask(_ reader: inout ByteReader) throws -> TaskItem {
        TaskItem(
            text: try reader.readString(), checked: try reader.readBool(), sectionId: try reader.readOptionalString(),
            sectionTitle: try reader.readOptionalString())
    }

    // MARK: Rendered body

    package static func write(_ heading: RenderedHeading, to writer: inout ByteWriter) {
        writer.writeInt(heading.level)
        writer.writeString(heading.id)
        writer.writeString(heading.title)
        writer.writeOptionalString(heading.sourceURL)
        writer.writeInt(heading.line)
        writer.writeInt(heading.column)
    }

    package static func readHeading(_ reader: inout ByteReader) throws -> RenderedHeading {
        RenderedHeading(
            level: try reader.readInt(), id: try reader.readString(), title: try reader.readString(),
            sourceURL: try reader.readOptionalString(), line: try reader.readInt(), column: try reader.readInt())
    }

    package static func write(_ link: RenderedLink, to writer: inout ByteWriter) {
        write(link.destination, to: &writer)
        writer.writeString(link.raw)
        writer.writeBool(link.isImage)
        writer.writeInt(link.line)
        writer.writeInt(link.column)
    }

    package static func readLink(_ reader: inout ByteReader) throws -> RenderedLink {
        RenderedLink(
            destination: try readDestination(&reader), raw: try reader.readString(), isImage: try reader.readBool(),
            line: try reader.readInt(), column: try reader.readInt())
    }

    package static func write(_ destination: LinkDestination, to writer: inout ByteWriter) {
        switch destination {
        case .external(let url):
            writer.writeByte(0)
            writer.writeString(url)
        case .fragment(let fragment):
            writer.writeByte(1)
            writer.writeString(fragment)
        case .relative(let path, let fragment):
            writer.writeByte(2)
            writer.writeString(path)
            writer.writeOptionalString(fragment)
        case .unsafe(let scheme):
            writer.writeByte(3)
            writer.writeString(scheme)
        }
    }

    package static func readDestination(_ reader: inout ByteReader) throws -> LinkDestination {
        switch try reader.readByte() {
        case 0: return .external(try reader.readString())
        case 1: return .fragment(try reader.readString())
        case 2: return .relative(path: try reader.readString(), fragment: try reader.readOptionalString())
        case 3: return .unsafe(scheme: try reader.readString())
        case let tag: throw reader.failure("\(tag) is not a kind of link destination")
        }
    }

    // MARK: Rules

    package static func write(_ rule: Rule, to writer: inout ByteWriter) {
        writer.writeString(rule.id)
        writer.writeString(rule.anchor)
        writer.writeString(rule.lead)
        writer.writeString(rule.body)
        writer.writeByte(tag(rule.kind))
        writer.writeOptionalString(rule.section)
        writer.writeOptionalString(rule.sectionAnchor)
        writer.writeString(rule.textHash)
        writer.writeInt(rule.line)
        writer.writeInt(rule.column)
        writer.writeOptionalString(rule.deprecated)
    }

    package static func readRule(_ reader: inout ByteReader) throws -> Rule {
        Rule(
            id: try reader.readString(), anchor: try reader.readString(), lead: try reader.readString(), body: try reader.readString(),
            kind: try readRuleKind(&reader), section: try reader.readOptionalString(), sectionAnchor: try reader.readOptionalString(),
            textHash: try reader.readString(), line: try reader.readInt(), column: try reader.readInt(),
            deprecated: try reader.readOptionalString())
    }

    static func tag(_ kind: Rule.Kind) -> UInt8 {
        switch kind {
        case .mustNot: 0
        case .avoid: 1
        case .must: 2
        case .prefer: 3
        case .guidance: 4
        }
    }

    static func readRuleKind(_ reader: inout ByteReader) throws -> Rule.Kind {
        switch try reader.readByte() {
        case 0: .mustNot
        case 1: .avoid
        case 2: .must
        case 3: .prefer
        case 4: .guidance
        case let tag: throw reader.failure("\(tag) is not a kind of rule")
        }
    }

    // MARK: Diagnostics

    package static func write(_ diagnostic: Diagnostic, to writer: inout ByteWriter) {
        writer.writeByte(tag(diagnostic.severity))
        writer.writeString(diagnostic.id.rawValue)
        writer.writeString(diagnostic.message)
        writer.writeOptional(diagnostic.location) { write($1, to: &$0) }
        writer.writeStrings(diagnostic.notes)
    }

    package static func readDiagnostic(_ reader: inout ByteReader) throws -> Diagnostic {
        let severity = try readSeverity(&reader)
        let id = DiagnosticID(try reader.readString())
        let message = try reader.readString()
        let location = try reader.readOptional { try readLocation(&$0) }
        return Diagnostic(severity, id: id, message, at: location, notes: try reader.readStrings())
    }

    package static func write(_ location: SourceLocation, to writer: inout ByteWriter) {
        writer.writeString(location.path)
        writer.writeInt(location.line)
        writer.writeInt(location.column)
    }

    package static func readLocation(_ reader: inout ByteReader) throws -> SourceLocation {
        SourceLocation(path: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
    }

    static func tag(_ severity: Severity) -> UInt8 {
        switch severity {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    static func readSeverity(_ reader: inout ByteReader) throws -> Severity {
        switch try reader.readByte() {
        case 0: .note
        case 1: .warning
        case 2: .error
        case let tag: throw reader.failure("\(tag) is not a severity")
        }
    }
}
