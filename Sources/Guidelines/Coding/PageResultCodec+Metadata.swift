import BinaryCoding
import Diagnostics
import FrontMatter

extension PageResultCodec {
    package static func write(_ metadata: PageMetadata, to writer: inout ByteWriter) {
        writer.writeOptionalString(metadata.id)
        writer.writeOptionalString(metadata.title)
        writer.writeOptionalString(metadata.description)
        writer.writeOptional(metadata.platforms) { $0.writeStrings($1) }
        writer.writeOptionalString(metadata.availability)
        writer.writeOptional(metadata.reviewed) { write($1, to: &$0) }
        writer.writeOptionalString(metadata.source)
        writer.writeOptionalString(metadata.hig)
        writer.writeOptionalString(metadata.docs)
        writer.writeOptional(metadata.aliases) { $0.writeStrings($1) }
        writer.writeOptional(metadata.draft) { $0.writeBool($1) }
        writer.writeOptionalInt(metadata.weight)
        writer.writeOptionalString(metadata.language?.text)
        writer.writeOptionalString(metadata.deprecated)
        // Sorted by key: the same front matter gives the same bytes in every run.
        writer.writeCount(metadata.extra.count)
        for (key, value) in metadata.extra.sorted(by: { $0.key < $1.key }) {
            writer.writeString(key)
            write(value, to: &writer)
        }
    }

    package static func readMetadata(_ reader: inout ByteReader) throws -> PageMetadata {
        var metadata = PageMetadata(
            id: try reader.readOptionalString(),
            title: try reader.readOptionalString(),
            description: try reader.readOptionalString(),
            platforms: try reader.readOptional { try $0.readStrings() },
            availability: try reader.readOptionalString(),
            reviewed: try reader.readOptional { try readReviewDate(&$0) },
            source: try reader.readOptionalString(),
            hig: try reader.readOptionalString(),
            docs: try reader.readOptionalString(),
            aliases: try reader.readOptional { try $0.readStrings() },
            draft: try reader.readOptional { try $0.readBool() },
            weight: try reader.readOptionalInt(),
            language: try readLanguageTag(&reader),
            deprecated: try reader.readOptionalString())
        let count = try reader.readCount()
        metadata.extra.reserveCapacity(count)
        for _ in 0..<count {
            let key = try reader.readString()
            let value = try readYAMLValue(&reader, depth: 1)
            guard metadata.extra.updateValue(value, forKey: key) == nil else {
                throw reader.failure("the front matter key '\(key)' appears twice")
            }
        }
        return metadata
    }

    /// An optional tag as its text; text that is not a tag in its conventional case is damaged input.
    package static func readLanguageTag(_ reader: inout ByteReader) throws -> LanguageTag? {
        guard let text = try reader.readOptionalString() else { return nil }
        return try languageTag(text, reader)
    }

    /// A page's language, as its text.
    package static func readPageLanguage(_ reader: inout ByteReader) throws -> LanguageTag {
        try languageTag(try reader.readString(), reader)
    }

    private static func languageTag(_ text: String, _ reader: ByteReader) throws -> LanguageTag {
        guard let tag = LanguageTag(text), tag.text == text else { throw reader.failure("'\(text)' is not a language tag") }
        return tag
    }

    package static func write(_ date: ReviewDate, to writer: inout ByteWriter) {
        writer.writeInt(date.year)
        writer.writeInt(date.month)
        writer.writeOptionalInt(date.day)
        writer.writeString(date.text)
        writer.writeInt(date.line)
    }

    package static func readReviewDate(_ reader: inout ByteReader) throws -> ReviewDate {
        ReviewDate(
            year: try reader.readInt(), month: try reader.readInt(), day: try reader.readOptionalInt(), text: try reader.readString(),
            line: try reader.readInt())
    }

    package static func write(_ value: YAMLValue, to writer: inout ByteWriter) {
        switch value {
        case .scalar(let text, let plain, let location):
            writer.writeByte(0)
            writer.writeString(text)
            writer.writeBool(plain)
            write(location, to: &writer)
        case .sequence(let elements, let location):
            writer.writeByte(1)
            writer.writeArray(elements) { write($1, to: &$0) }
            write(location, to: &writer)
        case .mapping(let entries, let location):
            writer.writeByte(2)
            writer.writeArray(entries) { writer, entry in
                writer.writeString(entry.key)
                write(entry.keyLocation, to: &writer)
                write(entry.value, to: &writer)
            }
            write(location, to: &writer)
        }
    }

    /// A YAML value at nesting level `depth` (1 for a front matter field's value); throws past `maximumDepth`.
    package static func readYAMLValue(_ reader: inout ByteReader, depth: Int) throws -> YAMLValue {
        guard depth <= maximumDepth else { throw reader.failure("front matter nested more than \(maximumDepth) levels deep") }
        switch try reader.readByte() {
        case 0:
            return .scalar(try reader.readString(), plain: try reader.readBool(), at: try readLocation(&reader))
        case 1:
            return .sequence(try reader.readArray { try readYAMLValue(&$0, depth: depth + 1) }, at: try readLocation(&reader))
        case 2:
            let entries = try reader.readArray { reader in
                YAMLMappingEntry(
                    key: try reader.readString(), keyLocation: try readLocation(&reader),
                    value: try readYAMLValue(&reader, depth: depth + 1))
            }
            return .mapping(entries, at: try readLocation(&reader))
        case let tag:
            throw reader.failure("\(tag) is not a kind of YAML value")
        }
    }
}
