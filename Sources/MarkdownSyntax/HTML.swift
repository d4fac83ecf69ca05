/// Markup ready to be written into a page.
///
/// Only three things make one, so a value from a page cannot reach the output as markup by accident:
/// - a string literal written in Swift source (a renderer's own tags): the literal type is `StaticString`, so no
///   runtime string can pose as one;
/// - text through the escaper: `HTML(text:)`, and every `String` interpolated into a literal
///   (`"<th>\(name)</th>"` escapes `name`; `\(attribute: id)` escapes for a quoted attribute);
/// - joining HTML values (`+`, `+=`, interpolating one into another, `joined`).
///
/// There is no initializer from a `String` taken as markup.
package struct HTML: Sendable, Hashable, CustomStringConvertible {
    /// The markup, to write out.
    package private(set) var markup: String

    /// No markup.
    package init() { markup = "" }

    /// `text` escaped for element content (and for a double-quoted attribute): `& < > "` become references.
    package init(text: String) { markup = HTMLEscaping.text(text) }

    private init(joining markup: String) { self.markup = markup }

    package var description: String { markup }

    package var isEmpty: Bool { markup.isEmpty }

    package static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(joining: lhs.markup + rhs.markup)
    }

    package static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }
}

extension HTML: ExpressibleByStringInterpolation {
    package init(stringLiteral value: StaticString) {
        markup = value.description
    }

    package init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    /// The parts of a literal: its own text as written, interpolated values escaped unless they are `HTML`.
    package struct StringInterpolation: StringInterpolationProtocol {
        var markup = ""

        package init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        package mutating func appendLiteral(_ literal: StaticString) {
            markup += literal.description
        }

        /// Markup, as it is.
        package mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        /// Text, escaped for element content and double-quoted attributes.
        package mutating func appendInterpolation(_ text: String) {
            markup += HTMLEscaping.text(text)
        }

        /// Text, escaped for a quoted attribute (`'` too).
        package mutating func appendInterpolation(attribute text: String) {
            markup += HTMLEscaping.attribute(text)
        }

        /// A number, which needs no escaping.
        package mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }
    }
}

extension Sequence where Element == HTML {
    /// The values one after another, `separator` between them.
    package func joined(separator: HTML = HTML()) -> HTML {
        var out = HTML()
        var first = true
        for html in self {
            if !first { out += separator }
            out += html
            first = false
        }
        return out
    }
}
