/// What one cell holds, as evidence that its column is a column of colors.
///
/// Strong values are notations nothing else is written in (`#FF3B30`, `rgb(…)`, `R-255,G-59,B-48`,
/// `color(display-p3 …)`, `0xFF6750A4`). Weak ones could be something else: a bare triplet (`12, 16, 20` is also a
/// list of sizes), three or four decimal digits after `#` (`#123` is also an issue number), and CSS color keywords
/// (`white`, also a word). A column is read as colors on strong evidence, or on weak evidence under a header that says
/// it holds colors.
package enum ColorCellReading: Sendable {
    case strong(ColorValue)
    case weak(ColorValue)
    /// Looks like a color but cannot be read (`R-255,G-56`, `#GG0000`), with the parser's message.
    case unreadable(message: String, found: String, outOfRange: Bool)
    case blank
    case text

    package init(_ text: String, parser: ColorNotationParser) {
        if ColorNotationParser.isBlank(text) {
            self = .blank
            return
        }
        switch parser.parse(text) {
        case .value(let value, _):
            if value.notation == .hex, Self.isWeak(value), text.trimmingCharacters(in: [" ", "`", "*"]) != value.original {
                // `see #123 in the tracker`: a number in prose, not a color.
                self = .text
            } else {
                self = Self.isWeak(value) ? .weak(value) : .strong(value)
            }
        case .invalid(let message, let found, _, let outOfRange):
            self = .unreadable(message: message, found: found, outOfRange: outOfRange)
        case .none:
            if let named = CSSNamedColors.value(text) {
                self = .weak(named)
            } else {
                self = .text
            }
        }
    }

    static func isWeak(_ value: ColorValue) -> Bool {
        switch value.notation {
        case .triplet, .named: return true
        case .hex:
            let digits = value.original.dropFirst()
            return digits.count <= 4 && digits.allSatisfy(\.isNumber)
        default: return false
        }
    }

    package var value: ColorValue? {
        switch self {
        case .strong(let value), .weak(let value): value
        default: nil
        }
    }

    /// Counts over a column's cells.
    package struct Tally: Sendable {
        package var strong = 0
        package var weak = 0
        package var unreadable = 0
        package var text = 0
        /// Weak values that are CSS keywords (`Purple`): as likely names as values.
        package var keywords = 0

        package init(_ readings: [ColorCellReading]) {
            for reading in readings {
                switch reading {
                case .strong: strong += 1
                case .weak(let value):
                    weak += 1
                    if value.notation == .named { keywords += 1 }
                case .unreadable: unreadable += 1
                case .text: text += 1
                case .blank: continue
                }
            }
        }

        /// Cells that are not blank.
        package var filled: Int { strong + weak + unreadable + text }

        /// True when the column holds colors: some readable values, most cells colors or near misses, and more
        /// readable than not; weak values count only when `headerSaysColor`.
        package func holdsColors(headerSaysColor: Bool) -> Bool {
            let readable = strong + (headerSaysColor || strong > 0 ? weak : 0)
            guard readable > 0, strong > 0 || headerSaysColor else { return false }
            return (readable + unreadable) * 5 >= filled * 3 && readable >= unreadable
        }
    }
}
