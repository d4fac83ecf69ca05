import Foundation
import Testing

/// One page with an error never stops the rest (docs/security.md, "A page with an error"): through the real
/// binary, the page keeps the version the last build published (or is left out when it has none), every other
/// page is built and published, and the run exits 1 naming it; only a failure outside the pages, or `--strict`,
/// leaves `public/` as it was.
@Suite struct HeldBackPageTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-held-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: dir.appendingPathComponent(path).path)
    }

    func page(_ title: String, _ text: String) -> String {
        "---\ntitle: \(title)\n---\n\n# \(title)\n\n\(text)\n"
    }

    /// A site of three pages, built once.
    func builtSite(config: String = "title: Held\n") throws {
        try write("precept.yml", config)
        try write("content/a.md", page("Alpha", "Alpha words one."))
        try write("content/b.md", page("Beta", "Beta words one."))
        try write("content/c.md", page("Gamma", "Gamma words one."))
        let first = try PreceptBinary.run(["build"], in: dir)
        #expect(first.status == 0, "\(first.standardError)")
    }

    /// Every file under `public/` with its bytes.
    func published() -> [String: Data] {
        let base = dir.appendingPathComponent("public").path
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            files[path] = FileManager.default.contents(atPath: base + "/" + path)
        }
        return files
    }

    @Test func aPageWithBadFrontMatterKeepsItsPreviousVersionWhileTheOthersArePublished() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try builtSite()
        let previous = try Data(contentsOf: dir.appendingPathComponent("public/b.html"))
        #expect(String(decoding: previous, as: UTF8.self).contains("Beta words one."))

        try write("content/a.md", page("Alpha", "Alpha words two."))
        try write("content/c.md", page("Gamma", "Gamma words two."))
        try write("content/b.md", "---\ntitle: B: c: d\n---\n\n# Beta\n\nBeta words two.\n")
        let broken = try PreceptBinary.run(["build"], in: dir)
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("content/b.md:2:"), "\(broken.standardError)")
        #expect(broken.standardError.contains("[frontmatter.syntax]"))
        #expect(broken.standardOutput.contains("Built 3 pages into public/"), "\(broken.standardOutput)")
        #expect(broken.standardOutput.contains("1 page with errors kept its previous version: content/b.md"))
        #expect(!broken.standardOutput.contains("kept the previous site"))
        // The other pages' edits are published; the broken page is byte for byte what the last build made.
        #expect(try read("public/a.html").contains("Alpha words two."))
        #expect(try read("public/c.html").contains("Gamma words two."))
        #expect(try Data(contentsOf: dir.appendingPathComponent("public/b.html")) == previous)
        #expect(try read("public/b.md").contains("Beta words one."))
        #expect(try read("public/api/pages.json").contains("\"Beta\""))

        // Still broken, nothing else changed: the next build again exits 1 and names it.
        let again = try PreceptBinary.run(["build"], in: dir)
        #expect(again.status == 1)
        #expect(again.standardError.contains("[frontmatter.syntax]"))
        #expect(again.standardOutput.contains("1 page with errors kept its previous version: content/b.md"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("public/b.html")) == previous)

        // Fixed: the next build publishes it (no stale "nothing changed"), and the one after has nothing to do.
        try write("content/b.md", page("Beta", "Beta words three."))
        let fixed = try PreceptBinary.run(["build"], in: dir)
        #expect(fixed.status == 0, "\(fixed.standardError)")
        #expect(try read("public/b.html").contains("Beta words three."))
        #expect(!fixed.standardOutput.contains("with errors"))
        let settled = try PreceptBinary.run(["build"], in: dir)
        #expect(settled.status == 0)
        #expect(settled.standardOutput.contains("Nothing changed"), "\(settled.standardOutput)")
    }

    @Test func aNewPageOverTheSizeLimitIsLeftOutAndNothingLinksIt() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try builtSite(config: "title: Held\nbase_url: https://example.com/\nlimits:\n  page_size_kb: 8\n")
        try write("content/a.md", page("Alpha", "Alpha words two. See [Huge](huge.md)."))
        try write("content/huge.md", page("Huge", String(repeating: "Many words here. ", count: 1000)))
        let result = try PreceptBinary.run(["build"], in: dir)
        #expect(result.status == 1)
        #expect(result.standardError.contains("content/huge.md:1:1: error:"), "\(result.standardError)")
        #expect(result.standardError.contains("[page.too-large]"))
        #expect(result.standardOutput.contains("Built 3 pages into public/"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("1 page with errors was left out: content/huge.md"))
        #expect(try read("public/a.html").contains("Alpha words two."))
        #expect(!exists("public/huge.html"))
        // Nothing published links it or lists it.
        for file in ["public/index.html", "public/b.html", "public/api/pages.json", "public/sitemap.xml", "public/llms.txt"] {
            #expect(try !read(file).contains("huge.html"), "\(file) names the page left out")
        }
    }

    @Test func aConfigurationErrorLeavesTheSiteAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try builtSite()
        let before = published()
        try write("content/a.md", page("Alpha", "Alpha words two."))
        try write("precept.yml", "title: [unclosed\n")
        let result = try PreceptBinary.run(["build"], in: dir)
        #expect(result.status == 1)
        #expect(result.standardError.contains("precept.yml:"), "\(result.standardError)")
        #expect(result.standardOutput.contains("kept the previous site in place"))
        #expect(published() == before)
    }

    @Test func strictWritesNothingWhenAPageHasAnError() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try builtSite()
        let before = published()
        try write("content/a.md", page("Alpha", "Alpha words two."))
        try write("content/b.md", "---\ntitle: B: c: d\n---\n\n# Beta\n")
        let result = try PreceptBinary.run(["build", "--strict"], in: dir)
        #expect(result.status == 1)
        #expect(result.standardError.contains("[frontmatter.syntax]"))
        #expect(result.standardOutput.contains("kept the previous site in place"))
        #expect(published() == before)
    }
}
