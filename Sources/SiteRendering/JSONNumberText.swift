/// A `Double` as JSON text the way `JSONEncoder` writes it: the shortest digits that read back the same, and no
/// fraction for a whole number (`13`, not `13.0`).
enum JSONNumberText {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
