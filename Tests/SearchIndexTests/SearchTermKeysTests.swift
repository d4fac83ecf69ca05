import TestSupport
import Testing

@testable import SearchIndex

struct SearchTermKeysTests {
    func number(_ keys: inout SearchTermKeys, _ key: String) -> (number: Int, inserted: Bool) {
        var key = key
        return key.withUTF8 { keys.number(of: $0) }
    }

    @Test func keysAreNumberedInOrderOfFirstInsertion() {
        var keys = SearchTermKeys(capacity: 4)
        #expect(number(&keys, "contrast") == (0, true))
        #expect(number(&keys, "color") == (1, true))
        #expect(number(&keys, "contrast") == (0, false))
        #expect(number(&keys, "") == (2, true))
        #expect(number(&keys, "色") == (3, true))
        #expect(keys.count == 4)
        #expect(keys.key(1) == "color")
        #expect(keys.key(2) == "")
        #expect(keys.withKey(3) { Array($0) } == Array("色".utf8))
    }

    /// Against a dictionary, through many growths, with keys that share prefixes and lengths.
    @Test func behavesLikeADictionaryThroughGrowth() {
        var keys = SearchTermKeys(capacity: 1)
        var reference: [String: Int] = [:]
        var generator = SplitMix64(state: 77)
        let alphabet = Array("abcé色1")
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let key = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let expected = reference[key]
            let got = number(&keys, key)
            if let expected {
                #expect(got == (expected, false))
            } else {
                #expect(got == (reference.count, true))
                reference[key] = reference.count
            }
        }
        #expect(keys.count == reference.count)
        for (key, expected) in reference {
            #expect(keys.key(expected) == key)
            var bytes = key
            #expect(bytes.withUTF8 { keys.number(ofExisting: $0) } == expected)
        }
        var missing = "zzz"
        #expect(missing.withUTF8 { keys.number(ofExisting: $0) } == nil)
    }
}
