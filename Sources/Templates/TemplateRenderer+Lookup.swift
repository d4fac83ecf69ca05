extension TemplateRenderer {
    /// The value a name resolves to, and whether its first part was found at all (for strict mode).
    struct Resolution {
        var value: TemplateValue?
        var foundFirstSegment: Bool
    }

    /// Resolves a name as the spec says: the first part walks the context stack from the top,
    /// the remaining parts look only inside what the previous part found.
    /// While a shared item is being recorded for the memo, a name found below it (or nowhere) spoils the recording.
    mutating func resolve(_ name: TemplateName) -> Resolution {
        guard let top = contextStack.last else { return Resolution(value: nil, foundFirstSegment: false) }
        if name.isImplicitIterator { return Resolution(value: top, foundFirstSegment: true) }
        let segments = name.segments
        let found: TemplateValue?
        if name.isAnchoredToTop {
            found = top[segments[0]]
        } else {
            let (value, depth) = lookUpInStack(segments[0])
            if let floor = recordingFloor, value == nil || depth < floor { recordingSpoiled = true }
            found = value
        }
        guard var value = found else { return Resolution(value: nil, foundFirstSegment: false) }
        var index = 1
        while index < segments.count {
            guard let next = value[segments[index]] else { return Resolution(value: nil, foundFirstSegment: true) }
            value = next
            index += 1
        }
        return Resolution(value: value, foundFirstSegment: true)
    }

    /// The value of `key` in the topmost frame that has it, and that frame's index.
    private func lookUpInStack(_ key: String) -> (TemplateValue?, Int) {
        var index = contextStack.count - 1
        while index >= 0 {
            switch contextStack[index] {
            case .object(let fields): if let value = fields[key] { return (value, index) }
            case .shared(let object): if let value = object.fields[key] { return (value, index) }
            default: break
            }
            index -= 1
        }
        return (nil, -1)
    }
}
