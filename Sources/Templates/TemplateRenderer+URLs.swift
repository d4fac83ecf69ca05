/// The URLs variables make in URL attributes, checked as they are written (`TemplateURLPolicy`).
extension TemplateRenderer {
    /// After a literal text: checks the URL attribute value it ends (or continues), and notes where the value
    /// it opens starts. `indentation` is what a standalone partial writes after each of its inner line breaks.
    mutating func followURLValue(
        _ url: HTMLContextLexer.TextContext?, textStart: Int, indentation: Int, _ templateName: String
    ) {
        if let start = urlValueStart {
            let location = TagLocation(line: 0, column: 0)
            if let url, let continuation = url.continuation {
                let end = url.closes ? textStart + continuation.bytes + continuation.breaks * indentation : output.count
                checkURL(start..<end, templateName, location, templateName)
                guard url.closes else { return }
            } else {
                // A text that does not continue the value in the source (a partial, a section's edge): what was
                // written is checked as it stands.
                checkURL(start..<output.count, templateName, location, templateName)
            }
            urlValueStart = nil
        }
        if let tail = url?.tail { urlValueStart = output.count - tail.bytes - tail.breaks * indentation }
    }

    /// Replaces the URL attribute value in `range` of the output by `#` when its scheme is not allowed.
    mutating func checkURL(_ range: Range<Int>, _ templateName: String, _ location: TagLocation, _ name: String) {
        guard range.lowerBound <= range.upperBound, range.upperBound <= output.count,
            let scheme = TemplateURLPolicy.blockedScheme(output[range])
        else { return }
        output.replaceSubrange(range, with: [UInt8(ascii: "#")])
        warn(
            .unsafeURL, templateName, location, name,
            "a URL starting with '\(scheme):' was written into a link or source attribute (through '\(name)'); "
                + "it was replaced by '#', since only relative, http(s), mailto: and tel: URLs may be")
    }
}
