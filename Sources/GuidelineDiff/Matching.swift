/// Pairs items of an old and a new list in passes, each pass by a key or a similarity, and keeps what no pass
/// paired. An item is paired once; within a pass, items pair in list order (keys) or best score first.
final class Matching<Item> {
    let base: [Item]
    let head: [Item]
    private(set) var pairs: [(base: Int, head: Int)] = []
    private var baseDone: [Bool]
    private var headDone: [Bool]

    init(base: [Item], head: [Item]) {
        self.base = base
        self.head = head
        baseDone = Array(repeating: false, count: base.count)
        headDone = Array(repeating: false, count: head.count)
    }

    var unmatchedBase: [Int] { base.indices.filter { !baseDone[$0] } }
    var unmatchedHead: [Int] { head.indices.filter { !headDone[$0] } }

    /// Pairs items that share a key; an item may have several keys (an empty list pairs nothing).
    func pair(by keys: (Item) -> [String]) {
        var waiting: [String: [Int]] = [:]
        for index in unmatchedHead {
            for key in Set(keys(head[index])) { waiting[key, default: []].append(index) }
        }
        for index in unmatchedBase {
            for key in keys(base[index]) {
                guard let candidate = waiting[key]?.first(where: { !headDone[$0] }) else { continue }
                record(index, candidate)
                break
            }
        }
    }

    /// Pairs the remaining items whose `score` reaches `threshold`, the highest scores first (ties in list order).
    func pairBySimilarity(threshold: Double, _ score: (Item, Item) -> Double) {
        var candidates: [(score: Double, base: Int, head: Int)] = []
        let heads = unmatchedHead
        for old in unmatchedBase {
            for new in heads {
                let value = score(base[old], head[new])
                if value >= threshold { candidates.append((value, old, new)) }
            }
        }
        candidates.sort { ($0.score, -$0.base, -$0.head) > ($1.score, -$1.base, -$1.head) }
        for candidate in candidates where !baseDone[candidate.base] && !headDone[candidate.head] {
            record(candidate.base, candidate.head)
        }
    }

    private func record(_ old: Int, _ new: Int) {
        baseDone[old] = true
        headDone[new] = true
        pairs.append((old, new))
    }
}
