/// A template that cannot be parsed: an unclosed section or tag, a mismatched close tag, a bad delimiter.
public struct TemplateSyntaxError: Error, Sendable, Hashable {
    /// The name the template was parsed under (usually its file name).
    public var templateName: String
    /// 1-based line of the offending tag.
    public var line: Int
    /// 1-based column of the offending tag, counted in Unicode scalars.
    public var column: Int
    /// The full text of the offending line, without its line break.
    public var lineText: String
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error; the parser fills every field from the offending tag.
    public init(templateName: String, line: Int, column: Int, lineText: String, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.lineText = lineText
        self.message = message
    }
}

extension TemplateSyntaxError: CustomStringConvertible {
    /// `name:line:column: error: message`, then the line and a caret under the column.
    public var description: String {
        let caretIndent = String(lineText.unicodeScalars.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " })
        return "\(templateName):\(line):\(column): error: \(message)\n\(lineText)\n\(caretIndent)^"
    }
}
