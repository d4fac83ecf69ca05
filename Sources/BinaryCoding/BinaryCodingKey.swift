/// The keys the coders make up: `super`, element indices in coding paths, keys read back from bytes.
struct BinaryCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }

    /// The key `superEncoder()` and `superDecoder()` use, as in `JSONEncoder`.
    static let `super` = BinaryCodingKey(stringValue: "super")
}
