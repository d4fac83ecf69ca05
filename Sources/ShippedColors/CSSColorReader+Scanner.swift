import Diagnostics
import Foundation
import Guidelines

extension CSSColorReader {
    /// Every custom property declaration of the style sheet, with the appearance its rules give it, in order.
    static func declarations(in text: String, file: String) -> [Declaration] {
        let characters = Array(text)
        var declarations: [Declaration] = []
        var preludes: [String] = []
        var buffer = ""
        var bufferStart: (line: Int, column: Int)?
        var (line, column) = (1, 1)
        var index = 0

        func advance() {
            if characters[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        func take() {
            if bufferStart == nil, !characters[index].isWhitespace { bufferStart = (line, column) }
            buffer.append(characters[index])
            advance()
        }
        func flushDeclaration() {
            defer {
                buffer = ""
                bufferStart = nil
            }
            guard !preludes.isEmpty, let start = bufferStart, let colon = buffer.firstIndex(of: ":") else { return }
            let name = buffer[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            guard name.hasPrefix("--"), name.count > 2 else { return }
            var value = buffer[buffer.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if let bang = value.range(of: "!important", options: .caseInsensitive) {
                value = value[..<bang.lowerBound].trimmingCharacters(in: .whitespaces)
            }
            guard !value.isEmpty, let appearances = appearances(preludes) else { return }
            // `light-dark()` gives both halves itself: one declaration is enough.
            let isPair = value.lowercased().hasPrefix("light-dark(")
            for appearance in isPair ? Array(appearances.prefix(1)) : appearances {
                declarations.append(
                    Declaration(
                        name: name, value: value, appearance: appearance,
                        location: SourceLocation(path: file, line: start.line, column: start.column)))
            }
        }

        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                advance()
                advance()
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/")
                {
                    advance()
                }
                if index < characters.count {
                    advance()
                    advance()
                }
                continue
            }
            switch character {
            case "\"", "'":
                take()
                while index < characters.count, characters[index] != character, characters[index] != "\n" {
                    if characters[index] == "\\", index + 1 < characters.count { take() }
                    take()
                }
                if index < characters.count, characters[index] == character { take() }
            case "{":
                preludes.append(buffer.trimmingCharacters(in: .whitespacesAndNewlines))
                buffer = ""
                bufferStart = nil
                advance()
            case "}":
                flushDeclaration()
                if !preludes.isEmpty { preludes.removeLast() }
                advance()
            case ";":
                flushDeclaration()
                advance()
            default:
                take()
            }
        }
        return declarations
    }

    /// The appearances a declaration inside these rules applies in: `[nil]` for any appearance, both increased
    /// contrast ones for `(prefers-contrast: more)` without a color scheme, nil when it applies in none Precept
    /// compares (print, or a negated color scheme or contrast, which says nothing definite).
    static func appearances(_ preludes: [String]) -> [Appearance?]? {
        var dark: Bool?
        var contrast = false
        for prelude in preludes {
            let lower = prelude.lowercased()
            if lower.hasPrefix("@") {
                if lower.hasPrefix("@media"), lower.contains("print") { return nil }
                if lower.hasPrefix("@keyframes") || lower.hasPrefix("@font-face") { return nil }
                let compact = lower.filter { !$0.isWhitespace }
                let mentions = compact.contains("prefers-color-scheme") || compact.contains("prefers-contrast")
                if mentions, lower.contains("not ") || lower.contains("not(") { return nil }
                if compact.contains("prefers-color-scheme:dark") { dark = true }
                if compact.contains("prefers-color-scheme:light") { dark = false }
                if compact.contains("prefers-contrast:more") || compact.contains("prefers-contrast:high") { contrast = true }
            } else {
                // What a selector excludes (`:root:not(.dark)`) says nothing about where it applies.
                let kept = lower.replacing(#/:not\([^)]*\)/#, with: "")
                let words = Set(kept.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
                if words.contains("dark") { dark = true }
                if words.contains("light") { dark = false }
                if words.contains("contrast") || words.contains("hc") { contrast = true }
            }
        }
        switch (dark, contrast) {
        case (nil, false): return [nil]
        case (true, false): return [.dark]
        case (false, false): return [.light]
        case (true, true): return [.darkIncreasedContrast]
        case (false, true): return [.lightIncreasedContrast]
        case (nil, true): return [.lightIncreasedContrast, .darkIncreasedContrast]
        }
    }
}
