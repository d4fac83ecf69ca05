import ColorScience
import Diagnostics
import MarkdownSyntax
import Testing

@testable import Guidelines

private func value(_ hex: UInt32, line: Int = 1) -> ColorValue {
    ColorValue(
        red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), notation: .hex, original: "#", line: line,
        column: 1)
}

private func table(_ id: String, platforms: [String] = ["iOS"], _ specs: [ColorSpec]) -> ColorTable {
    ColorTable(
        id: id, pageId: "p", title: id, anchor: nil, kind: .specification, platforms: platforms, notes: [],
        appearances: Appearance.allCases, colors: specs, semanticColors: [], recoveredFromLines: false, line: 1, column: 1,
        blockPosition: SourcePosition(line: 1, column: 1))
}

@Suite struct ColorValidatorTests {
    @Test func increasedContrastMustBeStrictlyHigher() {
        let settings = ColorCheckSettings()
        let good = ColorSpec(name: "Gray", values: [.light: value(0x8E8E93), .lightIncreasedContrast: value(0x6C6C70)], line: 1, column: 1)
        let same = ColorSpec(
            name: "Same", values: [.dark: value(0x808080), .darkIncreasedContrast: value(0x808080, line: 7)], line: 2, column: 1)
        let worse = ColorSpec(
            name: "Worse", values: [.light: value(0x555555), .lightIncreasedContrast: value(0x777777, line: 9)], line: 3, column: 1)
        let diagnostics = IncreasedContrastValidator(settings: settings).validate([table("t", [good, same, worse])], path: "c.md")
        #expect(diagnostics.map(\.id) == ["colors.contrast-not-increased", "colors.contrast-not-increased"])
        #expect(diagnostics.map(\.location?.line) == [7, 9])
    }

    @Test func minimumContrastUsesTheUnroundedRatio() {
        var settings = ColorCheckSettings()
        #expect(MinimumContrastValidator(settings: settings).validate([], path: "c.md").isEmpty)
        settings.minimumContrast = 4.5
        // #777777 on white is 4.478:1 and #767676 is 4.542:1.
        let spec = ColorSpec(
            name: "Grays", values: [.light: value(0x777777, line: 4), .lightIncreasedContrast: value(0x767676)], line: 1, column: 1)
        let diagnostics = MinimumContrastValidator(settings: settings).validate([table("t", [spec])], path: "c.md")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location?.line == 4)
        #expect(diagnostics.first?.message.contains("4.47:1") == true)
    }

    @Test func conflictsAreFoundByAPIOrByNameInTheSameScope() {
        let blueA = ColorSpec(name: "Blue", apis: ["UIKit": "systemBlue"], values: [.light: value(0x007AFF, line: 3)], line: 3, column: 1)
        let blueB = ColorSpec(name: "Azure", apis: ["API": "systemBlue"], values: [.light: value(0x0088FF, line: 8)], line: 8, column: 1)
        let sameValue = ColorSpec(
            name: "Blue", apis: ["UIKit": "systemBlue"], values: [.light: value(0x007AFF, line: 12)], line: 12, column: 1)
        let otherScope = ColorSpec(name: "Blue", values: [.light: value(0x0000FF)], line: 20, column: 1)
        let diagnostics = ColorConflictValidator().validate([
            .init(path: "a.md", table: table("a/t", [blueA])),
            .init(path: "b.md", table: table("b/t", [blueB])),
            .init(path: "c.md", table: table("c/t", [sameValue])),
            .init(path: "d.md", table: table("d/t", platforms: ["macOS"], [otherScope])),
        ])
        #expect(diagnostics.count == 1)
        let conflict = diagnostics[0]
        #expect(conflict.id == "colors.conflict")
        #expect(conflict.location == SourceLocation(path: "b.md", line: 8, column: 1))
        #expect(conflict.notes == ["first given at a.md:3:1"])
        #expect(conflict.message.contains("systemBlue") && conflict.message.contains("ΔE00"))
    }

    @Test func ratioTextTruncatesSoAFailNeverShowsAsAPass() {
        #expect(4.4999.ratioText == "4.49:1")
        #expect(21.0.ratioText == "21.00:1")
        #expect(4.5.ratioText == "4.50:1")
    }
}
