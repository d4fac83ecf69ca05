/// A problem found while rendering that did not stop it: an unknown name in strict mode, a missing partial.
public struct TemplateWarning: Sendable, Hashable {
    /// The template whose tag the warning points at (a partial's own name when the tag is inside it).
    public var templateName: String
    /// 1-based line of the tag; 0 when the warning is about no tag in particular.
    public var line: Int
    /// 1-based column of the tag, counted in Unicode scalars; 0 when there is no tag.
    public var column: Int
    /// The name written in the tag (`titel` for `{{titel}}`), or the template or partial name.
    public var name: String
    /// What is wrong, in a sentence.
    public var message: String
    /// What kind of problem it is.
    public var kind: Kind

    /// The kinds of warning a caller may report differently.
    public enum Kind: Sendable, Hashable {
        /// An unknown name, a missing partial, a runaway render.
        case general
        /// A URL with a scheme that is not allowed, written into a link or source attribute and replaced.
        case unsafeURL
        /// A value in a place no escaping makes safe (a script outside a string, an attribute's name, an
        /// unquoted attribute value, `srcdoc`, an event handler), left out.
        case unsafeContext
    }

    /// Creates a warning; the renderer fills every field from the tag it was rendering.
    public init(templateName: String, line: Int, column: Int, name: String, message: String, kind: Kind = .general) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.name = name
        self.message = message
        self.kind = kind
    }
}

extension TemplateWarning: CustomStringConvertible {
    /// `name:line:column: warning: message`.
    public var description: String { "\(templateName):\(line):\(column): warning: \(message)" }
}
