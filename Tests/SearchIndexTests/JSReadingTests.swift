import Testing

@testable import SearchIndex

/// `JS.canonicalStrings`: what `JS.appendArray` writes reads back as the same strings, and nothing else
/// reads at all, so a shard that reads is the writer's bytes for its terms.
@Suite struct JSReadingTests {
    static func written(_ strings: [String]) -> [UInt8] {
        var out: [UInt8] = []
        JS.appendArray(strings, to: &out)
        return out
    }

    static func read(_ text: String) -> [String]? {
        Array(text.utf8).withUnsafeBytes { JS.canonicalStrings($0) }
    }

    @Test func whatTheWriterWritesReadsBack() {
        let samples: [[String]] = [
            [],
            [""],
            ["plain", "0:1,2;3"],
            ["quote \" backslash \\ slash /", "line\nreturn\rtab\t"],
            ["<script></script>", "a\u{2028}b\u{2029}c", "…—’ (other characters starting with 0xE2)"],
            ["\u{0}\u{1}\u{1F}\u{7F}", "蓝色 색상 é 🎨"],
        ]
        for strings in samples {
            let bytes = Self.written(strings)
            #expect(bytes.withUnsafeBytes { JS.canonicalStrings($0) } == strings)
        }
    }

    @Test func randomStringsRoundTrip() {
        // A fixed-seed generator over the characters the writer treats specially.
        var state: UInt64 = 0x5EED_1234
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "<", "\u{2028}", "\u{2029}", "\u{2026}", "\u{1}", "\u{1F}", "蓝", "🎨", " ", ","]
        for _ in 0..<300 {
            let strings = (0..<Int(next() % 4)).map { _ in
                (0..<Int(next() % 12)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
            }
            #expect(Self.written(strings).withUnsafeBytes { JS.canonicalStrings($0) } == strings)
        }
    }

    @Test(arguments: [
        #"["a" ]"#, #"[ "a"]"#, #"["a","b",]"#, #"["a"] "#, #"["a""#, #"[a]"#, #"["a\/b"]"#, #"["\u0041"]"#,
        #"["\u003C"]"#, #"["\u001F"]"#, #"["\u000a"]"#, #"["\u00+1"]"#, #"["\b"]"#, "[\"<\"]", "[\"\u{2028}\"]",
        "[\"tab\there\"]", #"["\u12"]"#, #"["\"]"#, "", "[", #"["a"]]"#,
    ])
    func anythingElseDoesNotRead(text: String) {
        #expect(Self.read(text) == nil)
    }

    @Test func bytesThatAreNotUTF8DoNotRead() {
        let bytes: [UInt8] = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(bytes.withUnsafeBytes { JS.canonicalStrings($0) } == nil)
        // After an escape, on the slower path.
        let escaped: [UInt8] = Array(#"["a\n"#.utf8) + [0xFF] + Array("\"]".utf8)
        #expect(escaped.withUnsafeBytes { JS.canonicalStrings($0) } == nil)
        let cut: [UInt8] = Array(#"["\n"#.utf8) + [0xE2, 0x80] + Array("\"]".utf8)
        #expect(cut.withUnsafeBytes { JS.canonicalStrings($0) } == nil)
    }

    @Test func theWritersOwnEscapesRead() {
        #expect(Self.read(#"["\u001f","\u003c","\u2028","\n"]"#) == ["\u{1F}", "<", "\u{2028}", "\n"])
    }
}
