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
        // libxml2 compares each attribute of an element with those before it: refused before it starts.
        if let refusal = Self.refusal(data) {
            let (line, what, note) =
                switch refusal {
                case .crowdedElement(let line):
                    (line, "an element with more than \(Self.maximumAttributes) attributes", "a color resource has one to three attributes")
                case .declaration(let line):
                    (line, "a document type declaration", "an Android resource file has no <!DOCTYPE>: remove it")
                }
            return .failure(
                ShippedReadFailure(
                    diagnostic: .warning(
                        "verify.over-budget", "\(file) has \(what) and is not read", at: SourceLocation(path: file, line: line, column: 1),
                        notes: ["its colors are not compared with the guidelines; \(note)"])))
        }
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

    /// A color's name in the appearance it is read in.
    struct Reference: Hashable {
        var name: String
        var appearance: Appearance?
    }

    /// The colors of resource files, each with its appearance; `@color/` references resolved within the same
    /// appearance, else among the colors for any appearance.
    package func colors(_ files: [(data: Data, file: String, appearance: Appearance?)]) -> ([ShippedColor], [Diagnostic]) {
        var budget = ShippedReadBudget()
        return colors(files, budget: &budget)
    }

    /// The colors of the files, each color's chain of references followed once per appearance within `budget`.
    func colors(_ files: [(data: Data, file: String, appearance: Appearance?)], budget: inout ShippedReadBudget)
        -> ([ShippedColor], [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        var raw: [(Element, Appearance?)] = []
        for entry in files {
            switch elements(entry.data, file: entry.file) {
            case .success(let found): raw += found.map { ($0, entry.appearance) }
            case .failure(let failure): diagnostics.append(failure.diagnostic)
            }
        }
        let spent = { (budget: ShippedReadBudget) in ([ShippedColor](), [budget.diagnostic(files: files.map(\.file))]) }
        var colors: [String: ShippedColor] = [:]
        var order: [String] = []
        // By name and appearance, the last definition winning, as later resources override earlier ones.
        var definitions: [String: [Appearance?: Element]] = [:]
        for (element, appearance) in raw { definitions[element.name, default: [:]][appearance] = element }
        // A reference for any appearance takes, as resources do, the value of the colors it reads (in turn) in each
        // appearance one of them has a value of its own.
        var own: [String: Set<Appearance>] = [:]
        var reads: [String: [String]] = [:]
        for (name, values) in definitions {
            own[name] = Set(values.keys.compactMap { $0 })
            reads[name] = values[nil].flatMap { Self.reference($0.value) }.map { [$0] } ?? []
        }
        guard let reached = AppearanceReach.compute(own: own, reads: reads, budget: &budget) else { return spent(budget) }
        let evaluated = raw.flatMap { element, appearance -> [(Element, Appearance?)] in
            guard appearance == nil, let target = Self.reference(element.value) else { return [(element, appearance)] }
            return [(element, nil)] + (reached[target] ?? []).sorted().map { (element, $0) }
        }
        var chains = ReferenceChains<Reference, Result<SRGBColor, ShippedValueProblem>>()
        var reportedCycles = Set<[String]>()
        for (element, appearance) in evaluated {
            let result: Result<SRGBColor, ShippedValueProblem>
            if let target = Self.reference(element.value) {
                guard
                    let followed = chains.follow(
                        Reference(name: target, appearance: appearance), budget: &budget, link: { link($0, definitions) })
                else { return spent(budget) }
                switch followed.outcome {
                case .end(let end): result = end
                case .cycle(let members):
                    // Reported once, at the color of the cycle defined first; the colors reading it are not compared.
                    let names = members.map(\.name)
                    if followed.isNew, reportedCycles.insert(names.sorted()).inserted, let diagnostic = cycle(names, definitions) {
                        diagnostics.append(diagnostic)
                    }
                    continue
                }
            } else {
                result = Self.color(element.value)
            }
            switch result {
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

    /// What `@color/name` is in an appearance: its value there, else its value for any appearance.
    func link(_ reference: Reference, _ definitions: [String: [Appearance?: Element]])
        -> ReferenceChains<Reference, Result<SRGBColor, ShippedValueProblem>>.Link
    {
        guard let found = definitions[reference.name]?[reference.appearance] ?? definitions[reference.name]?[nil] else {
            return .end(.failure(.invalid("refers to @color/\(reference.name), which no resource file defines")))
        }
        if let next = Self.reference(found.value) { return .next(Reference(name: next, appearance: reference.appearance)) }
        return .end(Self.color(found.value))
    }

    /// The warning for a cycle of references, starting at its color defined first.
    func cycle(_ names: [String], _ definitions: [String: [Appearance?: Element]]) -> Diagnostic? {
        let place = { (name: String) in
            definitions[name]?.values.map { ($0.location.path, $0.location.line) }.min { $0 < $1 } ?? ("", Int.max)
        }
        guard let start = names.indices.min(by: { place(names[$0]) < place(names[$1]) }),
            let element = definitions[names[start]]?.values.min(by: {
                ($0.location.path, $0.location.line) < ($1.location.path, $1.location.line)
            })
        else { return nil }
        let cycle = Array(names[start...] + names[..<start])
        let shown = (cycle.prefix(8) + (cycle.count > 8 ? ["…"] : []) + [cycle[0]]).map { $0 == "…" ? $0 : "@color/\($0)" }
        let count = cycle.count > 8 ? " (\(CountText.number(cycle.count)) colors)" : ""
        return ShippedValueProblem.invalid("is in a circular reference: \(shown.joined(separator: " → "))\(count)")
            .diagnostic(at: element.location, color: cycle[0])
    }

    /// The name `@color/name` refers to.
    static func reference(_ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.hasPrefix("@color/") ? String(text.dropFirst("@color/".count)) : nil
    }

    /// A color value written out: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`.
    static func color(_ value: String) -> Result<SRGBColor, ShippedValueProblem> {
        let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
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
