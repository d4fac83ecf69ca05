import ColorScience
import Diagnostics
import Guidelines

/// Evaluates `var()` in the custom properties of one style sheet, each property at most once per appearance.
///
/// A value is a list of properties to read, each the fallback of the one before, and a last text
/// (`var(--a, var(--b, #fff))`: `--a`, `--b`, then `#fff`); the first property that gives a color gives the value.
/// The properties being evaluated are a stack, not a recursion, so a chain as long as the file does not exhaust
/// the thread's stack; a property met again while it is still being evaluated closes a cycle, which is reported
/// once, and the reading that met it goes on to its fallback.
struct CSSReferenceResolver {
    typealias Color = (srgb: SRGBColor, displayP3: [Double]?)

    private struct Key: Hashable {
        var name: String
        var appearance: Appearance?
    }

    private enum State {
        case evaluating(depth: Int)
        case done(Color?)
    }

    /// One value being evaluated: the property it belongs to (nil for the declaration the reader asked about).
    private struct Frame {
        var key: Key?
        var reads: [String]
        var next = 0
        var last: Substring
    }

    let byName: [String: [CSSColorReader.Declaration]]
    var budget: ShippedReadBudget
    /// Every cycle met, each once, as its members in order.
    private(set) var cycles: [[String]] = []
    private var states: [Key: State] = [:]
    private var reportedCycles = Set<[String]>()

    init(byName: [String: [CSSColorReader.Declaration]], budget: ShippedReadBudget) {
        self.byName = byName
        self.budget = budget
    }

    /// The color `value` gives in `appearance`; nil when it gives none or the budget is spent.
    mutating func resolve(_ value: String, appearance: Appearance?) -> Color? {
        var frames = [Self.frame(value, key: nil)]
        while let top = frames.last {
            guard budget.spend() else {
                // Nothing stays half evaluated, should the reader be asked again.
                for frame in frames { if let key = frame.key { states[key] = .done(nil) } }
                return nil
            }
            guard top.next < top.reads.count else {
                // No property gave a color: the last text is the value.
                frames.removeLast()
                let color = CSSColorFunction.parse(String(top.last))
                if let key = top.key { states[key] = .done(color) }
                if let color { return finish(color, frames) }
                continue
            }
            let key = Key(name: top.reads[top.next], appearance: appearance)
            frames[frames.count - 1].next += 1
            switch states[key] {
            case .done(let color?): return finish(color, frames)
            case .done(nil): continue
            case .evaluating(let depth):
                let members = frames[depth...].compactMap { $0.key?.name }
                if reportedCycles.insert(Self.canonical(members)).inserted { cycles.append(members) }
            case nil:
                let candidates = byName[key.name] ?? []
                // The other property's value in this appearance, else in any appearance.
                guard
                    let chosen = candidates.last(where: { $0.appearance == appearance }) ?? candidates.last(where: { $0.appearance == nil })
                else {
                    states[key] = .done(nil)
                    continue
                }
                let halves = CSSColorReader.split(chosen.value, appearance: chosen.appearance)
                let half = halves.first { $0.0 == appearance } ?? halves[0]
                states[key] = .evaluating(depth: frames.count)
                frames.append(Self.frame(half.1, key: key))
            }
        }
        return nil
    }

    /// Every property still on the stack reads the one that gave `color`, so it is theirs too.
    private mutating func finish(_ color: Color, _ frames: [Frame]) -> Color {
        for frame in frames { if let key = frame.key { states[key] = .done(color) } }
        return color
    }

    /// The same cycle met from another of its members, or in another appearance, is the same cycle.
    private static func canonical(_ members: [String]) -> [String] {
        guard let first = members.indices.min(by: { members[$0] < members[$1] }) else { return members }
        return Array(members[first...] + members[..<first])
    }

    /// `var(--a, var(--b, #fff))` as `[--a, --b]` and `#fff`, in one pass over the text.
    private static func frame(_ value: String, key: Key?) -> Frame {
        var reads: [String] = []
        var rest = trimmed(value[...])
        while rest.prefix(4).lowercased() == "var(", rest.last == ")" {
            let inner = rest.dropFirst(4).dropLast()
            let end = inner.firstIndex(of: ",") ?? inner.endIndex
            let name = trimmed(inner[..<end])
            guard !name.isEmpty, !name.contains(where: { $0 == "(" || $0 == ")" }) else { break }
            reads.append(String(name))
            rest = end == inner.endIndex ? "" : trimmed(inner[inner.index(after: end)...])
        }
        return Frame(key: key, reads: reads, last: rest)
    }

    /// Without spaces at either end, without copying the text.
    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}
