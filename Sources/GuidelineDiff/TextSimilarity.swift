/// How alike two texts are, for pairing a reworded rule or a moved page with its old self: Jaccard similarity of
/// their words (letters and digits, case folded; each Han, kana or Hangul character its own word, since those
/// scripts do not space words).
enum TextSimilarity {
    static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func words(_ text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in text.lowercased() {
            if character.unicodeScalars.contains(where: isUnspacedScript) {
                if !current.isEmpty { words.insert(current) }
                current = ""
                words.insert(String(character))
            } else if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    static func jaccard(_ first: String, _ second: String) -> Double {
        jaccard(words(first), words(second))
    }

    static func jaccard<T: Hashable>(_ first: Set<T>, _ second: Set<T>) -> Double {
        let union = first.union(second).count
        return union == 0 ? 0 : Double(first.intersection(second).count) / Double(union)
    }

    private static func isUnspacedScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}
