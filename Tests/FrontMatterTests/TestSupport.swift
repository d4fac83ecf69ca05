import Diagnostics

@testable import FrontMatter

/// Runs the whole front-matter stage on `text` as if it were the file `page.md`.
func parsePage(_ text: String) -> FrontMatterResult {
    FrontMatterParser.parse(SourceText(path: "page.md", text: text))
}

/// `id@line:column` for each diagnostic, the shape most expectations compare against.
func positions(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.id)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
}

/// Lines joined with `\n`, so test pages read one line per argument.
func lines(_ lines: String...) -> String {
    lines.joined(separator: "\n")
}
