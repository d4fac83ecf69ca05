import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteModel

/// The site and outputs stages of a session's build over the memo the last one left: an edit that keeps
/// every page's place reuses the site as it is, a new title sorts only its group again, and either way the
/// output equals a clean build and only the files whose inputs changed are written.
@Suite struct SessionStageMemoTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-stage-memo-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func files(_ output: String) -> [String: Data] {
        let base = root.appendingPathComponent(output).path
        var result: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: base) ?? [] {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: base + "/" + path)
            }
        }
        return result
    }

    /// One build of the session after `changed` (content-relative paths), then a clean build to compare with.
    func rebuild(_ memo: inout BuildMemo?, changed: Set<String>?) async -> BuildReport {
        var request = BuildRequest(projectRoot: root, outputDirectory: "public", mode: .session)
        request.cacheMode = .off
        let outcome = await SiteBuild(request).run(memo: memo, changed: changed)
        memo = outcome.memo
        var clean = BuildRequest(projectRoot: root, outputDirectory: "clean")
        clean.cacheMode = .off
        try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
        #expect(await SiteBuild(clean).run().succeeded)
        #expect(files("public") == files("clean"), "differs from a clean build")
        return outcome.report
    }

    func page(_ title: String, _ words: String = "Text.") -> String {
        "---\ntitle: \(title)\n---\n\n# \(title)\n\nText.\n\n## Rules\n\n- **Keep \(title) short.** Why.\n\n\(words)\n"
    }

    @Test func editsKeepTheSiteOrSortOnlyTheirGroup() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // More than 60 pages, so groups fold and a title shows only in its own group's navigation.
        for number in 0..<30 { try write("content/a/p\(number).md", page("A \(number)")) }
        for number in 0..<40 { try write("content/b/q\(number).md", page("B \(number)")) }
        var memo: BuildMemo?
        #expect(await rebuild(&memo, changed: nil).succeeded)

        // A body edit: the site is the memo's with the page in place; only that page (and search) is written.
        try write("content/a/p5.md", page("A 5", "Other words."))
        var report = await rebuild(&memo, changed: ["a/p5.md"])
        let kept = try #require(memo?.siteMemo)
        #expect(kept.replaced?.count == 1 && !kept.placementsChanged && kept.moved.isEmpty)
        #expect(report.writtenPaths.filter { $0.hasSuffix(".html") } == ["a/p5.html"], "\(report.writtenPaths)")

        // A new title that moves the page to the end of its group: that group is sorted again, the other kept.
        try write("content/a/p5.md", page("A zz", "Other words."))
        report = await rebuild(&memo, changed: ["a/p5.md"])
        let moved = try #require(memo?.siteMemo)
        #expect(moved.placementsChanged && moved.moved.keys.sorted() == [0], "\(moved.moved.keys)")
        #expect(moved.site.groups[0].pages.last?.source.relativePath == "a/p5.md")
        let pages = report.writtenPaths.filter { $0.hasSuffix(".html") && !$0.hasPrefix("checklist") }
        // Of the other group, only its first page, whose previous link shows the moved group's last page.
        #expect(pages.filter { $0.hasPrefix("b/") } == ["b/q0.html"], "\(pages)")
        #expect(pages.contains("a/p5.html") && pages.contains("index.html"), "\(pages)")

        // A page added: the site is assembled whole (and, with the cache off, every unchanged file is kept).
        try write("content/b/q40.md", page("B 40"))
        _ = await rebuild(&memo, changed: ["b/q40.md"])
        #expect(memo?.siteMemo?.replaced == nil)
    }
}
