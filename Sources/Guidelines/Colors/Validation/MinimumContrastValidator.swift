import ColorScience
import Diagnostics

/// Reports values below the site's minimum contrast on their primary background (only when a minimum is configured).
package struct MinimumContrastValidator: Sendable {
    package var settings: ColorCheckSettings

    package init(settings: ColorCheckSettings) {
        self.settings = settings
    }

    package func validate(_ tables: [ColorTable], path: String) -> [Diagnostic] {
        guard let minimum = settings.minimumContrast else { return [] }
        var diagnostics: [Diagnostic] = []
        for table in tables {
            for spec in table.colors {
                for (appearance, value) in spec.values.sorted(by: { $0.key < $1.key }) {
                    let background = settings.primaryBackground(for: appearance)
                    let ratio = WCAGContrast.contrastRatio(foreground: value.srgb, background: background)
                    guard ratio < minimum else { continue }
                    diagnostics.append(
                        .warning(
                            "colors.low-contrast",
                            "\(appearance.label.lowercased()) value of '\(spec.name)' (\(value.hex)) has \(ratio.ratioText) on \(background.hex), "
                                + "below the minimum of \(minimum)",
                            at: SourceLocation(path: path, line: value.line, column: value.column)))
                }
            }
        }
        return diagnostics
    }
}
