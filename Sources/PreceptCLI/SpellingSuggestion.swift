/// The name someone most likely meant when they mistyped an option or command.
enum SpellingSuggestion {
    /// The candidate `typed` is a clear misspelling of: the only one within a third of its length in
    /// edits (at least one; swapping two neighbours counts as one), or else the only one it begins
    /// (three characters at least, `--temp` for `--templates`). Leading dashes are ignored.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let word = Array(typed.drop { $0 == "-" })
        guard !word.isEmpty else { return nil }
        let limit = max(1, word.count / 3)
        let distances = candidates.map { (candidate: $0, distance: distance(word, Array($0.drop { $0 == "-" }))) }
        if let best = distances.map(\.distance).min(), best <= limit {
            let closest = distances.filter { $0.distance == best }
            if closest.count == 1 { return closest[0].candidate }
            return nil
        }
        guard word.count >= 3 else { return nil }
        let extended = candidates.filter { $0.drop { $0 == "-" }.starts(with: word) }
        return extended.count == 1 ? extended[0] : nil
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and transpositions
    /// of neighbours.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
