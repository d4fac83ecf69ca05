/// Receives the terms a `SearchTokenizer` finds, as UTF-8 bytes that are valid only during the call.
package protocol SearchTermSink {
    mutating func take(_ term: UnsafeBufferPointer<UInt8>)
}

/// Turns text into search terms, the same way at index time (Swift) and at query time (`assets/search.js`).
///
/// The two implementations must agree, so the rules are few and spelled out in `docs/search.md`:
/// fold case, drop Latin-style combining diacritics (after NFKD, then recompose with NFC so Hangul stays whole),
/// split into runs of letters, marks and digits, drop apostrophes inside words, and cut runs of Chinese,
/// Japanese or Korean characters into overlapping bigrams (a lone character stays a unigram).
package struct SearchTokenizer: Sendable {
    /// Terms longer than this are cut, so one pasted hash cannot bloat a shard.
    package static let maximumTermLength = 40

    package init() {}

    /// Case- and diacritic-folded text, as both sides compare it.
    package static func fold(_ text: String) -> String {
        // ASCII has nothing to decompose or strip, and Foundation's normalization is most of the indexing time.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let decomposed = text.decomposedStringWithCompatibilityMapping
        var kept = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isFoldedMark(scalar) {
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Combining diacritical marks (the blocks JavaScript's side strips too).
    static func isFoldedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// Han (with the radicals, the iteration and repeat marks 々 〆 〇 〻 and the extensions up to H), kana and
    /// Hangul (syllables and every jamo block): scripts whose text is cut into bigrams.
    package static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x303B...0x303C,
            0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
            0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x323AF:
            true
        default: false
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        // The ASCII letters and digits are the only ASCII scalars of the categories below; looking up the
        // category of every scalar was most of the tokenizing time.
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "\u{2019}" }

    /// A run of text found by `runs(in:)`: a word (with its original case, for camel-case parts) or a CJK run.
    enum Run: Equatable {
        case word(String)
        case cjk([Unicode.Scalar])
    }

    /// Splits diacritic-folded (but not yet lower-cased) text into word runs and CJK runs.
    static func runs(in text: String) -> [Run] {
        runs(ofFolded: foldedScalars(text))
    }

    /// `runs(in:)` on scalars already diacritic-folded and normalized.
    static func runs(ofFolded scalars: [Unicode.Scalar]) -> [Run] {
        var runs: [Run] = []
        // The word's UTF-8, made a string once it ends rather than grown scalar by scalar.
        var word: [UInt8] = []
        var cjk: [Unicode.Scalar] = []
        func flushWord() {
            if !word.isEmpty { runs.append(.word(String(decoding: word, as: UTF8.self))) }
            word.removeAll(keepingCapacity: true)
        }
        func flushCJK() {
            if !cjk.isEmpty { runs.append(.cjk(cjk)) }
            cjk = []
        }
        for (i, scalar) in scalars.enumerated() {
            if isCJK(scalar) {
                flushWord()
                cjk.append(scalar)
            } else if isWordScalar(scalar) {
                flushCJK()
                if scalar.isASCII {
                    word.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    UTF8.encode(scalar) { word.append($0) }
                }
            } else if isApostrophe(scalar), !word.isEmpty, i + 1 < scalars.count, isWordScalar(scalars[i + 1]),
                !isCJK(scalars[i + 1])
            {
                continue  // "don't" → "dont"
            } else {
                flushWord()
                flushCJK()
            }
        }
        flushWord()
        flushCJK()
        return runs
    }

    /// The scalars of `text` after NFKD, dropping combining diacritics, and NFC. Normalization never reaches
    /// across ASCII white space (a starter that composes with nothing), so the text is normalized in chunks
    /// between white space, and chunks of pure ASCII, which normalization leaves as they are, skip Foundation.
    static func foldedScalars(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        var start = 0
        while start < utf8.count {
            var end = start
            var ascii = true
            while end < utf8.count {
                let byte = utf8[end]
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { break }
                if byte >= 0x80 { ascii = false }
                end += 1
            }
            if ascii {
                for index in start..<end { scalars.append(Unicode.Scalar(utf8[index])) }
            } else {
                let chunk = String(decoding: utf8[start..<end], as: UTF8.self)
                var folded = String.UnicodeScalarView()
                for scalar in chunk.decomposedStringWithCompatibilityMapping.unicodeScalars where !isFoldedMark(scalar) {
                    folded.append(scalar)
                }
                scalars.append(contentsOf: String(folded).precomposedStringWithCanonicalMapping.unicodeScalars)
            }
            if end < utf8.count { scalars.append(Unicode.Scalar(utf8[end])) }
            start = end + 1
        }
        return scalars
    }

    /// Overlapping bigrams of a CJK run: `系统颜色` → `系统`, `统颜`, `颜色`; one character stays itself.
    static func bigrams(_ run: [Unicode.Scalar]) -> [String] {
        guard run.count > 1 else { return run.map { String($0) } }
        return (0..<(run.count - 1)).map { i in
            var s = String.UnicodeScalarView()
            s.append(run[i])
            s.append(run[i + 1])
            return String(s)
        }
    }

    /// `systemGroupedBackground` → `system`, `grouped`, `background`; `UIColor` → `ui`, `color`.
    static func camelParts(_ word: String) -> [String] {
        // An ASCII word without a capital after its first letter has no parts.
        if word.utf8.dropFirst().allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }),
            word.utf8.first.map({ $0 < 0x80 }) ?? true
        {
            return []
        }
        let chars = Array(word)
        var parts: [String] = []
        var current = ""
        for (i, c) in chars.enumerated() {
            if i > 0, c.isUppercase {
                let previous = chars[i - 1]
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    parts.append(current)
                    current = ""
                }
            }
            current.append(c)
        }
        parts.append(current)
        return parts.count > 1 ? parts.map { $0.lowercased() } : []
    }

    static func clip(_ term: String) -> String {
        term.count > maximumTermLength ? String(term.prefix(maximumTermLength)) : term
    }

    /// Terms to index for `text`, in order, repeated as they occur: words, their camel-case parts, CJK bigrams.
    /// One-letter Latin words are left out; a query of one letter still finds longer words by prefix.
    package func indexTerms(_ text: String) -> [String] {
        struct Collector: SearchTermSink {
            var terms: [String] = []
            mutating func take(_ term: UnsafeBufferPointer<UInt8>) { terms.append(String(decoding: term, as: UTF8.self)) }
        }
        var collector = Collector()
        forEachIndexTerm(in: text, into: &collector)
        return collector.terms
    }

    /// Hands `sink` the UTF-8 bytes of each of `indexTerms(text)`, in order, without making strings of them.
    ///
    /// No term reaches across ASCII white space (it is neither a word scalar nor a CJK one, and normalization
    /// stops at it too), so the text is cut into chunks between white space: chunks of pure ASCII — almost all
    /// of an English page — are tokenized on their bytes, the others take the general path of `runs(in:)`.
    package func forEachIndexTerm<Sink: SearchTermSink>(in text: String, into sink: inout Sink) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            var ascii = true
            for index in 0...utf8.count {
                let byte: UInt8 = index < utf8.count ? utf8[index] : 0x20
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    if index > start {
                        let chunk = UnsafeBufferPointer(rebasing: utf8[start..<index])
                        if ascii {
                            Self.forEachASCIITerm(in: chunk, into: &sink)
                        } else {
                            Self.forEachNonASCIITerm(in: chunk, into: &sink)
                        }
                    }
                    start = index + 1
                    ascii = true
                } else if byte >= 0x80 {
                    ascii = false
                }
            }
        }
    }

    /// A chunk with non-ASCII text, through `runs(ofFolded:)`.
    static func forEachNonASCIITerm<Sink: SearchTermSink>(in chunk: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        let text = String(decoding: chunk, as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        // Chinese text between ASCII needs no normalization: skip Foundation's.
        let folded = scalars.allSatisfy(isUnchangedByFolding) ? scalars : foldedScalars(text)
        forEachTerm(ofRuns: runs(ofFolded: folded)) { term in
            var term = term
            term.withUTF8 { sink.take($0) }
        }
    }

    /// Scalars that NFKD leaves alone, that are not combining marks and that compose with nothing under NFC:
    /// ASCII, the CJK unified ideographs (without the compatibility ones) and the ideographic comma and stop.
    static func isUnchangedByFolding(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x7F, 0x3001, 0x3002, 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// The general path: runs of folded scalars, lower-cased words, camel-case parts, CJK bigrams.
    static func forEachGeneralTerm(in text: String, _ body: (String) -> Void) {
        forEachTerm(ofRuns: runs(in: text), body)
    }

    static func forEachTerm(ofRuns runs: [Run], _ body: (String) -> Void) {
        for run in runs {
            switch run {
            case .word(let word):
                let lower = clip(word.lowercased())
                if lower.count > 1 { body(lower) }
                for part in camelParts(word) where part.count > 1 { body(clip(part)) }
            case .cjk(let run):
                for bigram in bigrams(run) { body(bigram) }
            }
        }
    }

    static func isASCIIWord(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
    }

    /// The same terms as `forEachGeneralTerm` for text of ASCII bytes without white space: words are runs of
    /// letters and digits, an apostrophe between word characters is dropped, and case folding is ASCII's.
    static func forEachASCIITerm<Sink: SearchTermSink>(in chunk: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        // The word being read (apostrophes dropped) in its own case and lower-cased, in scratch space the size of
        // the chunk (on the stack for ordinary words).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk.count * 2) { scratch in
            let word = UnsafeMutableBufferPointer(rebasing: scratch[0..<chunk.count])
            let lower = UnsafeMutableBufferPointer(rebasing: scratch[chunk.count...])
            var length = 0
            var upperAfterFirst = false
            var index = 0
            while index <= chunk.count {
                let byte: UInt8 = index < chunk.count ? chunk[index] : 0x20
                if isASCIIWord(byte) {
                    let isUpper = (0x41...0x5A).contains(byte)
                    if isUpper, length > 0 { upperAfterFirst = true }
                    word[length] = byte
                    lower[length] = isUpper ? byte | 0x20 : byte
                    length += 1
                } else if byte == UInt8(ascii: "'"), length > 0, index + 1 < chunk.count, isASCIIWord(chunk[index + 1]) {
                    // "don't" → "dont"
                } else if length > 0 {
                    if length > 1 { sink.take(UnsafeBufferPointer(rebasing: lower[0..<min(length, maximumTermLength)])) }
                    if upperAfterFirst {
                        takeCamelParts(UnsafeBufferPointer(rebasing: word[0..<length]), lower: UnsafeBufferPointer(lower), into: &sink)
                    }
                    length = 0
                    upperAfterFirst = false
                }
                index += 1
            }
        }
    }

    /// `camelParts` on an ASCII word: a capital starts a part after a lower-case letter or a digit, or after a
    /// capital when a lower-case letter follows (`UIColor` → `ui`, `color`). Parts of one letter are left out.
    static func takeCamelParts<Sink: SearchTermSink>(
        _ word: UnsafeBufferPointer<UInt8>, lower: UnsafeBufferPointer<UInt8>, into sink: inout Sink
    ) {
        var start = 0
        var split = false
        for index in 1...word.count {
            if index < word.count {
                guard (0x41...0x5A).contains(word[index]) else { continue }
                let previous = word[index - 1]
                let nextIsLower = index + 1 < word.count && (0x61...0x7A).contains(word[index + 1])
                guard
                    (0x61...0x7A).contains(previous) || (0x30...0x39).contains(previous)
                        || ((0x41...0x5A).contains(previous) && nextIsLower)
                else { continue }
                split = true
            } else if !split {
                return  // one part: the word itself, already taken
            }
            if index - start > 1 {
                sink.take(UnsafeBufferPointer(rebasing: lower[start..<min(index, start + maximumTermLength)]))
            }
            start = index
        }
    }

    /// Terms of a query, in order: words as typed (no camel-case split) and CJK bigrams.
    package func queryTerms(_ text: String) -> [String] {
        var terms: [String] = []
        for run in Self.runs(in: text) {
            switch run {
            case .word(let word): terms.append(Self.clip(word.lowercased()))
            case .cjk(let run): terms.append(contentsOf: Self.bigrams(run))
            }
        }
        return terms
    }
}
