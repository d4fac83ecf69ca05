import Testing

@testable import BinaryCoding

@Suite struct BinaryDecoderTests {
    /// A keyed container spelled out by hand: `count` entries `k0`, `k1`, … holding their index.
    static func keyed(_ entries: [(String, [UInt8])]) -> [UInt8] {
        var body: [UInt8] = []
        for (key, value) in entries {
            body.appendText(key)
            body += value
        }
        var bytes: [UInt8] = [BinaryFormat.keyedTag]
        bytes.appendLittleEndian(UInt32(body.count))
        return bytes + body
    }

    static func unkeyed(_ elements: [[UInt8]], count: Int? = nil) -> [UInt8] {
        var body: [UInt8] = []
        body.appendLittleEndian(UInt32(count ?? elements.count))
        for element in elements { body += element }
        var bytes: [UInt8] = [BinaryFormat.unkeyedTag]
        bytes.appendLittleEndian(UInt32(body.count))
        return bytes + body
    }

    static func int(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        value.append(to: &bytes)
        return bytes
    }

    struct ABC: Codable, Equatable {
        var a: Int
        var b: Int
        var c: Int
    }

    @Test func keysAreFoundInAnyOrder() throws {
        let orders = [["a", "b", "c"], ["c", "b", "a"], ["b", "a", "c"], ["c", "a", "b"]]
        for order in orders {
            let bytes = Self.keyed(order.map { ($0, Self.int(Int($0.unicodeScalars.first!.value))) } + [("extra", Self.int(0))])
            #expect(try BinaryDecoder().decode(ABC.self, from: bytes) == ABC(a: 97, b: 98, c: 99), "\(order)")
        }
    }

    @Test func allKeysAndContains() throws {
        struct Keys: Decodable {
            var all: [String]
            var hasB: Bool
            var hasZ: Bool
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: BinaryCodingKey.self)
                all = container.allKeys.map(\.stringValue)
                hasZ = container.contains(BinaryCodingKey(stringValue: "z"))
                hasB = container.contains(BinaryCodingKey(stringValue: "b"))
                // Asking does not move the reading position: the keys still read in any order.
                #expect(try container.decode(Int.self, forKey: BinaryCodingKey(stringValue: "b")) == 2)
                #expect(try container.decode(Int.self, forKey: BinaryCodingKey(stringValue: "a")) == 1)
                #expect(try container.decodeNil(forKey: BinaryCodingKey(stringValue: "n")))
                #expect(try !container.decodeNil(forKey: BinaryCodingKey(stringValue: "a")))
                #expect(try container.decodeIfPresent(Int.self, forKey: BinaryCodingKey(stringValue: "n")) == nil)
                #expect(try container.decodeIfPresent(Int.self, forKey: BinaryCodingKey(stringValue: "z")) == nil)
                #expect(throws: DecodingError.self) { try container.decode(Int.self, forKey: BinaryCodingKey(stringValue: "z")) }
            }
        }
        let bytes = Self.keyed([("a", Self.int(1)), ("b", Self.int(2)), ("n", [BinaryFormat.nilTag])])
        let keys = try BinaryDecoder().decode(Keys.self, from: bytes)
        #expect(keys.all == ["a", "b", "n"])
        #expect(keys.hasB && !keys.hasZ)
    }

    @Test func wrongTypesAreTypeErrorsWithTheirPath() throws {
        let bytes = try BinaryEncoder().encode(["outer": ["inner": [1, 2]]])
        do {
            _ = try BinaryDecoder().decode([String: [String: [String]]].self, from: bytes)
            Issue.record("decoded integers as strings")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["outer", "inner", "Index 0"])
        }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(ABC.self, from: BinaryEncoder().encode([1, 2, 3])) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Int.self, from: BinaryEncoder().encode(Int?.none)) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Bool.self, from: BinaryEncoder().encode("true")) }
    }

    @Test(
        arguments: [
            [], [0xFF], [BinaryFormat.stringTag], [BinaryFormat.stringTag, 5, 0x61], [BinaryFormat.signedTag, 0x80],
            [BinaryFormat.signedTag] + [UInt8](repeating: 0xFF, count: 10) + [0x01], [BinaryFormat.doubleTag, 0, 0, 0],
            [BinaryFormat.keyedTag, 0xFF, 0xFF, 0xFF, 0xFF], [BinaryFormat.unkeyedTag, 4, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x7F],
            [BinaryFormat.unkeyedTag, 2, 0, 0, 0, 0, 0], [BinaryFormat.stringTag, 2, 0xC3, 0x28], [BinaryFormat.trueTag, 0],
            [BinaryFormat.stringTag, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F],
        ] as [[UInt8]])
    func malformedInputThrows(_ bytes: [UInt8]) {
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode([String].self, from: bytes) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(String.self, from: bytes) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(ABC.self, from: bytes) }
    }

    @Test func aHugeCountAllocatesNothing() throws {
        // Claims four billion elements in nine bytes: refused before anything is sized from it.
        let bytes = Self.unkeyed([], count: Int(UInt32.max))
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode([Int].self, from: bytes) }
        // A count larger than the elements that follow it.
        #expect(throws: DecodingError.self) {
            try BinaryDecoder().decode([Int].self, from: Self.unkeyed([Self.int(1), Self.int(2)], count: 3))
        }
    }

    @Test func aContainerOverrunningItsParentIsRefused() throws {
        // The inner list claims one byte more than the outer container holds.
        var inner = Self.unkeyed([Self.int(1)])
        inner[1] += 1
        var outer = Self.unkeyed([inner])
        outer.append(0)
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode([[Int]].self, from: outer) }
    }

    @Test func nestingIsBounded() throws {
        var bytes = Self.unkeyed([])
        for _ in 0..<520 { bytes = Self.unkeyed([bytes]) }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode([[Int]].self, from: bytes) }
        struct Deep: Decodable {
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                while !container.isAtEnd { _ = try container.decode(Deep.self) }
            }
        }
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Deep.self, from: bytes) }
        var shallow = BinaryDecoder()
        shallow.maximumDepth = 600
        _ = try shallow.decode(Deep.self, from: bytes)
    }

    @Test func trailingBytesAreRefused() throws {
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Int.self, from: Self.int(1) + [0]) }
    }

    @Test func randomGarbageNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...12, using: &generator) }
            _ = try? BinaryDecoder().decode(Collections.self, from: bytes)
            _ = try? BinaryDecoder().decode(Tree.self, from: bytes)
            _ = try? BinaryDecoder().decode([String: [Int?]].self, from: bytes)
        }
    }
}
