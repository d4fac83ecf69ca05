import Testing

@testable import BinaryCoding

/// Round-trips through the binary coders, checking on the way that the streaming encoder and the tree
/// encoder it falls back on write the same bytes.
func roundTrip<T: Codable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
    let bytes = try BinaryEncoder().encode(value)
    let tree = try BinaryEncoder().encodeAsTree(value)
    #expect(bytes == tree, "the streaming and tree encoders disagree", sourceLocation: sourceLocation)
    return try BinaryDecoder().decode(T.self, from: bytes)
}

struct Primitives: Codable, Equatable {
    var bool = true
    var int = Int.min
    var int8 = Int8.min
    var int16 = Int16.max
    var int32 = Int32.min
    var int64 = Int64.max
    var uint = UInt.max
    var uint8 = UInt8.max
    var uint16 = UInt16.max
    var uint32 = UInt32.max
    var uint64 = UInt64.max
    var float: Float = -0.0
    var double = 0.1
    var string = "plain"
}

struct Optionals: Codable, Equatable {
    var int: Int?
    var string: String?
    var bool: Bool?
    var double: Double?
    var nested: Primitives?
    var list: [Int?]?
    var uint8: UInt8?
}

indirect enum Tree: Codable, Equatable {
    case leaf
    case value(Int)
    case labeled(name: String, weight: Double?)
    case pair(Tree, Tree)
    case list([Tree], at: Int)
}

enum Shade: String, Codable, Hashable {
    case light, dark
}

struct Collections: Codable, Equatable {
    var strings: [String: String]
    var ints: [Int: String]
    /// Keys of a `RawRepresentable` enum: encoded as an unkeyed list of keys and values, as in `ColorSpec.values`.
    var shades: [Shade: Double]
    var nested: [String: [String: [Int]]]
    var empty: [String: Int]
    var emptyList: [String]
    var sets: Set<String>
}

/// Writes its keys in one order and reads them in another, skipping one.
struct Reordered: Codable, Equatable {
    var a: Int
    var b: String
    var c: [Int]
    enum CodingKeys: String, CodingKey { case a, b, c, unused }

    init(a: Int, b: String, c: [Int]) {
        self.a = a
        self.b = b
        self.c = c
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(a, forKey: .a)
        try container.encode("ignored", forKey: .unused)
        try container.encode(b, forKey: .b)
        try container.encode(c, forKey: .c)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        c = try container.decode([Int].self, forKey: .c)
        b = try container.decode(String.self, forKey: .b)
        a = try container.decode(Int.self, forKey: .a)
    }
}

/// Every kind of container a custom `encode(to:)` can ask for.
struct Containers: Codable, Equatable {
    var point: (x: Double, y: Double)
    var tags: [String]
    var inner: Int

    enum CodingKeys: String, CodingKey { case point, tags, inner, base }
    enum PointKeys: String, CodingKey { case x, y }

    static func == (lhs: Containers, rhs: Containers) -> Bool {
        lhs.point == rhs.point && lhs.tags == rhs.tags && lhs.inner == rhs.inner
    }

    init(point: (x: Double, y: Double), tags: [String], inner: Int) {
        self.point = point
        self.tags = tags
        self.inner = inner
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var point = container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
        try point.encode(self.point.x, forKey: .x)
        try point.encode(self.point.y, forKey: .y)
        var tags = container.nestedUnkeyedContainer(forKey: .tags)
        for tag in self.tags {
            var pair = tags.nestedUnkeyedContainer()
            try pair.encode(tag)
            try pair.encodeNil()
        }
        try inner.encode(to: container.superEncoder(forKey: .base))
        try "parent".encode(to: container.superEncoder())
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let point = try container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
        self.point = (try point.decode(Double.self, forKey: .x), try point.decode(Double.self, forKey: .y))
        var tags = try container.nestedUnkeyedContainer(forKey: .tags)
        var collected: [String] = []
        while !tags.isAtEnd {
            var pair = try tags.nestedUnkeyedContainer()
            collected.append(try pair.decode(String.self))
            #expect(try pair.decodeNil())
            #expect(pair.isAtEnd)
        }
        self.tags = collected
        inner = try Int(from: container.superDecoder(forKey: .base))
        #expect(try String(from: container.superDecoder()) == "parent")
    }
}

/// A superclass and a subclass sharing one keyed container, and one writing through `superEncoder()`.
class Animal: Codable, Equatable {
    var name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name && type(of: lhs) == type(of: rhs) }
}

final class Dog: Animal {
    var good: Bool
    enum CodingKeys: String, CodingKey { case good }

    init(name: String, good: Bool) {
        self.good = good
        super.init(name: name)
    }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        good = try container.decode(Bool.self, forKey: .good)
        try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(good, forKey: .good)
        try super.encode(to: container.superEncoder())
    }
}

final class Cat: Animal {
    var lives: Int
    enum CodingKeys: String, CodingKey { case lives }

    init(name: String, lives: Int) {
        self.lives = lives
        super.init(name: name)
    }

    required init(from decoder: any Decoder) throws {
        lives = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .lives)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        // The same keyed container as the superclass's, asked for twice.
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lives, forKey: .lives)
        try super.encode(to: encoder)
    }
}

/// Writes to two nested containers in turn: the streaming encoder cannot, and hands over to the tree.
struct Interleaved: Codable, Equatable {
    var left: [Int]
    var right: [String]
    enum CodingKeys: String, CodingKey { case left, right, after }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var left = container.nestedUnkeyedContainer(forKey: .left)
        var right = container.nestedUnkeyedContainer(forKey: .right)
        for (number, text) in zip(self.left, self.right) {
            try left.encode(number)
            try right.encode(text)
        }
        try container.encode(left.count, forKey: .after)
    }

    init(left: [Int], right: [String]) {
        self.left = left
        self.right = right
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        #expect(try container.decode(Int.self, forKey: .after) == container.decode([Int].self, forKey: .left).count)
        left = try container.decode([Int].self, forKey: .left)
        right = try container.decode([String].self, forKey: .right)
    }
}

/// Writes nothing at all, which reads back as an empty keyed container.
struct Silent: Codable, Equatable {
    init() {}
    init(from decoder: any Decoder) throws {}
    func encode(to encoder: any Encoder) throws {}
}
