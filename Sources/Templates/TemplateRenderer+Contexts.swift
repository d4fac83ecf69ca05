/// Escaped values outside element text and quoted attributes (`TemplateContext`): escaped for a quoted
/// script string, or left out with a warning where no escaping makes them safe.
extension TemplateRenderer {
    /// A partial tag standing where the partial's values cannot be escaped: a partial's text is read as HTML
    /// starting outside any tag, which is not what it is in a script or inside a tag.
    struct RefusingPartial {
        var context: TemplateContext
        var templateName: String
        var location: TagLocation
    }

    /// An escaped variable whose context is not `.html`, or any escaped variable inside a refusing partial.
    mutating func renderInContext(_ name: TemplateName, context: TemplateContext, templateName: String, location: TagLocation) {
        if let partial = refusingPartial {
            let place =
                switch partial.context {
                case .refused(let refusal): refusal.place
                case .html, .scriptString: "in a quoted string in a <script> element"
                case .tagOpen: "right after a '<'"
                }
            warn(
                .unsafeContext, templateName, location, name.text,
                "'\(name.text)' was left out: its partial is included in '\(partial.templateName)' at line "
                    + "\(partial.location.line), column \(partial.location.column) \(place), where the partial's text is not read as HTML; include the "
                    + "partial in element text or a quoted attribute value, or move the <script> element or the tag into it")
            return
        }
        switch context {
        case .html:
            renderVariable(name, escaped: true, templateName: templateName, location: location)
        case .scriptString:
            renderVariable(name, escaped: true, inScriptString: true, templateName: templateName, location: location)
        case .tagOpen:
            let start = output.count
            renderVariable(name, escaped: true, templateName: templateName, location: location)
            guard start < output.count else { return }
            let first = output[start]
            let opensTag =
                (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) || first == UInt8(ascii: "/")
                || first == UInt8(ascii: "!") || first == UInt8(ascii: "?")
            if opensTag { output.replaceSubrange(start..<(start + 1), with: Array("&#\(first);".utf8)) }
        case .refused(let refusal):
            warn(
                .unsafeContext, templateName, location, name.text,
                "'\(name.text)' was left out: it is \(refusal.place), where no escaping makes a value safe; \(refusal.advice)")
        }
    }
}
