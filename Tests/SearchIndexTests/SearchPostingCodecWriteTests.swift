import Testing

@testable import SearchIndex

/// `SearchPostingCodec.write`, which the term table and `append` encode with, writes the digits the string
/// encoder (`encode(_: [Int])`, over the alphabet's characters) writes.
@Suite struct SearchPostingCodecWriteTests {
    static func written(_ number: Int) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SearchPostingCodec.maximumDigits + 3) { buffer in
            buffer.initialize(repeating: 0)
            let end = SearchPostingCodec.write(number, into: buffer, at: 3)
            return Array(buffer[3..<end])
        }
    }

    @Test func everyDigitIsTheAlphabets() {
        // One digit for 0...31; 32...63 only appear as the first digit of larger numbers.
        for value in 0..<32 { #expect(Self.written(value) == [SearchPostingCodec.alphabetBytes[value]]) }
        #expect(Self.written(32) == Array("W1".utf8))
        #expect(Self.written(63) == Array("_1".utf8))
        #expect(Self.written(1023) == Array("_V".utf8))
    }

    @Test(arguments: [0, 1, 31, 32, 33, 1_000, 65_535, 1 << 40, Int.max])
    func numbersAreWrittenAsTheStringEncoderWritesThem(number: Int) {
        let encoded = Array(SearchPostingCodec.encode([number]).utf8)
        #expect(Self.written(number) == encoded)
        var appended: [UInt8] = []
        SearchPostingCodec.append(number, to: &appended)
        #expect(appended == encoded)
        #expect(encoded.count <= SearchPostingCodec.maximumDigits)
    }
}
