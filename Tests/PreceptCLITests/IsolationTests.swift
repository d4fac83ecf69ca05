import Foundation
import Guidelines
import PageIsolation
import Testing

/// Pages run in worker processes: a page that hangs, exhausts memory or crashes fails alone.
@Suite struct IsolationTests {
    func site(_ pages: [String: String], config: String = "") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        try config.write(to: dir.appendingPathComponent("precept.yml"), atomically: true, encoding: .utf8)
        for (path, text) in pages {
            try text.write(to: dir.appendingPathComponent("content/" + path), atomically: true, encoding: .utf8)
        }
        return dir
    }

    static let normal = ["a.md": "# Alpha\n\nFirst page.\n", "b.md": "# Beta\n\nSee [alpha](a.md).\n"]

    @Test func aPageOverItsTimeBudgetIsStoppedAndTheOthersBuild() throws {
        // The debug build's hook hangs the worker for a minute on this page (every input cmark-gfm was slow on is
        // now defused before parsing, so none is slow enough to stand in).
        var pages = Self.normal
        pages["slow.md"] = "# Slow\n\nHANG-THIS-WORKER\n"
        let dir = try site(pages, config: "severity:\n  page.time-budget: warning\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        // The page alone would take a minute and then build: that it was stopped shows in the warning and in the
        // page missing from the site, not in how long the build took.
        let result = try PreceptBinary.run(
            ["build", "--page-timeout", "1", "--no-cache"], in: dir, environment: ["PRECEPT_TEST_WORKER_HANG_ON": "HANG-THIS-WORKER"],
            timeout: 120)
        #expect(result.standardError.contains("content/slow.md:1:1: warning: processing this page took longer than its 1 s budget"))
        #expect(result.standardError.contains("[page.time-budget]"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/a.html").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/b.html").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/slow.html").path))
    }

    @Test func aPageOverItsMemoryBudgetFailsAlone() throws {
        // A 4,000-column table with 4,000 one-cell rows: cmark pads every row, 16 million cells.
        var pages = Self.normal
        pages["wide.md"] =
            "# Wide\n\n" + String(repeating: "|x", count: 4000) + "|\n" + String(repeating: "|-", count: 4000) + "|\n"
            + String(repeating: "|a\n", count: 4000)
        let dir = try site(pages, config: "limits:\n  table_columns: 100000\n  page_memory_mb: 400\n  page_time: 60\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try PreceptBinary.run(["check", "--no-cache"], in: dir)
        #expect(result.standardError.contains("content/wide.md:1:1: error: processing this page needed more than its 400 MB memory budget"))
        #expect(result.standardError.contains("1 error, 0 warnings in 2 pages"), "\(result.standardError)")
    }

    @Test func aCrashingWorkerFailsOnlyItsPage() throws {
        var pages = Self.normal
        pages["crash.md"] = "# Crash\n\nCRASH-THIS-WORKER\n"
        pages["c.md"] = "# Gamma\n\nText.\n"
        let dir = try site(pages)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try PreceptBinary.run(
            ["check", "--no-cache", "--jobs", "1"], in: dir, environment: ["PRECEPT_TEST_WORKER_CRASH_ON": "CRASH-THIS-WORKER"])
        #expect(result.standardError.contains("content/crash.md:1:1: error: the worker processing this page was killed by signal 11"))
        #expect(result.standardError.contains("[page.crashed]"))
        // The replacement worker processed the pages after it.
        #expect(result.standardError.contains("1 error, 0 warnings in 3 pages"), "\(result.standardError)")
    }

    @Test func inProcessModeGivesTheSameResults() throws {
        let dir = try site(Self.normal)
        defer { try? FileManager.default.removeItem(at: dir) }
        let isolated = try PreceptBinary.run(["pages", "--no-cache"], in: dir)
        let inProcess = try PreceptBinary.run(["pages", "--no-cache", "--in-process"], in: dir)
        #expect(isolated.status == 0)
        #expect(isolated.standardOutput == inProcess.standardOutput)
        #expect(isolated.standardOutput.contains("Alpha"))
    }

    @Test func aWorkerReplacedAfterACrashGetsTheBuildsOptions() throws {
        // With unsafe_html on, raw HTML reaches the output as it is: visible only if the page was processed with
        // the build's options. The crash comes first, so the pages after it go to the replacement worker.
        var pages = ["a-crash.md": "# Crash\n\nCRASH-THIS-WORKER\n"]
        for name in ["b", "c", "d", "e"] { pages["\(name).md"] = "# Page \(name)\n\n<mark class=\"raw-\(name)\">kept</mark>\n" }
        let dir = try site(pages, config: "unsafe_html: true\nseverity:\n  page.crashed: warning\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try PreceptBinary.run(
            ["build", "--no-cache", "--jobs", "1"], in: dir, environment: ["PRECEPT_TEST_WORKER_CRASH_ON": "CRASH-THIS-WORKER"])
        #expect(result.standardError.contains("content/a-crash.md:1:1: warning: the worker processing this page was killed by signal 11"))
        #expect(result.status == 0, "\(result.standardError)")
        for name in ["b", "c", "d", "e"] {
            let html = try String(contentsOf: dir.appendingPathComponent("public/\(name).html"), encoding: .utf8)
            #expect(html.contains("<mark class=\"raw-\(name)\">kept</mark>"), "\(name).html")
        }
    }

    @Test func aPoolSendsChangedOptionsToItsWorker() async throws {
        // One worker, options that change between pages and back: each page is processed with its own.
        let pool = PageWorkerPool(
            executable: PreceptBinary.url.path,
            settings: IsolationSettings(mode: .workers(executable: PreceptBinary.url.path), workerCount: 1))
        let source = PageSource(relativePath: "raw.md", displayPath: "content/raw.md", text: "# Raw\n\n<mark class=\"raw\">kept</mark>\n")
        let raw = PageProcessor.Options(allowRawHTML: true)
        let escaped = PageProcessor.Options(allowRawHTML: false)
        #expect(PageProcessor(options: raw).process(source) != PageProcessor(options: escaped).process(source))
        for options in [raw, raw, escaped, escaped, raw, escaped] {
            let (result, encoded) = await pool.processEncoded(source, options: options)
            #expect(encoded != nil, "processed in a worker")
            #expect(result == PageProcessor(options: options).process(source))
            #expect(try encoded.map(PageResultCodec.decode) == result)
        }
        await pool.shutdown()
    }
}
