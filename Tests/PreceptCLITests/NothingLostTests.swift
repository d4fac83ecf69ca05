import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A build killed at any moment, or one whose writes fail, leaves the previous `public/` as it was.
@Suite(.serialized) struct NothingLostTests {

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-nothing-lost-\(UUID().uuidString)")
    var output: URL { root.appendingPathComponent("public") }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func page(_ number: Int, revision: Int) -> String {
        "---\ntitle: Page \(number)\ndescription: Generated page \(number), revision \(revision).\n---\n# Page \(number)\n\n"
            + "Revision \(revision). See [the next page](p\(number + 1).md) and [the first](../s0/p0.md).\n\n"
            + "## Details\n\n" + String(repeating: "Some words about topic \(number) that fill a paragraph. ", count: 20)
            + "\n\n- one\n- two\n"
    }

    func generateSite(pages: Int) throws {
        for number in 0..<pages { try write("content/s\(number % 10)/p\(number).md", page(number, revision: 0)) }
        try write("content/images/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    }

    /// Every file under `folder`, dot-files included, by relative path.
    func snapshot(_ folder: URL) -> [String: Data] { filesByRelativePath(under: folder) }

    /// Staging, retired or temporary folders a build may leave beside or inside `public/`.
    func leftovers() -> [String] {
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let inside = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        return beside.filter { $0.hasPrefix(".public.precept-") }
            + inside.filter { $0.hasPrefix(".precept-tmp-") || $0.hasPrefix(".precept-folder-") || $0 == ".precept-writing" }
    }

    func build(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> PreceptBinary.Result {
        try PreceptBinary.run(["build"] + arguments, in: root, environment: environment)
    }

    /// A page the build may not read is an error at its path, and every other page is still checked and published. Run as root
    /// (CI), the build runs under `setpriv` without the capabilities that let root read any file, so the
    /// file's mode applies as it does for everyone else.
    @Test func anUnreadablePageIsAnErrorAndTheOthersAreStillChecked() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/fine.md", "# Fine\n\nReadable.\n")
        try write("content/locked.md", "# Locked\n\nNot readable.\n")
        let locked = root.appendingPathComponent("content/locked.md").path
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        // util-linux's setpriv is on every Debian system (an essential package); without it root cannot be checked,
        // which is a failure, not a pass.
        guard getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            Issue.record("running as root without /usr/bin/setpriv (util-linux): the unreadable page cannot be made unreadable")
            return
        }
        let launcher =
            getuid() == 0
            ? ["/usr/bin/setpriv", "--inh-caps=-all", "--ambient-caps=-all", "--bounding-set=-dac_override,-dac_read_search"] : []
        let result = try PreceptBinary.run(["build", "--no-cache"], in: root, launcher: launcher)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(
            result.standardError.contains("content/locked.md:1:1: error: cannot read the page: permission denied [page.unreadable]"),
            "\(result.standardError)")
        #expect(result.standardError.contains("[page.unreadable]"))
        // The page has no published version: it is left out, and the readable page is published.
        #expect(result.standardOutput.contains("1 page with errors was left out: content/locked.md"), "\(result.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("fine.html").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("locked.html").path))
        let check = try PreceptBinary.run(["check"], in: root, launcher: launcher)
        #expect(check.standardError.contains("1 error, 0 warnings in 1 page"), "\(check.standardError)")
    }

    /// A build that SIGKILLs itself before its `write`-th file write (the debug binary's `PRECEPT_TEST_CRASH_AT`);
    /// true when it died there, false when it finished with fewer writes.
    func killedBuild(_ arguments: [String], beforeWrite write: Int) throws -> Bool {
        let result = try build(arguments, environment: ["PRECEPT_TEST_CRASH_AT": "write:\(write)"])
        return result.status == SIGKILL
    }

    /// How many files differ between two snapshots (changed, added or removed): a build that goes from one to the
    /// other writes at least that many.
    func changedFiles(_ before: [String: Data], _ after: [String: Data]) -> Int {
        Set(before.keys).union(after.keys).count { before[$0] != after[$0] }
    }

    /// Kill points are counted in file writes, not in seconds, so where they land does not depend on the machine's
    /// load: each is drawn below the number of files the kind of build (clean, or an edit) is known to write.
    @Test func aBuildKilledAtRandomPointsLeavesThePreviousSiteIntact() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = 200
        try generateSite(pages: pages)
        let first = try build(["--no-cache"])
        try #require(first.status == 0, "\(first.standardError)")
        let clean = snapshot(output)
        try write("content/s0/p0.md", page(0, revision: -1))
        try #require(try build([]).status == 0)
        var last = snapshot(output)
        #expect(last.count > pages)
        // A clean build writes every file of the site; an edit at least the files one changed page changes.
        let cleanWrites = clean.count
        let editWrites = changedFiles(clean, last)
        #expect(editWrites > 1 && editWrites < cleanWrites, "\(editWrites) of \(cleanWrites)")
        var random = SplitMix64(state: 20_240_917)
        var killedMidway = 0
        var revision = 0
        for round in 0..<25 {
            // Odd rounds edit a few pages, add one and delete one, then build incrementally; even rounds rebuild clean.
            let incremental = round % 2 == 1
            if incremental {
                revision += 1
                for _ in 0..<5 {
                    let number = Int.random(in: 0..<pages, using: &random)
                    try write("content/s\(number % 10)/p\(number).md", page(number, revision: revision))
                }
                try write("content/new/r\(revision).md", "# Added in revision \(revision)\n")
                try? FileManager.default.removeItem(at: root.appendingPathComponent("content/new/r\(revision - 1).md"))
            }
            let kill = Int.random(in: 1...max(1, incremental ? editWrites : cleanWrites), using: &random)
            if try killedBuild(incremental ? [] : ["--no-cache"], beforeWrite: kill) { killedMidway += 1 }
            let afterKill = snapshot(output)

            let recovery = try build()
            try #require(recovery.status == 0, "round \(round): \(recovery.standardError)")
            #expect(leftovers().isEmpty, "round \(round): \(leftovers())")
            let current = snapshot(output)
            // The killed build either had not swapped its output in yet, or had finished doing so.
            #expect(afterKill == last || afterKill == current, "round \(round) (killed before write \(kill)): public/ is neither build")
            last = current
        }
        // Every kill point is below the writes its build makes, so every kill lands inside a build.
        #expect(killedMidway == 25, "only \(killedMidway) of 25 kills landed before the build finished")
    }

