import Guidelines

/// The appearances each name reaches: those it has a value of its own in, and those of every name it reads, in
/// turn (a color for any appearance that reads a color with a dark value has a dark value too).
///
/// An appearance is passed from a name to the names reading it only when it is new to them, so each name is
/// visited once per appearance it gains: the work is linear in the names and references, cycles included.
enum AppearanceReach {
    /// `own`: each name's own appearances; `reads`: the names each name reads. Nil once the budget is spent.
    static func compute(own: [String: Set<Appearance>], reads: [String: [String]], budget: inout ShippedReadBudget)
        -> [String: Set<Appearance>]?
    {
        var readers: [String: [String]] = [:]
        for (name, targets) in reads {
            for target in targets {
                guard budget.spend() else { return nil }
                readers[target, default: []].append(name)
            }
        }
        var reach = own
        var pending = own.filter { !$0.value.isEmpty }.map(\.key).sorted()
        while let name = pending.popLast() {
            let found = reach[name] ?? []
            for reader in readers[name] ?? [] {
                guard budget.spend() else { return nil }
                if !found.isSubset(of: reach[reader] ?? []) {
                    reach[reader, default: []].formUnion(found)
                    pending.append(reader)
                }
            }
        }
        return reach
    }
}
