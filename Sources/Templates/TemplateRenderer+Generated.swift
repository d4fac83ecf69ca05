import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension TemplateRenderer {
    /// Generated lists shorter than this render item by item on the calling thread.
    static let parallelGeneratedMinimum = 64
    /// Items one task renders.
    static let generatedBatch = 16

    /// A section over a generated list. Long lists (the checklist of a large site) are rendered in waves of
    /// batches on every core, each batch by its own renderer from the same context, and joined in order: the
    /// output and warnings are those of rendering the items one by one. A wave that reaches the output limit
    /// or the partial-expansion limit is rendered again one item at a time, so those limits stop the render
    /// at the same place as well.
    mutating func renderGenerated(
        _ generator: TemplateValueGenerator, children: [TemplateNode], templateName: String, indentation: String
    ) {
        // Generated items render on other renderers, which do not report what they looked up.
        if recordingFloor != nil { recordingSpoiled = true }
        let count = generator.count
        // Inside a URL attribute value the items render here, so that the value is checked as one.
        guard count >= Self.parallelGeneratedMinimum, urlValueStart == nil else {
            renderItems(generator, 0..<count, children: children, templateName: templateName, indentation: indentation)
            return
        }
        let width = max(2, activeProcessorCount())
        var start = 0
        while start < count {
            let end = min(count, start + Self.generatedBatch * width * 4)
            let batches = stride(from: start, to: end, by: Self.generatedBatch).map { $0..<min($0 + Self.generatedBatch, end) }
            // The batches start from an emptied copy: a copy of `self` would share the output so far, and appending
            // the batches to it below would then copy the whole output once a wave.
            let base = emptied(outputLimit: outputLimit - output.count)
            let done = Mutex<[Int: TemplateRenderer]>([:])
            DispatchQueue.concurrentPerform(iterations: batches.count) { number in
                var batch = base
                batch.output.reserveCapacity(65_536)
                batch.renderItems(generator, batches[number], children: children, templateName: templateName, indentation: indentation)
                done.withLock { $0[number] = batch }
            }
            let rendered = done.withLock { finished in (0..<batches.count).map { finished[$0]! } }
            let expansions = rendered.reduce(partialExpansions) { $0 + $1.partialExpansions - partialExpansions }
            let outputSize = rendered.reduce(output.count) { $0 + $1.output.count }
            // Also when a batch ends inside a URL attribute value, which the next batch began outside of.
            if rendered.contains(where: \.outputLimitReached) || outputSize > outputLimit
                || expansions >= Self.maximumPartialExpansions || rendered.contains(where: { $0.urlValueStart != nil })
            {
                renderItems(generator, start..<count, children: children, templateName: templateName, indentation: indentation)
                return
            }
            for batch in rendered {
                output.append(contentsOf: batch.output)
                for (key, warning) in zip(batch.warningKeys, batch.warnings) where reported.insert(key).inserted {
                    warningKeys.append(key)
                    warnings.append(warning)
                }
            }
            partialExpansions = expansions
            start = end
        }
    }

    /// Items `range` of a generated list, one after another on this renderer.
    mutating func renderItems(
        _ generator: TemplateValueGenerator, _ range: Range<Int>, children: [TemplateNode], templateName: String,
        indentation: String
    ) {
        for index in range {
            if output.count > outputLimit {
                stopForOutputSize(templateName)
                return
            }
            contextStack.append(generator.item(index))
            render(children, templateName: templateName, indentation: indentation)
            contextStack.removeLast()
        }
    }

    /// A renderer in the same place (context, partial depth and expansions, warnings already given) with an
    /// empty output and no warnings of its own yet.
    func emptied(outputLimit: Int) -> TemplateRenderer {
        var copy = TemplateRenderer(
            templates: templates, strict: strict, root: .null, outputLimit: max(0, outputLimit), expectedSize: 65_536,
            memo: memo)
        copy.contextStack = contextStack
        copy.partialDepth = partialDepth
        copy.partialExpansions = partialExpansions
        copy.reported = reported
        copy.refusingPartial = refusingPartial
        return copy
    }
}

/// The number of processors this process may run on.
private func activeProcessorCount() -> Int {
    #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
        return 2
    #endif
}
