/// Walks a template tree against a context stack, appending everything into one output buffer.
///
/// One renderer serves one `render` call, so concurrent renders share nothing mutable.
struct TemplateRenderer {
    /// Deeper partial nesting is taken to be runaway recursion.
    static let maximumPartialDepth = 100
    /// Bounds the total work of partials that recurse more than once per level (`{{>a}}{{>a}}`).
    static let maximumPartialExpansions = 100_000
    /// Output past this many bytes stops the render with a warning. Partials that recurse more than once per level
    /// under growing standalone indentation multiply a 90-byte template into gigabytes well within the expansion
    /// bound (found by the template fuzzer).
    static let maximumOutputBytes = 64 << 20

    let templates: [String: Template]
    let strict: Bool
    let outputLimit: Int
    var contextStack: [TemplateValue]
    /// The output so far, as UTF-8.
    var output: [UInt8] = []
    var warnings: [TemplateWarning] = []
    /// Warnings already given, by tag and check rather than by text: a runaway template reaches the same tag
    /// a hundred thousand times, and hashing long non-ASCII names and messages each time took seconds (found by the
    /// template fuzzer).
    var reported: Set<ReportKey> = []
    /// The key of each of `warnings` given by `warn`, in the same order.
    var warningKeys: [ReportKey] = []
    var partialDepth = 0
    var partialExpansions = 0
    var outputLimitReached = false
    /// Where rendered `.shared` items are kept for reuse, if anywhere.
    let memo: TemplateRenderMemo?
    /// The context stack index of the shared item being recorded for the memo, while one is.
    var recordingFloor: Int?
    /// Set when the item being recorded used something outside itself, so its output is not kept.
    var recordingSpoiled = false
    /// Where the URL attribute value being written starts in `output`, while one is (`HTMLContextLexer`).
    var urlValueStart: Int?
    /// While a partial included where its values cannot be escaped (in a script, in a tag) renders: where it
    /// is included; its escaped values are left out.
    var refusingPartial: RefusingPartial?

    init(
        templates: [String: Template], strict: Bool, root: TemplateValue, outputLimit: Int = maximumOutputBytes,
        expectedSize: Int = 4_096, memo: TemplateRenderMemo? = nil
    ) {
        self.templates = templates
        self.strict = strict
        self.memo = memo
        self.outputLimit = outputLimit
        contextStack = [root]
        contextStack.reserveCapacity(16)
        output.reserveCapacity(min(max(expectedSize, 0), outputLimit))
    }

    mutating func render(_ nodes: [TemplateNode], templateName: String, indentation: String) {
        for index in nodes.indices {
            if output.count > outputLimit {
                stopForOutputSize(templateName)
                return
            }
            switch nodes[index] {
            case .text(let text, let startsLine, let hasInnerLineBreak, let url):
                if startsLine { output.append(contentsOf: indentation.utf8) }
                let textStart = output.count
                let indented = hasInnerLineBreak && !indentation.isEmpty
                if indented {
                    appendIndented(text, indentation: indentation)
                } else {
                    output.append(contentsOf: text.utf8)
                }
                if urlValueStart != nil || url != nil {
                    followURLValue(url, textStart: textStart, indentation: indented ? indentation.utf8.count : 0, templateName)
                }
            case .variable(let name, let escaped, let context, let location, let startsLine):
                if startsLine { output.append(contentsOf: indentation.utf8) }
                if escaped, context != .html || refusingPartial != nil {
                    renderInContext(name, context: context, templateName: templateName, location: location)
                } else {
                    renderVariable(name, escaped: escaped, templateName: templateName, location: location)
                }
                if let start = urlValueStart { checkURL(start..<output.count, templateName, location, name.text) }
            case .section(let name, let inverted, let children, _, let startsLine):
                if startsLine { output.append(contentsOf: indentation.utf8) }
                renderSection(
                    name, inverted: inverted, children: children, templateName: templateName,
                    indentation: indentation)
            case .partial(let partialName, let ownIndentation, let context, let location, let startsLine):
                if startsLine { output.append(contentsOf: indentation.utf8) }
                // Only a standalone partial is indented; it adds its own indentation to the current one.
                let partialIndentation = ownIndentation.map { indentation + $0 } ?? ""
                let refusing = refusingPartial == nil && !context.allowsPartialValues
                if refusing { refusingPartial = RefusingPartial(context: context, templateName: templateName, location: location) }
                renderPartial(
                    partialName, templateName: templateName, location: location,
                    indentation: partialIndentation)
                if refusing { refusingPartial = nil }
            }
        }
    }

    mutating func renderVariable(
        _ name: TemplateName, escaped: Bool, inScriptString: Bool = false, templateName: String, location: TagLocation
    ) {
        let resolution = resolve(name)
        if let value = resolution.value {
            value.appendInterpolation(to: &output, escaped: escaped, inScriptString: inScriptString)
            guard strict else { return }
            switch value {
            case .list, .object, .generated, .shared:
                let isList = if case .object = value { false } else if case .shared = value { false } else { true }
                let kind = isList ? "a list" : "an object"
                warn(
                    isList ? .listInterpolated : .objectInterpolated, templateName, location, name.text,
                    "'\(name.text)' is \(kind), which renders as nothing; iterate it with a section")
            default:
                break
            }
        } else if strict && !resolution.foundFirstSegment {
            warn(.unresolved, templateName, location, name.text, "'\(name.text)' does not resolve to any value")
        }
    }

