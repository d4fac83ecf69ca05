import BinaryCoding
import MarkdownSyntax

extension PageResultCodec {
    package static func write(_ table: ColorTable, to writer: inout ByteWriter) {
        writer.writeString(table.id)
        writer.writeString(table.pageId)
        writer.writeString(table.title)
        writer.writeOptionalString(table.anchor)
        writer.writeByte(tag(table.kind))
        writer.writeStrings(table.platforms)
        writer.writeStrings(table.notes)
        writer.writeArray(table.appearances) { write($1, to: &$0) }
        writer.writeArray(table.colors) { write($1, to: &$0) }
        writer.writeArray(table.semanticColors) { write($1, to: &$0) }
        writer.writeBool(table.recoveredFromLines)
        writer.writeInt(table.line)
        writer.writeInt(table.column)
        writer.writeInt(table.blockPosition.line)
        writer.writeInt(table.blockPosition.column)
        writer.writeOptionalString(table.deprecated)
    }

    package static func readColorTable(_ reader: inout ByteReader) throws -> ColorTable {
        ColorTable(
            id: try reader.readString(),
            pageId: try reader.readString(),
            title: try reader.readString(),
            anchor: try reader.readOptionalString(),
            kind: try readTableKind(&reader),
            platforms: try reader.readStrings(),
            notes: try reader.readStrings(),
            appearances: try reader.readArray { try readAppearance(&$0) },
            colors: try reader.readArray { try readColorSpec(&$0) },
            semanticColors: try reader.readArray { try readSemanticColor(&$0) },
            recoveredFromLines: try reader.readBool(),
            line: try reader.readInt(),
            column: try reader.readInt(),
            blockPosition: SourcePosition(line: try reader.readInt(), column: try reader.readInt()),
            deprecated: try reader.readOptionalString())
    }

    package static func write(_ spec: ColorSpec, to writer: inout ByteWriter) {
        writer.writeString(spec.name)
        writer.writeOptionalString(spec.localizedName)
        writeAPIs(spec.apis, to: &writer)
        // Sorted by appearance, for the same bytes in every run.
        writer.writeCount(spec.values.count)
        for (appearance, value) in spec.values.sorted(by: { $0.key < $1.key }) {
            write(appearance, to: &writer)
            write(value, to: &writer)
        }
        writer.writeInt(spec.line)
        writer.writeInt(spec.column)
        writer.writeOptionalString(spec.deprecated)
    }

