import Diagnostics

/// The front-matter stage of the page pipeline: locate, read the YAML, type the fields, blank the lines.
package enum FrontMatterParser {
    /// Reads `source`'s front matter; never throws, every problem is a diagnostic in the result.
    package static func parse(_ source: SourceText) -> FrontMatterResult {
        guard let region = FrontMatterLocator.locate(in: source) else {
            return FrontMatterResult(body: source.text)
        }
        var diagnostics: [Diagnostic] = []
        let fence = SourceLocation(path: source.path, line: region.lineRange.lowerBound, column: 1)
        if region.style == .unclosed {
            diagnostics.append(
                .warning(
                    "frontmatter.unclosed",
                    "front matter opened on line \(region.lineRange.lowerBound) is never closed; "
                        + "it was read up to line \(region.lineRange.upperBound)",
                    at: fence,
                    notes: ["add a line '---' after line \(region.lineRange.upperBound) to close it"]))
        }

        let yamlText = region.yamlLines.map { source.line($0) }.joined(separator: "\n")
        let reader = YAMLReader(path: source.path, firstLine: region.yamlLines.lowerBound)
        let (value, yamlDiagnostics) = reader.read(yamlText)
        diagnostics += yamlDiagnostics

        var metadata = PageMetadata()
        switch value {
        case .mapping(let entries, _):
            let (read, metadataDiagnostics) = PageMetadataReader.read(entries)
            metadata = read
            diagnostics += metadataDiagnostics
        case let value? where !value.isNull:
            diagnostics.append(
                .error(
                    "frontmatter.not-a-mapping",
                    "front matter should be a mapping of 'key: value' lines, found \(value.kindDescription)",
                    at: value.location, notes: ["write one 'key: value' per line at the top level, such as title: Color"]))
        default:
            break
        }
        return FrontMatterResult(
            metadata: metadata, body: blanking(region.lineRange, of: source), style: region.style,
            lineRange: region.lineRange, diagnostics: diagnostics)
    }

    /// The text with the given lines emptied but their line breaks (`\n` or `\r\n`) kept.
    static func blanking(_ lines: ClosedRange<Int>, of source: SourceText) -> String {
        let bytes = Array(source.text.utf8)
        let start = source.lineStarts[lines.lowerBound - 1]
        let end = lines.upperBound < source.lineCount ? source.lineStarts[lines.upperBound] : bytes.count
        var result = Array(bytes[..<start])
        for index in start..<end {
            let byte = bytes[index]
            let isLineBreak =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"))
            if isLineBreak { result.append(byte) }
        }
        result += bytes[end...]
        return String(decoding: result, as: UTF8.self)
    }
}
