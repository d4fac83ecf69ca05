import ColorScience
import Diagnostics
import MarkdownSyntax

/// Pairs of colors in one table that a color-vision deficiency makes hard to tell apart.
///
/// Threshold: CIEDE2000 ΔE00 below 5 after simulation, for pairs at least 5 apart to typical vision. A ΔE00 near 1–2
/// is the smallest difference noticed with the two colors side by side; interface colors are small and usually seen
/// apart (a status dot, a tint), where differences under about 5 are routinely confused, while palettes for charts aim
/// for 10 or more. Pairs already closer than 5 for typical vision (neighbouring grays) are not reported: the deficiency
/// is not what makes them similar.
package struct CVDConfusionReport: Sendable {
    package static let threshold = 5.0

    package struct Pair: Sendable, Hashable {
        package var first: String
        package var second: String
        package var appearance: Appearance
        package var difference: Double
    }

    package var settings: ColorCheckSettings

    package init(settings: ColorCheckSettings) {
        self.settings = settings
    }

    package func pairs(in table: ColorTable, deficiency: ColorVisionDeficiency) -> [Pair] {
        pairs(in: table, deficiencies: [deficiency])[0]
    }

    /// `pairs(in:deficiency:)` for each of `deficiencies`, in their order. The typical-vision difference of a pair
    /// and each color's simulation are computed once for all of them.
    func pairs(in table: ColorTable, deficiencies: [ColorVisionDeficiency]) -> [[Pair]] {
        var pairs = [[Pair]](repeating: [], count: deficiencies.count)
        for appearance in [Appearance.light, .dark] where table.appearances.contains(appearance) {
            let colors = table.colors.compactMap { spec in spec.values[appearance].map { (spec.name, $0.srgb) } }
            // Each color in CIELAB once, not once per pair (the conversion is most of a difference's cost).
            let typical = colors.map { CIELABColor($0.1) }
            let simulated = deficiencies.map { deficiency in colors.map { CIELABColor(deficiency.simulate($0.1).clamped()) } }
            for i in colors.indices {
                for j in colors.indices where j > i {
                    guard CIEDE2000.difference(typical[i], typical[j]) >= Self.threshold else { continue }
                    for index in deficiencies.indices {
                        let difference = CIEDE2000.difference(simulated[index][i], simulated[index][j])
                        if difference < Self.threshold {
                            pairs[index].append(
                                Pair(first: colors[i].0, second: colors[j].0, appearance: appearance, difference: difference))
                        }
                    }
                }
            }
        }
        return pairs
    }

    /// One hidden list per deficiency, in the page's language; the stylesheet shows the one matching the chosen
    /// preview.
    package func html(for table: ColorTable, strings: ThemeStrings = .table(for: .english)) -> HTML {
        var html = HTML()
        let allPairs = pairs(in: table, deficiencies: ColorVisionDeficiency.allCases)
        for (deficiency, found) in zip(ColorVisionDeficiency.allCases, allPairs) {
            let name = HTML(text: strings[deficiency.rawValue].lowercased())
            html += "<div class=\"cvd-report\" data-cvd=\"\(deficiency.rawValue)\" role=\"note\">"
            if found.isEmpty {
                html += "<p><span aria-hidden=\"true\">✓</span> \(strings.html("cvdAllDistinct", ["name": name]))</p>"
            } else {
                let key = found.count == 1 ? "cvdPairsOne" : "cvdPairs"
                html +=
                    "<p><span aria-hidden=\"true\">⚠</span> \(strings.html(key, ["name": name, "count": HTML(text: CountText.number(found.count))]))</p><ul>"
                for pair in found {
                    let values = [
                        "first": HTML(text: pair.first), "second": HTML(text: pair.second),
                        "appearance": HTML(text: strings.label(of: pair.appearance).lowercased()),
                        "difference": HTML(text: String((pair.difference * 10).rounded() / 10)),
                    ]
                    html += "<li>\(strings.html("cvdPair", values))</li>"
                }
                html += "</ul>"
            }
            html += "</div>"
        }
        return html + "\n"
    }
}
