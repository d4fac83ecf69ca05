/// The streaming encoder's output: a growable buffer written through a pointer. (Appending to an array
/// stored in the encoder's state object made every write pay for a dynamic exclusivity check.)
final class OutputBuffer: BinaryWriter {
    // One encoding's buffer on one thread; no access spans another (see `StreamingEncoderState`).
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(utf8 text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard let source = utf8.baseAddress, utf8.count > 0 else { return }
            if capacity - count < utf8.count { grow(toHold: utf8.count) }
            (base + count).initialize(from: source, count: utf8.count)
            count += utf8.count
        }
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let source = buffer.baseAddress, buffer.count > 0 else { return }
            if capacity - count < buffer.count { grow(toHold: buffer.count) }
            (base + count).initialize(from: source, count: buffer.count)
            count += buffer.count
        }
    }

    /// Overwrites 4 bytes at `offset` (a length or count reserved earlier).
    func patchLittleEndian(_ value: UInt32, at offset: Int) {
        base[offset] = UInt8(truncatingIfNeeded: value)
        base[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
        base[offset + 2] = UInt8(truncatingIfNeeded: value >> 16)
        base[offset + 3] = UInt8(truncatingIfNeeded: value >> 24)
    }

    subscript(offset: Int) -> UInt8 { base[offset] }

    private func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
