import MarkdownSyntax

/// What a column of a color table holds, read from the meaning of its header in several languages.
package enum ColorColumnRole: Sendable, Hashable {
    case name
    case api(framework: String)
    case appearance(Appearance)
    case purpose
    /// `Status` (a cell `Deprecated: use Indigo` marks the color) or `Deprecated` (a cell `yes` or the reason).
    case status(deprecatedColumn: Bool)
    /// The background or foreground of a color pair (`Background color`, `Text color`).
    case pair(Appearance)
    /// A header that says the column holds colors without naming an appearance (`Color`, `Value`, `Hex`): the
    /// default (light) values when the cells hold colors, else the column of names.
    case color(String)
    case unknown(String)

    private static let nameWords: Set<String> = ["name", "color", "colour", "color name", "名称", "名稱", "颜色", "顏色", "名前", "色", "이름", "색상"]
    private static let purposePrefixes = ["use for", "used for", "purpose", "usage", "use", "meaning", "用途", "用于", "用於", "使用", "用法"]
    private static let frameworks = ["swiftui", "uikit", "appkit", "watchkit", "css", "android", "compose"]
    private static let increasedWords = [
        "increased contrast", "increase contrast", "high contrast", "higher contrast", "accessible", "accessibility",
        "高对比度", "高對比度", "增强对比度", "增強對比", "提高对比度", "辅助功能", "輔助使用", "无障碍",
        "ハイコントラスト", "コントラストを上げる", "고대비", "대비 증가",
    ]
    private static let darkWords = ["dark", "深色", "暗色", "暗黑", "ダーク", "다크"]
    private static let lightWords = ["light", "浅色", "淺色", "亮色", "ライト", "라이트"]
    private static let backgroundWords = ["background", "bg", "背景", "배경"]
    private static let foregroundWords = [
        "foreground", "text", "fg", "label", "symbol", "前景", "文字", "文本", "字体", "글자", "텍스트", "전경", "글씨",
    ]
    private static let defaultWords = [
        "default", "standard", "regular", "value", "hex", "rgb", "srgb", "默认", "預設", "标准", "デフォルト", "標準", "기본",
    ]

    /// Reads a header cell's text.
    package init(header raw: String) {
        let text = raw.lowercased().trimmingCharacters(in: [" ", "\t", "…", ".", ":", "："])
        if ["color", "colour", "颜色", "顏色", "색상", "색", "色"].contains(text) {
            self = .color(raw)
            return
        }
        if Self.nameWords.contains(text) {
            self = .name
            return
        }
        if let apiRange = text.firstRange(of: "api") {
            let before = text[..<apiRange.lowerBound].trimmingCharacters(in: [" ", "-", "_"])
            let framework = Self.frameworks.first { before.hasSuffix($0) }
            self = .api(framework: framework.map(Self.displayName) ?? "API")
            return
        }
        if ["status", "lifecycle", "状态", "狀態", "ステータス", "상태"].contains(text) {
            self = .status(deprecatedColumn: false)
            return
        }
        if ["deprecated", "deprecation", "已弃用", "弃用", "非推奨", "사용 중단", "지원 중단"].contains(text) {
            self = .status(deprecatedColumn: true)
            return
        }
        if Self.purposePrefixes.contains(where: { text.hasPrefix($0) }) {
            self = .purpose
            return
        }
        let increased = Self.increasedWords.contains { FoundationSearch.contains(text, $0) }
        let dark = Self.darkWords.contains { FoundationSearch.contains(text, $0) }
        // "light" inside "highlight" is not an appearance.
        let light =
            !dark && Self.lightWords.contains { FoundationSearch.contains(text, $0) } && !FoundationSearch.contains(text, "highlight")
        let standard = Self.defaultWords.contains { FoundationSearch.contains(text, $0) }
        if !dark, !light, let role = Self.pairRole(text) {
            self = .pair(role)
        } else if dark || light {
            self = .appearance(Appearance(dark: dark, increasedContrast: increased))
        } else if standard, !increased {
            self = .appearance(.light)
        } else {
            self = .unknown(raw)
        }
    }

    /// True when a header names an appearance or a color notation outright (`Dark`, `Increased contrast`, `Hex`,
    /// `RGB`), not only a generic word like `Default`, `Value` or `Regular` that also heads sizes and flags.
    package static func namesAppearance(_ raw: String) -> Bool {
        let text = raw.lowercased()
        let words = darkWords + lightWords + increasedWords + ["hex", "rgb", "argb", "p3"]
        return words.contains { FoundationSearch.contains(text, $0) } && !FoundationSearch.contains(text, "highlight")
    }

    /// `Background color` → background, `Text color` → foreground: a word of either family at the start of the header.
    static func pairRole(_ text: String) -> Appearance? {
        if backgroundWords.contains(where: { text.hasPrefix($0) }) { return .background }
        if foregroundWords.contains(where: { text.hasPrefix($0) }) { return .foreground }
        return nil
    }

    /// Words that label a contrast level on their own (flattened listings): true for increased contrast.
    package static func contrastLabel(_ raw: String) -> Bool? {
        let text = raw.lowercased().trimmingCharacters(in: [" ", "\t", ":", "："])
        if increasedWords.contains(where: { text == $0 }) { return true }
        if defaultWords.contains(where: { text == $0 }) { return false }
        return nil
    }

    /// Words that label a light or dark column on their own: true for dark.
    package static func modeLabel(_ raw: String) -> Bool? {
        let text = raw.lowercased().trimmingCharacters(in: [" ", "\t", ":", "："])
        if darkWords.contains(text) { return true }
        if lightWords.contains(text) { return false }
        return nil
    }

    static func displayName(_ framework: String) -> String {
        switch framework {
        case "swiftui": "SwiftUI"
        case "uikit": "UIKit"
        case "appkit": "AppKit"
        case "watchkit": "WatchKit"
        case "css": "CSS"
        case "android": "Android"
        case "compose": "Compose"
        default: framework
        }
    }

    /// True for a header that names the column of color names (`Name`, `Color`), when its cells are not values.
    package var namesColors: Bool {
        switch self {
        case .name, .color: true
        default: false
        }
    }

    package var appearance: Appearance? {
        if case .appearance(let a) = self { return a }
        return nil
    }
}
