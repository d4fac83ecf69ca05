import ColorScience
import Diagnostics
import Foundation
import FoundationXML
import Guidelines

/// Reads Android color resources: `<color name="…">` and `<item type="color">` in `res/values*/…xml`.
///
/// Values are `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (alpha first) or `@color/other`. The resource folder's
/// qualifiers give the appearance: `night` is dark, `notnight` light, none any appearance; other qualifiers
/// (`-v31`, `-land`) give further values of the same appearance.
package struct AndroidColorReader: Sendable {
    package init() {}

    /// One raw `<color>` element.
    struct Element {
        var name: String
        var value: String
        var location: SourceLocation
    }

    /// The dark/light qualifier of a resource folder name: `values-night-v31` → dark; `.some(nil)` for any
    /// appearance, nil for a folder that is not a `values` folder.
    package static func appearance(folder: String) -> Appearance?? {
        let parts = folder.lowercased().split(separator: "-")
        guard parts.first == "values" else { return nil }
        if parts.contains("night") { return .some(.dark) }
        if parts.contains("notnight") { return .some(.light) }
        return .some(nil)
    }

    /// The color elements of one resource file, or why it could not be read.
    func elements(_ data: Data, file: String) -> Result<[Element], ShippedReadFailure> {
        let parser = XMLParser(data: data)
        let delegate = Collector(file: file)
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        // swift-corelibs-foundation's parse() can return true after an error; the delegate sees the first one.
        let parsed = parser.parse()
        if let failure = delegate.firstError ?? (parsed ? nil : (parser.lineNumber, (parser.parserError as NSError?)?.code ?? 0)) {
            return .failure(
                ShippedReadFailure(
                    diagnostic: .warning(
                        "verify.unreadable", "\(file) is not well-formed XML (libxml2 error \(failure.code))",
                        at: SourceLocation(path: file, line: max(failure.line, 1), column: 1),
                        notes: ["its colors are not compared with the guidelines"])))
        }
        return .success(delegate.elements)
    }

    /// The colors of resource files, each with its appearance; `@color/` references resolved within the same
    /// appearance, else among the colors for any appearance.
    package func colors(_ files: [(data: Data, file: String, appearance: Appearance?)]) -> ([ShippedColor], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var raw: [(Element, Appearance?)] = []
        for entry in files {
            switch elements(entry.data, file: entry.file) {
            case .success(let found): raw += found.map { ($0, entry.appearance) }
            case .failure(let failure): diagnostics.append(failure.diagnostic)
            }
        }
        var colors: [String: ShippedColor] = [:]
        var order: [String] = []
        // By name and appearance, the last definition winning, as later resources override earlier ones.
        var definitions: [String: [Appearance?: Element]] = [:]
        for (element, appearance) in raw { definitions[element.name, default: [:]][appearance] = element }
        // A reference for any appearance takes, as resources do, the value of the colors it reads (in turn) in each
        // appearance one of them has a value of its own.
        func appearances(reading element: Element) -> Set<Appearance> {
            var found = Set<Appearance>()
            var visited = Set<String>()
            var next = Self.reference(element.value)
            while let name = next, visited.insert(name).inserted {
                found.formUnion((definitions[name] ?? [:]).keys.compactMap { $0 })
                next = definitions[name]?[nil].flatMap { Self.reference($0.value) }
            }
            return found
        }
        let evaluated = raw.flatMap { element, appearance -> [(Element, Appearance?)] in
            guard appearance == nil, Self.reference(element.value) != nil else { return [(element, appearance)] }
            return [(element, nil)] + appearances(reading: element).sorted().map { (element, $0) }
        }
        for (element, appearance) in evaluated {
            switch resolve(element.value, appearance: appearance, definitions: definitions, depth: 0) {
            case .success(let srgb):
                if colors[element.name] == nil {
                    order.append(element.name)
                    colors[element.name] = ShippedColor(name: element.name, path: [element.name], location: element.location)
                }
                colors[element.name]?.values[appearance, default: []].append(
                    ShippedValue(srgb: srgb, text: element.value, location: element.location))
            case .failure(let problem): diagnostics.append(problem.diagnostic(at: element.location, color: element.name))
            }
        }
        return (order.compactMap { colors[$0] }, diagnostics)
    }

    /// The name `@color/name` refers to.
    static func reference(_ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("@color/") ? String(text.dropFirst("@color/".count)) : nil
    }

    func resolve(_ value: String, appearance: Appearance?, definitions: [String: [Appearance?: Element]], depth: Int)
        -> Result<SRGBColor, ShippedValueProblem>
    {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if let target = Self.reference(text) {
            guard depth < 16 else { return .failure(.invalid("has a circular reference through @color/\(target)")) }
            guard let found = definitions[target]?[appearance] ?? definitions[target]?[nil] else {
                return .failure(.invalid("refers to @color/\(target), which no resource file defines"))
            }
            return resolve(found.value, appearance: appearance, definitions: definitions, depth: depth + 1)
        }
        guard text.hasPrefix("#") else {
            return .failure(.unsupported("has the value '\(text)', which is not a color Precept reads (a theme attribute or system color)"))
        }
        let digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), let number = UInt32(String(digits), radix: 16) else {
            return .failure(.invalid("has '\(text)', which is not #RGB, #ARGB, #RRGGBB or #AARRGGBB"))
        }
        // Short forms repeat each digit; alpha comes first.
        let nibbles = digits.count <= 4
        let width: UInt32 = nibbles ? 4 : 8
        let count = digits.count / (nibbles ? 1 : 2)
        var channels = (0..<count).map { index -> Double in
            let shift = UInt32(count - 1 - index) * width
            let part = (number >> shift) & (nibbles ? 0xF : 0xFF)
            return Double(nibbles ? part * 17 : part) / 255
        }
        let alpha = channels.count == 4 ? channels.removeFirst() : 1
        return .success(SRGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
    }

    /// Collects `<color>` and `<item type="color">` elements with their text. It is used on one thread.
    private final class Collector: NSObject, XMLParserDelegate {
        let file: String
        var elements: [Element] = []
        var current: Element?
        /// The line and code of the first parse error.
        var firstError: (line: Int, code: Int)?

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = (parser.lineNumber, (parseError as NSError).code) }
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let isColor = elementName == "color" || (elementName == "item" && attributes["type"] == "color")
            guard isColor, let name = attributes["name"] else { return }
            current = Element(name: name, value: "", location: SourceLocation(path: file, line: parser.lineNumber, column: 1))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current?.value += string }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = current, elementName == "color" || elementName == "item" else { return }
            elements.append(element)
            current = nil
        }
    }
}