    private mutating func renderSection(
        _ name: TemplateName, inverted: Bool, children: [TemplateNode], templateName: String, indentation: String
    ) {
        let value = resolve(name).value
        let isTruthy = value?.isTruthy ?? false
        if inverted {
            if !isTruthy { render(children, templateName: templateName, indentation: indentation) }
            return
        }
        guard let value, isTruthy else { return }
        if case .list(let items) = value {
            for item in items {
                // Not inside a URL attribute value: a copy from the memo would not be checked as part of it.
                if case .shared(let object) = item, let memo, recordingFloor == nil, !children.isEmpty, urlValueStart == nil,
                    refusingPartial == nil
                {
                    renderShared(object, memo: memo, children: children, templateName: templateName, indentation: indentation)
                    continue
                }
                contextStack.append(item)
                render(children, templateName: templateName, indentation: indentation)
                contextStack.removeLast()
            }
        } else if case .generated(let generator) = value {
            renderGenerated(generator, children: children, templateName: templateName, indentation: indentation)
        } else {
            contextStack.append(value)
            render(children, templateName: templateName, indentation: indentation)
            contextStack.removeLast()
        }
    }

    /// A shared list item: copied from the memo when it was rendered here before, otherwise rendered and, when
    /// the render used only the item, kept. A copy that would pass the output limit or the partial-expansion
    /// limit is not used: the item is rendered, so the limits stop the render where they would have anyway.
    private mutating func renderShared(
        _ object: SharedTemplateObject, memo: TemplateRenderMemo, children: [TemplateNode], templateName: String,
        indentation: String
    ) {
        let nodes = children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = TemplateRenderMemo.Key(
            object: ObjectIdentifier(object), nodes: nodes, indentation: indentation, partialDepth: partialDepth)
        if let entry = memo.entry(key), output.count + entry.bytes.count <= outputLimit,
            partialExpansions + entry.expansions < Self.maximumPartialExpansions
        {
            output.append(contentsOf: entry.bytes)
            partialExpansions += entry.expansions
            return
        }
        let (start, warningCount, expansions) = (output.count, warnings.count, partialExpansions)
        recordingFloor = contextStack.count
        recordingSpoiled = false
        contextStack.append(.shared(object))
        render(children, templateName: templateName, indentation: indentation)
        contextStack.removeLast()
        recordingFloor = nil
        guard !recordingSpoiled, warnings.count == warningCount, !outputLimitReached, urlValueStart == nil else { return }
        memo.store(
            .init(
                bytes: Array(output[start...]), expansions: partialExpansions - expansions, object: object, nodes: children),
            for: key)
    }

    private mutating func renderPartial(
        _ name: String, templateName: String, location: TagLocation, indentation: String
    ) {
        guard let partial = templates[name] else {
            if strict {
                warn(.missingPartial, templateName, location, name, "partial '\(name)' is not in the template library")
            }
            return
        }
        guard partialDepth < Self.maximumPartialDepth else {
            warn(
                .tooDeep, templateName, location, name,
                "partial '\(name)' is nested more than \(Self.maximumPartialDepth) deep; "
                    + "stopped what looks like endless recursion")
            return
        }
        guard partialExpansions < Self.maximumPartialExpansions else {
            warn(
                .tooManyExpansions, templateName, location, name,
                "more than \(Self.maximumPartialExpansions) partials were expanded; stopped rendering partials")
            return
        }
        partialDepth += 1
        partialExpansions += 1
        render(partial.nodes, templateName: partial.name, indentation: indentation)
        partialDepth -= 1
    }

    /// Writes text under a standalone partial's indentation: before every line that starts inside it.
    private mutating func appendIndented(_ text: String, indentation: String) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n"), next != utf8.endIndex {
                output.append(contentsOf: utf8[runStart..<next])
                output.append(contentsOf: indentation.utf8)
                runStart = next
            }
            index = next
        }
        output.append(contentsOf: utf8[runStart..<utf8.endIndex])
    }

    mutating func stopForOutputSize(_ templateName: String) {
        guard !outputLimitReached else { return }
        outputLimitReached = true
        warnings.append(
            TemplateWarning(
                templateName: templateName, line: 0, column: 0, name: templateName,
                message: "output passed \(outputLimit >> 20) MB; stopped rendering what looks like runaway "
                    + "partials or sections"))
    }

    enum Check: Hashable {
        case listInterpolated, objectInterpolated, unresolved, missingPartial, tooDeep, tooManyExpansions, unsafeURL
        case unsafeContext
    }

    struct ReportKey: Hashable {
        var check: Check
        var templateName: String
        var line: Int
        var column: Int
    }

    mutating func warn(
        _ check: Check, _ templateName: String, _ location: TagLocation, _ name: String,
        _ message: @autoclosure () -> String
    ) {
        let key = ReportKey(check: check, templateName: templateName, line: location.line, column: location.column)
        guard reported.insert(key).inserted else { return }
        warningKeys.append(key)
        warnings.append(
            TemplateWarning(
                templateName: templateName, line: location.line, column: location.column, name: name,
                message: message(), kind: check == .unsafeURL ? .unsafeURL : check == .unsafeContext ? .unsafeContext : .general))
    }
}
