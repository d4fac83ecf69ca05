import ColorScience
import Guidelines
import MCPServer

/// `check_contrast`: a foreground on a background (given, or the site's for an appearance), measured with WCAG 2
/// (the unrounded ratio judged against each criterion) and APCA, and the guideline colors of that appearance that
/// would pass as normal text (4.5:1) on that background, best first.
struct ContrastCheck {
    var calls: PreceptToolCalls

    /// The most passing colors listed.
    static let listed = 20

    func result() throws(PreceptToolCalls.ArgumentProblem) -> MCPToolResult {
        guard let foregroundText = try calls.text("foreground") else {
            return .failure("'foreground' must be a color such as #1C1C1E, rgb(28 28 30) or black")
        }
        guard let foreground = Self.color(foregroundText) else { return .failure("cannot read '\(foregroundText)' as a color") }
        let appearanceName = try calls.choice("appearance", PreceptTools.appearances.compactMap(\.stringValue))
        let settings = calls.state.loaded.configuration.colorChecks
        let background: ColorValue
        if let backgroundText = try calls.text("background") {
            guard let read = Self.color(backgroundText) else { return .failure("cannot read '\(backgroundText)' as a color") }
            background = read
        } else {
            let appearance = appearanceName.flatMap(Self.appearance(named:)) ?? .light
            let bytes = settings.primaryBackground(for: appearance).rgba8
            background = ColorValue(red: bytes.red, green: bytes.green, blue: bytes.blue, notation: .hex, original: "")
        }
        let appearance =
            appearanceName.flatMap(Self.appearance(named:))
            ?? (WCAGContrast.relativeLuminance(of: background.srgb) < 0.18 ? .dark : .light)
        let ratio = WCAGContrast.contrastRatio(foreground: foreground.srgb, background: background.srgb)
        let verdict = ContrastVerdict(ratio: ratio)
        let lc = APCAContrast.lightnessContrast(text: foreground.srgb, background: background.srgb)
        var verdicts: [String: JSON] = [:]
        for criterion in WCAGCriterion.allCases { verdicts[criterion.rawValue] = .bool(verdict.passes(criterion)) }

        var passing: [(name: String, api: String, hex: String, ratio: Double)] = []
        for page in calls.site.pages {
            for table in page.colorTables where table.kind == .specification {
                for color in table.colors {
                    guard let value = color.values[appearance] else { continue }
                    let measured = WCAGContrast.contrastRatio(foreground: value.srgb, background: background.srgb)
                    guard ContrastVerdict(ratio: measured).passesAAText else { continue }
                    let api = color.apis.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                    passing.append((color.name, api, value.hex, measured))
                }
            }
        }
        passing.sort { ($1.ratio, $0.name) < ($0.ratio, $1.name) }
        let listed = passing.prefix(Self.listed).map { color -> JSON in
            [
                "name": .string(color.name), "api": .string(color.api), "hex": .string(color.hex),
                "ratio": .number(Self.rounded(color.ratio)),
            ]
        }
        let structured: JSON = [
            "foreground": .string(foreground.hex), "background": .string(background.hex), "appearance": .string(appearance.rawValue),
            "wcag": ["ratio": .number(Self.rounded(ratio)), "verdicts": .object(verdicts)],
            "apca": ["lc": .number(Self.rounded(lc, places: 1))],
            "passingColors": .array(listed), "passingColorCount": .number(Double(passing.count)),
        ]
        let passes = WCAGCriterion.allCases.filter { verdict.passes($0) }.map(\.rawValue)
        var text = "\(foreground.hex) on \(background.hex): \(ratio.ratioText) (WCAG 2), APCA Lc \(Self.rounded(lc, places: 1)). "
        text += passes.isEmpty ? "Fails every WCAG criterion, even 3:1." : "Passes \(passes.joined(separator: ", "))."
        text +=
            "\n\(passing.count) guideline \(passing.count == 1 ? "color" : "colors") of the \(appearance.rawValue) appearance pass AA as text on \(background.hex)"
        text +=
            passing.isEmpty
            ? "."
            : ":\n"
                + passing.prefix(Self.listed).map {
                    "- \($0.name) \($0.hex) \($0.ratio.ratioText)" + ($0.api.isEmpty ? "" : " (\($0.api))")
                }.joined(separator: "\n")
        return MCPToolResult(text: text, structured: structured)
    }

    static func appearance(named name: String) -> Appearance? { Appearance.allCases.first { $0.rawValue == name } }

    /// A color as a table cell may write it, or a CSS color name.
    static func color(_ text: String) -> ColorValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if case .value(let value, _) = ColorNotationParser.standard.parse(trimmed) { return value }
        return CSSNamedColors.value(trimmed.lowercased())
    }

    /// Cut, not rounded, as ratios are shown everywhere (`ratioText`): 4.496 is 4.49, never a 4.5 that fails AA.
    static func rounded(_ value: Double, places: Int = 2) -> Double {
        let scale = places == 1 ? 10.0 : 100.0
        return (value * scale).rounded(.towardZero) / scale
    }
}
