/// A Mustache template parsed once into a tree, ready to be rendered many times from any thread.
public struct Template: Sendable {
    /// The name given at parse time; syntax errors and warnings point at it.
    public let name: String
    let nodes: [TemplateNode]

    /// Parses `source`, reporting the first syntax error with its line, column and line text.
    public init(parsing source: String, name: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(source: source, templateName: name)
        self.name = name
        self.nodes = try parser.parse()
    }
}
