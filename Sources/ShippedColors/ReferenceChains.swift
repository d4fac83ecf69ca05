/// Follows references where each entry names at most one other (`@color/b`, `{group.token}`) to the end of their
/// chain, each entry once: what an entry reaches is remembered for every entry on the way, and a chain that comes
/// back to itself is found once, as the cycle it is.
struct ReferenceChains<Key: Hashable, End> {
    /// Where a chain leads.
    enum Outcome {
        case end(End)
        /// Into a cycle: its members in order from the first one the chain met.
        case cycle([Key])
    }

    /// One entry: it refers to another, or it is the end of its chain.
    enum Link {
        case next(Key)
        case end(End)
    }

    private var known: [Key: Outcome] = [:]

    /// Where `start`'s chain leads, each entry's link read by `link`; nil once the budget is spent. `isNew` tells
    /// whether the cycle found was met for the first time.
    mutating func follow(
        _ start: Key, budget: inout ShippedReadBudget, link: (Key) -> Link
    ) -> (outcome: Outcome, isNew: Bool)? {
        var path: [Key] = []
        var onPath: [Key: Int] = [:]
        var key = start
        var outcome: Outcome
        var isNew = false
        walk: while true {
            guard budget.spend() else { return nil }
            if let found = known[key] {
                outcome = found
                break
            }
            if let index = onPath[key] {
                outcome = .cycle(Array(path[index...]))
                isNew = true
                break
            }
            onPath[key] = path.count
            path.append(key)
            switch link(key) {
            case .next(let next): key = next
            case .end(let end):
                outcome = .end(end)
                break walk
            }
        }
        for each in path { known[each] = outcome }
        return (outcome, isNew)
    }
}