    @Test(arguments: [(1, false), (2, false), (40, false), (80, false), (1, true), (3, true)])
    func aFailedWriteLeavesThePreviousSiteIntact(failingWrite: Int, incremental: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try generateSite(pages: 60)
        try #require(try build(["--no-cache"]).status == 0)
        let before = snapshot(output)
        try write("content/s1/p1.md", page(1, revision: 1))
        try write("content/s2/p2.md", page(2, revision: 1))
        let failed = try build(incremental ? [] : ["--no-cache"], environment: ["PRECEPT_FAULT_WRITE_AFTER": String(failingWrite)])
        #expect(failed.status != 0)
        #expect(failed.standardError.contains("could not write the site to"), "\(failed.standardError)")
        #expect(failed.standardError.contains("the previous site is unchanged"))
        #expect(snapshot(output) == before)
        #expect(leftovers().isEmpty, "\(leftovers())")
        // With space again, the next build goes through.
        #expect(try build().status == 0)
        #expect(snapshot(output)["s1/p1.html"] != before["s1/p1.html"])
    }

    /// A build against the memo replaces files one by one through the journal; a write that fails part-way
    /// puts back every file it replaced and removes every file it added.
    @Test(arguments: [1, 2, 5, 20])
    func aFailedWriteInAPageEditLeavesThePreviousSiteIntact(failingWrite: Int) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try generateSite(pages: 60)
        try #require(try build().status == 0)
        let before = snapshot(output)
        // A new title: the page, the other pages' navigation, the index, checklist, search index and API change.
        let renamed = page(1, revision: 0).replacingOccurrences(of: "title: Page 1\n", with: "title: Renamed page\n")
        try write("content/s1/p1.md", renamed)
        let failed = try build(
            [], environment: ["PRECEPT_FAULT_WRITE_AFTER": String(failingWrite), "PRECEPT_TIMINGS": "1"])
        #expect(failed.status != 0)
        #expect(failed.standardError.contains("timing: outputs: "), "\(failed.standardError)")
        #expect(failed.standardError.contains("the files written were put back"), "\(failed.standardError)")
        #expect(failed.standardError.contains("the previous site is unchanged"))
        #expect(snapshot(output) == before)
        #expect(leftovers().isEmpty, "\(leftovers())")
        // With space again, the next build writes the edit; one more edit takes the edit path and says so.
        #expect(try build().status == 0)
        try write("content/s2/p2.md", page(2, revision: 1))
        let edited = try build()
        #expect(edited.status == 0)
        #expect(edited.standardOutput.contains("only 1 edited page rebuilt"), "\(edited.standardOutput)")
        #expect(try build(["--no-cache", "--output", "clean"]).status == 0)
        let site = snapshot(output)
        #expect(site["s1/p1.html"] != before["s1/p1.html"])
        #expect(site.filter { !$0.key.hasPrefix(".") } == snapshot(root.appendingPathComponent("clean")).filter { !$0.key.hasPrefix(".") })
    }
}

/// Front-matter values reach every page kind escaped: only the rendered body and generated HTML are inserted raw.
@Suite struct FrontMatterEscapingTests {
    @Test func titlesAndDescriptionsAreEscapedInEveryPageKind() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-escaping-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("content"), withIntermediateDirectories: true)
        try "title: Site <script>alert(1)</script> \"q\"\n".write(
            to: dir.appendingPathComponent("precept.yml"), atomically: true, encoding: .utf8)
        let page = """
            ---
            title: 'Evil <script>alert(1)</script> "quoted" <img src=x onerror=alert(2)>'
            description: '"><script>alert(3)</script>'
            ---
            # Heading

            - [ ] Rule with text.
            """
        try page.write(to: dir.appendingPathComponent("content/evil.md"), atomically: true, encoding: .utf8)
        let result = try PreceptBinary.run(["build", "--no-cache"], in: dir)
        #expect(result.status == 0, "\(result.standardError)")
        for file in ["evil.html", "index.html", "checklist.html", "404.html"] {
            let html = try String(contentsOf: dir.appendingPathComponent("public/" + file), encoding: .utf8)
            #expect(!html.contains("<script>alert"), "\(file) has an unescaped script")
            #expect(!html.contains("<img src=x"), "\(file) has an unescaped image")
            #expect(!html.contains("\"><script"), "\(file) lets a value out of its attribute")
        }
        let evil = try String(contentsOf: dir.appendingPathComponent("public/evil.html"), encoding: .utf8)
        #expect(evil.contains("<title>Evil &lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;"))
        #expect(evil.contains("<meta name=\"description\" content=\"&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;\">"))
    }
}
