/// Thrown inside the streaming encoder when a value writes out of order (into a container that is already
/// closed, or a slot whose place has passed); `BinaryEncoder` then encodes the value again with `TreeEncoder`.
struct NeedsTreeEncoding: Error {}

/// The streaming encoder's one output buffer and its open containers.
///
/// Values are written in place as they come. A container is opened with a placeholder for its length, and
/// closed (its length filled in) when a write goes to a container below it or the encoding ends. That is
/// the order synthesized `encode(to:)` writes in; anything else (writing to two nested containers in turn,
/// keeping a `superEncoder()` for later) sets `needsTree`, and the whole value is encoded again by the
/// general `TreeEncoder`, which produces the same bytes.
final class StreamingEncoderState {
    struct OpenContainer {
        var id: Int
        /// Offset of the container's tag.
        var start: Int
        /// Elements so far (unkeyed containers).
        var count: Int
        /// The slot the container is the value of; 0 for nested containers.
        var slot: Int
        /// Where it is in its parent (see `pathComponent`).
        var pathComponent: Int
        var unkeyed: Bool
    }

    /// A path component: a key's offset in `output`, `-(index + 1)` for an element, or `rootComponent`.
    static let rootComponent = Int.min

    let output = OutputBuffer()
    // The state belongs to one encoding on one thread, and no access to these properties spans a call that
    // touches them again (the checked builds' tests would trap), so their dynamic exclusivity checks, which
    // cost more than the writes they guard, are left out.
    @exclusivity(unchecked) var open: [OpenContainer] = []
    /// The slot whose value comes next, at the end of `output`; 0 when none.
    @exclusivity(unchecked) var pendingSlot = 0
    @exclusivity(unchecked) var pendingComponent = rootComponent
    @exclusivity(unchecked) var lastSlot = 0
    @exclusivity(unchecked) var lastContainer = 0
    @exclusivity(unchecked) var needsTree = false
    @exclusivity(unchecked) var tooLarge = false
    let userInfo: [CodingUserInfoKey: Any]

    init(userInfo: [CodingUserInfoKey: Any]) {
        self.userInfo = userInfo
        open.reserveCapacity(16)
    }

    /// Marks the encoding as out of order; returns the error to throw.
    func fail() -> NeedsTreeEncoding {
        needsTree = true
        return NeedsTreeEncoding()
    }

    /// Prepares a write into the container `id` at `depth`: fills a slot left without a value and closes the
    /// containers above it; throws when that container is already closed.
    @inline(__always)
    func beginWrite(_ id: Int, depth: Int) throws {
        if pendingSlot != 0 { fillPendingSlot() }
        guard depth < open.count, open[depth].id == id, !needsTree else { throw fail() }
        while open.count > depth + 1 { closeTop() }
    }

    /// A slot that got no value (an unused `superEncoder()`, an `encode(to:)` that wrote nothing) holds an
    /// empty keyed container, as `JSONEncoder` writes `{}`.
    func fillPendingSlot() {
        var output = output
        output.append(BinaryFormat.keyedTag)
        output.appendLittleEndian(UInt32(0))
        pendingSlot = 0
    }

    func closeTop() {
        let container = open.removeLast()
        let length = output.count - container.start - 1 - BinaryFormat.lengthSize
        guard length <= UInt32.max, container.count <= UInt32.max else {
            tooLarge = true
            return
        }
        output.patchLittleEndian(UInt32(length), at: container.start + 1)
        if container.unkeyed {
            output.patchLittleEndian(UInt32(container.count), at: container.start + 1 + BinaryFormat.lengthSize)
        }
    }

    /// Opens a container at the end of `output` and returns its id.
    func openContainer(unkeyed: Bool, slot: Int, pathComponent: Int) -> Int {
        lastContainer += 1
        open.append(
            OpenContainer(id: lastContainer, start: output.count, count: 0, slot: slot, pathComponent: pathComponent, unkeyed: unkeyed))
        var output = output
        output.append(unkeyed ? BinaryFormat.unkeyedTag : BinaryFormat.keyedTag)
        output.appendLittleEndian(UInt32(0))
        if unkeyed { output.appendLittleEndian(UInt32(0)) }
        return lastContainer
    }

    /// Writes a key and returns its offset, the path component of the value that follows.
    @inline(__always)
    func writeKey(_ key: some CodingKey) -> Int {
        var output = output
        let offset = output.count
        output.appendText(key.stringValue)
        return offset
    }

    /// Starts a slot for a value at the end of `output` and returns its id.
    func beginSlot(pathComponent: Int) -> Int {
        lastSlot += 1
        pendingSlot = lastSlot
        pendingComponent = pathComponent
        return lastSlot
    }

    /// Encodes `value` into a new slot at `depth` (its containers go to `open[depth]`).
    func encodeValue<T: Encodable>(_ value: T, pathComponent: Int, depth: Int) throws {
        let slot = beginSlot(pathComponent: pathComponent)
        try value.encode(to: StreamingEncoder(state: self, slot: slot, depth: depth))
        if pendingSlot == slot { fillPendingSlot() }
    }

    /// Closes every open container.
    func finish() {
        if pendingSlot != 0 { fillPendingSlot() }
        while !open.isEmpty { closeTop() }
    }

    /// The coding path of a value at `depth` whose own component is `last`.
    func codingPath(depth: Int, last: Int?) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var components = open.prefix(depth).dropFirst().map(\.pathComponent)
        if let last { components.append(last) }
        for component in components {
            if component >= 0 {
                path.append(BinaryCodingKey(stringValue: keyText(at: component)))
            } else if component != Self.rootComponent {
                path.append(BinaryCodingKey(index: -component - 1))
            }
        }
        return path
    }

    /// The key written at `offset` by `writeKey`.
    func keyText(at offset: Int) -> String {
        var count = 0
        var shift = 0
        var position = offset
        while position < output.count {
            let byte = output[position]
            position += 1
            count |= Int(byte & 0x7F) << shift
            shift += 7
            if byte < 0x80 { break }
        }
        let end = min(output.count, position + count)
        return String(decoding: UnsafeBufferPointer(start: output.base + position, count: max(0, end - position)), as: UTF8.self)
    }
}
