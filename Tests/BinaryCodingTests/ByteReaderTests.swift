import Testing

@testable import BinaryCoding

/// `ByteWriter`'s primitives read back by `ByteReader`, and every kind of bad input refused with an error.
@Suite struct ByteReaderTests {
    static func written(_ write: (inout ByteWriter) -> Void) -> [UInt8] {
        var writer = ByteWriter()
        write(&writer)
        return writer.bytes
    }

    @Test(arguments: [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, -300, Int(Int32.max), Int(Int32.min), Int.max, Int.min])
    func integersRoundTrip(_ value: Int) throws {
        var reader = ByteReader(Self.written { $0.writeInt(value) })
        #expect(try reader.readInt() == value)
        try reader.expectEnd()
    }

    @Test func varintsAreLEB128AndZigzag() {
        #expect(Self.written { $0.writeUnsigned(0) } == [0])
        #expect(Self.written { $0.writeUnsigned(127) } == [0x7F])
        #expect(Self.written { $0.writeUnsigned(128) } == [0x80, 0x01])
        #expect(Self.written { $0.writeUnsigned(300) } == [0xAC, 0x02])
        #expect(Self.written { $0.writeUnsigned(.max) } == [UInt8](repeating: 0xFF, count: 9) + [0x01])
        #expect(Self.written { $0.writeInt(-1) } == [0x01])
        #expect(Self.written { $0.writeInt(1) } == [0x02])
        #expect(Self.written { $0.writeInt(-64) } == [0x7F])
    }

    @Test func unsignedExtremesRoundTrip() throws {
        for value: UInt64 in [0, 1, 0x7F, 0x80, 0x3FFF, 0x4000, UInt64(UInt32.max), .max - 1, .max] {
            var reader = ByteReader(Self.written { $0.writeUnsigned(value) })
            #expect(try reader.readUnsigned() == value)
        }
    }

    @Test func anIntegerOverSixtyFourBitsThrows() {
        // Ten bytes whose last carries more than the one bit left.
        var reader = ByteReader([UInt8](repeating: 0xFF, count: 9) + [0x02])
        #expect(throws: ByteReadError.self) { try reader.readUnsigned() }
        // Or never ends.
        var endless = ByteReader([UInt8](repeating: 0x80, count: 20))
        #expect(throws: ByteReadError.self) { try endless.readUnsigned() }
    }

    @Test func doublesKeepTheirBitPattern() throws {
        let values: [Double] = [
            0, -0.0, 1, -1.5, .pi, 1e-310, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
            Double(bitPattern: 0x7FF4_0000_0000_0001), 0.1 + 0.2,
        ]
        let bytes = Self.written { writer in values.forEach { writer.writeDouble($0) } }
        #expect(bytes.count == 8 * values.count)
        var reader = ByteReader(bytes)
        for value in values {
            #expect(try reader.readDouble().bitPattern == value.bitPattern)
        }
        try reader.expectEnd()
    }

    @Test func stringsRoundTrip() throws {
        let strings = [
            "", "a", "plain ASCII text that is longer than thirty-two bytes, to pass the wide scan", "é", "蓝色 Blue", "🎨👩‍👩‍👧‍👦",
            "\u{0}\r\n\t", String(repeating: "Grüße ", count: 50), "ascii for forty bytes, then one: ✓",
        ]
        var reader = ByteReader(Self.written { $0.writeStrings(strings) })
        #expect(try reader.readStrings() == strings)
        try reader.expectEnd()
    }

    @Test(arguments: [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF0, 0x90, 0x80, 0x41]] as [[UInt8]])
    func invalidUTF8Throws(_ bad: [UInt8]) {
        // Behind enough ASCII to take the scan's wide path too.
        for prefix in ["", String(repeating: "x", count: 40)] {
            let payload = Array(prefix.utf8) + bad
            var reader = ByteReader([UInt8(payload.count)] + payload)
            #expect(throws: ByteReadError.self) { try reader.readString() }
        }
    }

    @Test func boolsAndOptionalsRefuseOtherMarkers() throws {
        var reader = ByteReader(
            Self.written {
                $0.writeBool(true); $0.writeBool(false); $0.writeOptionalInt(nil); $0.writeOptionalInt(-7)
            })
        #expect(try reader.readBool() == true)
        #expect(try reader.readBool() == false)
        #expect(try reader.readOptionalInt() == nil)
        #expect(try reader.readOptionalInt() == -7)
        var bool = ByteReader([2])
        #expect(throws: ByteReadError.self) { try bool.readBool() }
        var optional = ByteReader([2, 0])
        #expect(throws: ByteReadError.self) { try optional.readOptionalString() }
    }

    @Test func nilAndEmptyStayApart() throws {
        var reader = ByteReader(
            Self.written {
                $0.writeOptionalString(nil); $0.writeOptionalString("")
            })
        #expect(try reader.readOptionalString() == nil)
        #expect(try reader.readOptionalString() == "")
    }

    @Test func aCountLargerThanWhatRemainsThrows() throws {
        // Claims 2^62 strings, or a string of 2^62 bytes, with three bytes behind: refused before anything is allocated.
        let huge = Self.written { $0.writeUnsigned(1 << 62) } + [1, 2, 3]
        var array = ByteReader(huge)
        #expect(throws: ByteReadError.self) { try array.readStrings() }
        var string = ByteReader(huge)
        #expect(throws: ByteReadError.self) { try string.readString() }
        // One more than remains.
        var justOver = ByteReader([4, 0, 0, 0])
        #expect(throws: ByteReadError.self) { try justOver.readArray { try $0.readByte() } }
        var exact = ByteReader([3, 0, 0, 0])
        #expect(try exact.readArray { try $0.readByte() } == [0, 0, 0])
    }

    @Test func readingPastTheEndThrows() {
        var reader = ByteReader([])
        #expect(throws: ByteReadError.self) { try reader.readByte() }
        #expect(throws: ByteReadError.self) { try reader.readInt() }
        #expect(throws: ByteReadError.self) { try reader.readBool() }
        var double = ByteReader([1, 2, 3, 4, 5, 6, 7])
        #expect(throws: ByteReadError.self) { try double.readDouble() }
        #expect(double.offset == 0)
    }

    @Test func magicAndEndAreChecked() throws {
        var reader = ByteReader([0xB7, 0x50, 0x52, 9])
        try reader.expect([0xB7, 0x50, 0x52], "a test value")
        #expect(throws: ByteReadError.self) { try reader.expectEnd() }
        #expect(try reader.readByte() == 9)
        try reader.expectEnd()
        var other = ByteReader([0xB7, 0x50])
        #expect(throws: ByteReadError.self) { try other.expect([0xB7, 0x50, 0x52], "a test value") }
        var wrong = ByteReader([8, 0x50, 0x52])
        let error = #expect(throws: ByteReadError.self) { try wrong.expect([0xB7, 0x50, 0x52], "a test value") }
        #expect(error?.description == "the input is not a test value (at byte 0)")
    }

    @Test func aSliceIsReadFromItsOwnStart() throws {
        let bytes: [UInt8] = [0xAA, 0xBB] + Self.written { $0.writeString("hé") }
        var reader = ByteReader(bytes[2...])
        #expect(try reader.readString() == "hé")
        #expect(reader.offset == 4)
        try reader.expectEnd()
    }
}
