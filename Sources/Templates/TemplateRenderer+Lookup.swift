extension TemplateRenderer {
    /// The value a name resolves to, and whether its first part was found at all (for strict mode).
    struct Resolution {
        var value: TemplateValue?
        var foundFirstSegment: Bool
    }

    /// Resolves a name as the spec says: the first part walks the context stack from the top,
    /// the remaining parts look only inside what the previous part found.
    func resolve(_ name: TemplateName) -> Resolution {
        guard let top = contextStack.last else { return Resolution(value: nil, foundFirstSegment: false) }
        if name.isImplicitIterator { return Resolution(value: top, foundFirstSegment: true) }
        let segments = name.segments
        guard var value = name.isAnchoredToTop ? top[segments[0]] : lookUpInStack(segments[0]) else {
            return Resolution(value: nil, foundFirstSegment: false)
        }
        var index = 1
        while index < segments.count {
            guard let next = value[segments[index]] else { return Resolution(value: nil, foundFirstSegment: true) }
            value = next
            index += 1
        }
        return Resolution(value: value, foundFirstSegment: true)
    }

    private func lookUpInStack(_ key: String) -> TemplateValue? {
        var index = contextStack.count - 1
        while index >= 0 {
            if case .object(let fields) = contextStack[index], let value = fields[key] { return value }
            index -= 1
        }
        return nil
    }
}
