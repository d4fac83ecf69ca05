import Diagnostics
import Testing

/// Values quoted in diagnostics come from pages and file names: none may start a line of its own (a GitHub Actions
/// workflow command) or reach the terminal as an escape sequence, in any of the text formats.
@Suite struct TerminalTextTests {
    @Test func controlAndBidiCharactersAreWrittenAsVisibleEscapes() {
        #expect(TerminalText.escaped("plain text, 한국어") == "plain text, 한국어")
        #expect(TerminalText.escaped("a\n::error::INJECTED") == "a\\n::error::INJECTED")
        #expect(TerminalText.escaped("\u{1B}]0;title\u{07}\u{1B}[2J") == "\\e]0;title\\x07\\e[2J")
        #expect(TerminalText.escaped("a\r\tb\u{7F}\u{85}") == "a\\r\\tb\\x7F\\u{85}")
        #expect(TerminalText.escaped("abc\u{202E}fdp.exe") == "abc\\u{202E}fdp.exe")
        #expect(TerminalText.escaped("\u{0}") == "\\x00")
    }

    @Test func theTextFormatPutsEveryDiagnosticOnItsOwnLinesOnly() {
        let diagnostic = Diagnostic(
            .error, id: DiagnosticID("frontmatter.invalid-date"),
            "'reviewed:' is not a date: 'a\n::error::INJECTED'",
            at: SourceLocation(path: "content/x\n::error file=README.md::INJECTED\n.md", line: 2, column: 11),
            notes: ["write it as\u{1B}[2J 2026-10-01"])
        let text = DiagnosticFormatter.text(diagnostic)
        #expect(
            text == """
                content/x\\n::error file=README.md::INJECTED\\n.md:2:11: error: 'reviewed:' is not a date: 'a\\n::error::INJECTED' \
                [frontmatter.invalid-date]
                  note: write it as\\e[2J 2026-10-01
                """)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") })
        #expect(!text.unicodeScalars.contains("\u{1B}"))
    }

    @Test func gitHubAnnotationsEscapeTheControlsThatWorkflowCommandsDoNot() {
        let diagnostic = Diagnostic(
            .warning, id: DiagnosticID("frontmatter.invalid-date"), "bad \u{1B}]0;owned\u{07} value\n::add-mask::x",
            at: SourceLocation(path: "content/a.md", line: 1, column: 1))
        #expect(
            GitHubAnnotationFormatter.annotation(diagnostic)
                == "::warning file=content/a.md,line=1,col=1,title=frontmatter.invalid-date::bad \\e]0;owned\\x07 value%0A::add-mask::x [frontmatter.invalid-date]"
        )
    }
}
