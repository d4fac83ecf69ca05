import BinaryCoding
import Guidelines

/// One frame the pool sends a worker: the processing options, or a page to process with the options the
/// worker received last. A worker gets the options before its first page and again only when they change
/// (they are the same for every page of a build), so a page's frame carries just the page. A page is
/// answered with its `PageResult` in `PageResultCodec`'s format; options are not answered.
///
/// Each frame's payload starts with its kind byte; the options' fields (`PageWorkRequest+Options`) or the
/// page's follow in `ByteWriter`'s format.
package enum PageWorkRequest: Sendable, Hashable {
    case options(PageProcessor.Options)
    case page(PageSource)

    static let optionsKind: UInt8 = 0x4F  // "O"
    static let pageKind: UInt8 = 0x50  // "P"

    /// The payload of an options frame.
    package static func encode(_ options: PageProcessor.Options) -> [UInt8] {
        var writer = ByteWriter(capacity: 128)
        writer.writeByte(optionsKind)
        write(options, to: &writer)
        return writer.bytes
    }

    /// The payload of a page frame.
    package static func encode(_ source: PageSource) -> [UInt8] {
        var writer = ByteWriter(capacity: 64 + source.relativePath.utf8.count * 2 + source.text.utf8.count)
        writer.writeByte(pageKind)
        writer.writeString(source.relativePath)
        writer.writeString(source.displayPath)
        writer.writeString(source.text)
        writer.writeBool(source.hadInvalidUTF8)
        return writer.bytes
    }

    /// The request a frame's payload holds; throws on a payload that is not one.
    package static func decode(_ payload: [UInt8]) throws -> PageWorkRequest {
        var reader = ByteReader(payload)
        switch try reader.readByte() {
        case optionsKind:
            let options = try readOptions(&reader)
            try reader.expectEnd()
            return .options(options)
        case pageKind:
            let source = PageSource(
                relativePath: try reader.readString(), displayPath: try reader.readString(), text: try reader.readString(),
                hadInvalidUTF8: try reader.readBool())
            try reader.expectEnd()
            return .page(source)
        case let kind:
            throw reader.failure("\(kind) is not a kind of worker request")
        }
    }
}
