/// A set of terms keyed by their UTF-8 bytes, each given a dense number (0, 1, 2 … in order of insertion).
///
/// Indexing looks a term up once per occurrence — about 15 million times for a 10,000-page site. Looking the
/// bytes up directly, in one open-addressed table with the keys side by side in one buffer, avoids making a
/// `String` and hashing it with `Hasher` for every occurrence; strings are made once per distinct term.
package struct SearchTermKeys: Sendable {
    /// Every key's bytes, one after another; key `n` is `storage[offsets[n]..<offsets[n + 1]]`.
    private var storage: [UInt8] = []
    private var offsets: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Key number + 1 per slot, 0 for an empty slot; the capacity is a power of two, at most half full.
    private var slots: [Int32]
    private var shift: UInt64

    /// The number of distinct keys.
    package var count: Int { hashes.count }

    package init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        shift = UInt64(64 - size.trailingZeroBitCount)
        storage.reserveCapacity(capacity * 8)
        offsets.reserveCapacity(capacity + 1)
        hashes.reserveCapacity(capacity)
    }

    /// The number of `key`, added when new.
    package mutating func number(of key: UnsafeBufferPointer<UInt8>) -> (number: Int, inserted: Bool) {
        number(of: key, hash: Self.hash(key))
    }

    /// `number(of:)` for a key whose `hash(_:)` is known.
    package mutating func number(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int, inserted: Bool) {
        var slot = Int(truncatingIfNeeded: hash >> shift)
        let mask = slots.count - 1
        while true {
            let occupant = Int(slots[slot])
            if occupant == 0 { break }
            let number = occupant - 1
            if hashes[number] == hash, equals(number, key) { return (number, false) }
            slot = (slot + 1) & mask
        }
        let number = hashes.count
        slots[slot] = Int32(number + 1)
        hashes.append(hash)
        storage.append(contentsOf: key)
        offsets.append(storage.count)
        if hashes.count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// The number of `key`, or nil when it is not in the set.
    package func number(ofExisting key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash >> shift)
        let mask = slots.count - 1
        while true {
            let occupant = Int(slots[slot])
            if occupant == 0 { return nil }
            if hashes[occupant - 1] == hash, equals(occupant - 1, key) { return occupant - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The hash of key `number` (`hash(_:)` of its bytes).
    package func hash(_ number: Int) -> UInt64 { hashes[number] }

    /// Key `number` as a string.
    package func key(_ number: Int) -> String {
        storage.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[offsets[number]..<offsets[number + 1]]), as: UTF8.self)
        }
    }

    /// Calls `body` with the bytes of key `number`.
    package func withKey<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[offsets[number]..<offsets[number + 1]])) }
    }

    private func equals(_ number: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = offsets[number]
        guard offsets[number + 1] - start == key.count else { return false }
        return storage.withUnsafeBufferPointer { stored in
            for index in 0..<key.count where stored[start + index] != key[index] { return false }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// FNV-1a over the bytes, then a multiplication so the top bits (the slot) depend on every byte.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return (hash ^ (hash >> 29)) &* 0x9E37_79B9_7F4A_7C15
    }
}
