import Diagnostics

/// Turns libyaml events into a `YAMLValue` tree, refusing anchors, aliases, non-string keys and deep nesting.
struct YAMLTreeBuilder {
    /// The first document's top-level node, once it is complete.
    private(set) var root: YAMLValue?
    private(set) var diagnostics: [Diagnostic] = []
    private var stack: [Frame] = []
    private var documentsSeen = 0

    /// An open collection; `entries`/`items` collect finished children.
    private enum Frame {
        case sequence(items: [YAMLValue], at: SourceLocation)
        case mapping(entries: [YAMLMappingEntry], at: SourceLocation, key: PendingKey, seen: [String: SourceLocation])
    }

    /// What a mapping waits for next: a key, or the value of a key that is kept or dropped.
    private enum PendingKey {
        case none
        case keep(String, at: SourceLocation)
        case drop
    }

    static func tooDeep(at location: SourceLocation) -> Diagnostic {
        .error(
            "frontmatter.too-deep",
            "front matter nests lists and mappings more than \(YAMLReader.maximumDepth) levels deep; reading stopped",
            at: location, notes: ["flatten the structure, or quote a value that starts with '[' or '{' but is meant as text"])
    }

    /// Takes one event; returns false when reading must stop.
    mutating func consume(_ event: YAMLEvent) -> Bool {
        switch event {
        case .documentStart:
            documentsSeen += 1
            return documentsSeen == 1
        case .documentEnd, .streamEnd:
            return true
        case .alias(let name, let at):
            diagnostics.append(
                .error(
                    "frontmatter.alias", "front matter may not use the alias '*\(name)'; write the value out instead", at: at,
                    notes: ["write the value out here in place of '*\(name)'"]))
            finish(nil)
        case .scalar(let text, let plain, let anchor, let at):
            refuse(anchor, at: at)
            finish(.scalar(text, plain: plain, at: at))
        case .sequenceStart(let anchor, let at):
            refuse(anchor, at: at)
            return open(.sequence(items: [], at: at), at: at)
        case .mappingStart(let anchor, let at):
            refuse(anchor, at: at)
            return open(.mapping(entries: [], at: at, key: .none, seen: [:]), at: at)
        case .sequenceEnd, .mappingEnd:
            switch stack.popLast() {
            case .sequence(let items, let at): finish(.sequence(items, at: at))
            case .mapping(let entries, let at, _, _): finish(.mapping(entries, at: at))
            case nil: break
            }
        }
        return true
    }

    private mutating func open(_ frame: Frame, at location: SourceLocation) -> Bool {
        guard stack.count < YAMLReader.maximumDepth else {
            diagnostics.append(Self.tooDeep(at: location))
            return false
        }
        stack.append(frame)
        return true
    }

    private mutating func refuse(_ anchor: String?, at location: SourceLocation) {
        guard let anchor else { return }
        diagnostics.append(
            .error(
                "frontmatter.alias",
                "front matter may not define the anchor '&\(anchor)'; anchors and aliases are not supported", at: location,
                notes: ["remove '&\(anchor)' and write the value out wherever it is used"]))
    }

    /// Hands a finished node (or `nil` for a refused alias) to the collection that holds it.
    private mutating func finish(_ value: YAMLValue?) {
        guard let top = stack.popLast() else {
            if root == nil { root = value }
            return
        }
        switch top {
        case .sequence(var items, let at):
            if let value { items.append(value) }
            stack.append(.sequence(items: items, at: at))
        case .mapping(var entries, let at, let key, var seen):
            let next: PendingKey
            switch key {
            case .none:
                next = acceptKey(value, seen: &seen)
            case .keep(let name, let keyAt):
                if let value { entries.append(YAMLMappingEntry(key: name, keyLocation: keyAt, value: value)) }
                next = .none
            case .drop:
                next = .none
            }
            stack.append(.mapping(entries: entries, at: at, key: next, seen: seen))
        }
    }

    private mutating func acceptKey(_ value: YAMLValue?, seen: inout [String: SourceLocation]) -> PendingKey {
        guard let value else { return .drop }
        guard case .scalar(let name, _, let at) = value else {
            diagnostics.append(
                .warning(
                    "frontmatter.complex-key",
                    "front matter keys must be plain text, found \(value.kindDescription); this entry is ignored",
                    at: value.location))
            return .drop
        }
        if let first = seen[name] {
            diagnostics.append(
                .warning(
                    "frontmatter.duplicate-key",
                    "duplicate key '\(name)' in front matter; the first value (line \(first.line)) is kept and this one is ignored",
                    at: at, notes: ["'\(name)' is first set at \(first)"]))
            return .drop
        }
        seen[name] = at
        return .keep(name, at: at)
    }
}
