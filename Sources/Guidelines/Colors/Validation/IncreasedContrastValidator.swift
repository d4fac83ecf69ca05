import ColorScience
import Diagnostics

/// An increased-contrast value must have strictly more contrast on its background than the default value it replaces.
package struct IncreasedContrastValidator: Sendable {
    package var settings: ColorCheckSettings

    package init(settings: ColorCheckSettings) {
        self.settings = settings
    }

    package func validate(_ tables: [ColorTable], path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for table in tables {
            for spec in table.colors {
                for increased in [Appearance.lightIncreasedContrast, .darkIncreasedContrast] {
                    guard let strong = spec.values[increased], let standard = spec.values[increased.standardCounterpart] else { continue }
                    let background = settings.primaryBackground(for: increased)
                    let strongRatio = WCAGContrast.contrastRatio(foreground: strong.srgb, background: background)
                    let standardRatio = WCAGContrast.contrastRatio(foreground: standard.srgb, background: background)
                    guard strongRatio <= standardRatio else { continue }
                    diagnostics.append(
                        .warning(
                            "colors.contrast-not-increased",
                            "the \(increased.label.lowercased()) value of '\(spec.name)' (\(strong.hex), \(strongRatio.ratioText) on \(background.hex)) "
                                + "does not have more contrast than its default (\(standard.hex), \(standardRatio.ratioText))",
                            at: SourceLocation(path: path, line: strong.line, column: strong.column),
                            notes: ["an increased-contrast variant should move further from the background than the default value"]))
                }
            }
        }
        return diagnostics
    }
}
