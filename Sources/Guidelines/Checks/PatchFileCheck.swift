import Diagnostics

/// Notices a unified diff saved as a page: its Markdown is hidden behind `+` markers and is not rendered as such.
package struct PatchFileCheck: SourceCheck {
    package init() {}

    package func check(_ source: SourceText, input: PageSource) -> [Diagnostic] {
        let limit = min(source.lineCount, 12)
        guard limit > 0 else { return [] }
        for number in 1...limit where Self.isHunkHeader(source.line(number)) {
            var plus = 0, total = 0
            for following in (number + 1)..<min(source.lineCount, number + 40) + 1 {
                let line = source.line(following)
                total += 1
                if line.hasPrefix("+") { plus += 1 }
            }
            guard total > 0, plus * 2 > total else { return [] }
            return [
                .warning(
                    "page.looks-like-patch",
                    "this file looks like a diff (hunk header on line \(number)); its Markdown is behind '+' markers and renders as plain text",
                    at: SourceLocation(path: source.path, line: number, column: 1),
                    notes: ["save the file's new version instead of the patch (for example with 'git show' or by applying it)"])
            ]
        }
        return []
    }

    /// `@@ -0,0 +1,210 @@`
    static func isHunkHeader(_ line: Substring) -> Bool {
        guard line.hasPrefix("@@ -"), let close = line.dropFirst(3).range(of: " @@") else { return false }
        let middle = line[line.index(line.startIndex, offsetBy: 3)..<close.lowerBound]
        return middle.allSatisfy { $0.isNumber || $0 == "," || $0 == "-" || $0 == "+" || $0 == " " }
    }
}
