import Foundation

/// Cuts a long index group into letter sections (A–Z, Korean initial consonants, then `#`), each sorted by title (numbers by value: "Step 2" before "Step 10"),
/// so a reader of a 1,000-page group can jump to a letter instead of scrolling one grid.
package enum IndexLetters {
    /// A group with more pages than this is listed by letter.
    package static let above = 60

    /// One letter's section: its label (`A`, `ㄱ`, `#`), an anchor suffix and the titles' indices in sorted order.
    package struct Section: Sendable, Equatable {
        package var label: String
        package var anchor: String
        package var members: [Int]
    }

    /// The letter sections of `titles`, or nil when they would not help: `above` titles or fewer, or all under one letter.
    package static func sections(_ titles: [String]) -> [Section]? {
        guard titles.count > above else { return nil }
        var buckets: [Key: [Int]] = [:]
        for (index, title) in titles.enumerated() {
            buckets[key(title), default: []].append(index)
        }
        guard buckets.count > 1 else { return nil }
        let sortKeys = titles.map(sortKey)
        return buckets.keys.sorted().map { key in
            let members = buckets[key, default: []].sorted { lhs, rhs in
                switch sortKeys[lhs].compare(sortKeys[rhs], options: [.numeric, .literal]) {
                case .orderedAscending: true
                case .orderedDescending: false
                case .orderedSame: lhs < rhs
                }
            }
            return Section(label: key.label, anchor: key.anchor, members: members)
        }
    }

    /// Where a title is filed: ordered Latin letters first, then Hangul initials, then everything else.
    struct Key: Hashable, Comparable {
        var rank: Int
        var label: String

        var anchor: String {
            switch rank {
            case 0..<26: label.lowercased()
            case 26..<(26 + hangulInitials.count): "ko-\(rank - 25)"
            default: "other"
            }
        }

        static func < (lhs: Key, rhs: Key) -> Bool { lhs.rank < rhs.rank }
    }

    /// The compatibility jamo a Hangul syllable's initial files under (tense consonants with their plain ones).
    static let hangulInitials: [String] = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    /// For each of the 19 initial consonants of a syllable (Unicode order), its index in `hangulInitials`.
    static let hangulInitialIndex = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 8, 9, 10, 11, 12, 13]

    static func key(_ title: String) -> Key {
        let other = Key(rank: 26 + hangulInitials.count, label: "#")
        guard let first = title.unicodeScalars.first(where: { !$0.properties.isWhitespace && !isOpeningPunctuation($0) })
        else { return other }
        if (0xAC00...0xD7A3).contains(first.value) {
            let initial = hangulInitialIndex[Int(first.value - 0xAC00) / 588]
            return Key(rank: 26 + initial, label: hangulInitials[initial])
        }
        let folded = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        guard let letter = folded.unicodeScalars.first, ("a"..."z").contains(letter), folded.unicodeScalars.count == 1
        else { return other }
        return Key(rank: Int(letter.value) - 0x61, label: String(letter).uppercased())
    }

    /// Quotes and brackets a title may open with, skipped when filing it (“Dark Mode” under D).
    static func isOpeningPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .openPunctuation, .initialPunctuation, .otherPunctuation: true
        default: false
        }
    }

    static func sortKey(_ title: String) -> String {
        title.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
    }
}
