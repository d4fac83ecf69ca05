import Foundation
import Testing

/// The inputs behind cmark-gfm 0.29's denial-of-service bugs, at sizes where `cmark-gfm -e table` alone
/// needs more than 10 s or gigabytes (measured on the 2-core machine, docs/benchmarks.md "Pathological pages"):
/// - `![[]()` × 40,000 (240 KB): 19.9 s, 27 MB
/// - `>` × 50,000 then `a*` × 50,000 (150 KB): over 60 s (stopped), 24 MB
/// - a 3,000-column table with 3,000 one-cell rows (21 KB): 32.7 s, 2.2 GB
/// - `a <?` × 30,000 (120 KB): 2.6 s (quadratic; slow but under 10 s at this size)
/// Generated at test time. Each is found before parsing and shown as text with a warning that counts what was
/// left unparsed (the images past 1,000 in a paragraph, the quote markers past 100 deep, the unclosed `<?`, the
/// table's rows), so every page builds. The test reads those counts, not the clock: the 30 s page budget only
/// stops a page that would otherwise hold the suite for minutes.
@Suite struct PathologicalPagesTests {
    @Test func aSiteOfPathologicalPagesBuildsWithinItsBudgets() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-pathological-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let pages = [
            "a.md": "# Alpha\n\nFirst page.\n", "b.md": "# Beta\n\nSee [alpha](a.md).\n", "c.md": "# Gamma\n\n- one\n- two\n",
            "links.md": "# Links\n\n" + String(repeating: "![[]()", count: 40_000) + "\n",
            "quotes.md": "# Quotes\n\n" + String(repeating: ">", count: 50_000) + String(repeating: "a*", count: 50_000) + "\n",
            "table.md": "# Table\n\n" + String(repeating: "|x", count: 3000) + "|\n" + String(repeating: "|-", count: 3000) + "|\n"
                + String(repeating: "|a\n", count: 3000),
            "instructions.md": "# Instructions\n\n" + String(repeating: "a <?", count: 30_000) + "\n",
            "cdata.md": "# Data\n\n" + String(repeating: "a <![CDATA[", count: 20_000) + "\n",
        ]
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        try "limits:\n  page_time: 30\nseverity:\n  page.time-budget: warning\n  page.memory-budget: warning\n".write(
            to: dir.appendingPathComponent("precept.yml"), atomically: true, encoding: .utf8)
        for (path, text) in pages {
            try text.write(to: dir.appendingPathComponent("content/" + path), atomically: true, encoding: .utf8)
        }
        let result = try PreceptBinary.run(["build", "--no-cache"], in: dir, timeout: 300)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("[page.time-budget]"), "\(result.standardError)")
        #expect(!result.standardError.contains("[page.memory-budget]"), "\(result.standardError)")
        for expected in [
            "content/links.md:3:1: warning: a line has more than 1000 images; the rest (39,000) are shown as text [markdown.slow-pattern]",
            "content/quotes.md:3:1: warning: block quotes nested more than 100 levels deep; the rest of the line is shown as text [markdown.too-deep]",
            "content/instructions.md:3:3: warning: 30,000 '<?' that nothing closes are shown as text [markdown.slow-pattern]",
            "content/cdata.md:3:3: warning: 20,000 '<![CDATA[' that nothing closes are shown as text [markdown.slow-pattern]",
            "[markdown.too-many-columns]",
        ] {
            #expect(result.standardError.contains(expected), "\(expected)\n\(result.standardError.prefix(3000))")
        }
        // 40,000 empty links are listed 20 times and then counted, not printed 40,000 times.
        #expect(result.standardError.contains("39,980 more like the 20 above on this page"), "\(result.standardError.prefix(3000))")
        for page in ["a", "b", "c", "table", "links", "quotes", "instructions", "cdata"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/\(page).html").path), "\(page)")
        }
    }
}