    package static func readColorSpec(_ reader: inout ByteReader) throws -> ColorSpec {
        let name = try reader.readString()
        let localizedName = try reader.readOptionalString()
        let apis = try readAPIs(&reader)
        let count = try reader.readCount()
        var values: [Appearance: ColorValue] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let appearance = try readAppearance(&reader)
            guard values.updateValue(try readColorValue(&reader), forKey: appearance) == nil else {
                throw reader.failure("a color has two \(appearance.rawValue) values")
            }
        }
        return ColorSpec(
            name: name, localizedName: localizedName, apis: apis, values: values, line: try reader.readInt(), column: try reader.readInt(),
            deprecated: try reader.readOptionalString())
    }

    package static func write(_ color: SemanticColor, to writer: inout ByteWriter) {
        writer.writeString(color.name)
        writer.writeString(color.purpose)
        writeAPIs(color.apis, to: &writer)
        writer.writeInt(color.line)
        writer.writeInt(color.column)
    }

    package static func readSemanticColor(_ reader: inout ByteReader) throws -> SemanticColor {
        SemanticColor(
            name: try reader.readString(), purpose: try reader.readString(), apis: try readAPIs(&reader), line: try reader.readInt(),
            column: try reader.readInt())
    }

    /// Framework → API name, sorted by framework for the same bytes in every run.
    static func writeAPIs(_ apis: [String: String], to writer: inout ByteWriter) {
        writer.writeCount(apis.count)
        for (framework, name) in apis.sorted(by: { $0.key < $1.key }) {
            writer.writeString(framework)
            writer.writeString(name)
        }
    }

    static func readAPIs(_ reader: inout ByteReader) throws -> [String: String] {
        let count = try reader.readCount()
        var apis: [String: String] = [:]
        apis.reserveCapacity(count)
        for _ in 0..<count {
            let framework = try reader.readString()
            guard apis.updateValue(try reader.readString(), forKey: framework) == nil else {
                throw reader.failure("the API column '\(framework)' appears twice")
            }
        }
        return apis
    }

    package static func write(_ value: ColorValue, to writer: inout ByteWriter) {
        writer.writeByte(value.red)
        writer.writeByte(value.green)
        writer.writeByte(value.blue)
        writer.writeDouble(value.alpha)
        writer.writeByte(tag(value.colorSpace))
        writer.writeOptional(value.displayP3) { writer, components in
            writer.writeArray(components) { $0.writeDouble($1) }
        }
        writer.writeByte(tag(value.notation))
        writer.writeString(value.original)
        writer.writeInt(value.line)
        writer.writeInt(value.column)
    }

    package static func readColorValue(_ reader: inout ByteReader) throws -> ColorValue {
        ColorValue(
            red: try reader.readByte(), green: try reader.readByte(), blue: try reader.readByte(), alpha: try reader.readDouble(),
            colorSpace: try readColorSpace(&reader),
            displayP3: try reader.readOptional { try $0.readArray { try $0.readDouble() } },
            notation: try readNotation(&reader), original: try reader.readString(), line: try reader.readInt(),
            column: try reader.readInt())
    }

    // MARK: Enums, as fixed numbers

    static func tag(_ kind: ColorTable.Kind) -> UInt8 {
        switch kind {
        case .specification: 0
        case .semantic: 1
        case .pairs: 2
        }
    }

    static func readTableKind(_ reader: inout ByteReader) throws -> ColorTable.Kind {
        switch try reader.readByte() {
        case 0: .specification
        case 1: .semantic
        case 2: .pairs
        case let tag: throw reader.failure("\(tag) is not a kind of color table")
        }
    }

    /// The known appearances by a tag byte, in tag order; any other is tag 6 followed by its label.
    static let knownAppearances: [Appearance] = Appearance.allCases + [.background, .foreground]

    static func write(_ appearance: Appearance, to writer: inout ByteWriter) {
        if let index = knownAppearances.firstIndex(of: appearance) {
            writer.writeByte(UInt8(index))
        } else {
            writer.writeByte(6)
            writer.writeString(appearance.label)
        }
    }

    static func readAppearance(_ reader: inout ByteReader) throws -> Appearance {
        switch try reader.readByte() {
        case let tag where tag < knownAppearances.count: knownAppearances[Int(tag)]
        case 6: Appearance.custom(try reader.readString())
        case let tag: throw reader.failure("\(tag) is not an appearance")
        }
    }

    static func tag(_ space: ColorValue.ColorSpace) -> UInt8 {
        switch space {
        case .sRGB: 0
        case .displayP3: 1
        }
    }

    static func readColorSpace(_ reader: inout ByteReader) throws -> ColorValue.ColorSpace {
        switch try reader.readByte() {
        case 0: .sRGB
        case 1: .displayP3
        case let tag: throw reader.failure("\(tag) is not a color space")
        }
    }

    static func tag(_ notation: ColorValue.Notation) -> UInt8 {
        switch notation {
        case .rgbLabeled: 0
        case .cssRGB: 1
        case .hex: 2
        case .triplet: 3
        case .displayP3: 4
        case .argbHex: 5
        case .named: 6
        }
    }

    static func readNotation(_ reader: inout ByteReader) throws -> ColorValue.Notation {
        switch try reader.readByte() {
        case 0: .rgbLabeled
        case 1: .cssRGB
        case 2: .hex
        case 3: .triplet
        case 4: .displayP3
        case 5: .argbHex
        case 6: .named
        case let tag: throw reader.failure("\(tag) is not a color notation")
        }
    }
}
