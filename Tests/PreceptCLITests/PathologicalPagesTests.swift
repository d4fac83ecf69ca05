import Foundation
import Testing

/// The inputs behind cmark-gfm 0.29's denial-of-service bugs, at sizes where `cmark-gfm -e table` alone
/// needs more than 10 s or gigabytes (measured on the 2-core machine, docs/benchmarks.md "Pathological pages"):
/// - `![[]()` × 40,000 (240 KB): 19.9 s, 27 MB
/// - `>` × 50,000 then `a*` × 50,000 (150 KB): over 60 s (stopped), 24 MB
/// - a 3,000-column table with 3,000 one-cell rows (21 KB): 32.7 s, 2.2 GB
/// - `a <?` × 30,000 (120 KB): 2.6 s (quadratic; slow but under 10 s at this size)
/// Generated at test time; the build must stop each within its budget and build the normal pages.
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
        ]
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        try "limits:\n  page_time: 2\nseverity:\n  page.time-budget: warning\n  page.memory-budget: warning\n".write(
            to: dir.appendingPathComponent("precept.yml"), atomically: true, encoding: .utf8)
        for (path, text) in pages {
            try text.write(to: dir.appendingPathComponent("content/" + path), atomically: true, encoding: .utf8)
        }
        let start = Date()
        let result = try PreceptBinary.run(["build", "--no-cache"], in: dir, timeout: 120)
        // Generous: unbounded, these pages take minutes; each is stopped at its 2 s budget.
        #expect(Date().timeIntervalSince(start) < 60, "the pathological pages were not stopped at their 2 s budget")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("content/links.md:1:1: warning: processing this page took longer than its 2 s budget"))
        #expect(result.standardError.contains("content/quotes.md:1:1: warning: processing this page took longer than its 2 s budget"))
        #expect(result.standardError.contains("[markdown.too-many-columns]"), "\(result.standardError)")
        for page in ["a", "b", "c", "table"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/\(page).html").path), "\(page)")
        }
        for page in ["links", "quotes"] {
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/\(page).html").path), "\(page)")
        }
    }
}
