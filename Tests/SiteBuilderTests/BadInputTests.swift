import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteModel

/// Every kind of bad input the hardening issue lists, each with the diagnostic Precept gives it.
@Suite struct BadInputTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var bytes: [UInt8]
        /// The diagnostic id expected on the file, and its line (nil: any).
        var id: String?
        var line: Int?
        var description: String { file }
        init(_ file: String, _ text: String, _ id: String?, line: Int? = nil) {
            self.init(file, Array(text.utf8), id, line: line)
        }
        init(_ file: String, _ bytes: [UInt8], _ id: String?, line: Int? = nil) {
            (self.file, self.bytes, self.id, self.line) = (file, bytes, id, line)
        }
    }

    static let cases: [Case] = [
        Case("invalid-utf8.md", Array("# Bad\n\nHello ".utf8) + [0xFF, 0xFE] + Array(" world\n".utf8), "text.invalid-utf8", line: 3),
        Case("nul.md", "# Nul\n\nA\u{0}B\n", "text.nul-byte", line: 3),
        Case("lone-cr.md", "---\rtitle: Lone CR\r---\r\rText.\r", "text.line-endings", line: 1),
        Case("mojibake-1251.md", "# M\n\nThe appвЂ™s text.\n", "text.mojibake-repaired", line: 3),
        Case("mojibake-1252.md", "# M\n\nThe appâ€™s text.\n", "text.mojibake-repaired", line: 3),
        Case("unclosed.md", "---\ntitle: Unclosed\n\n# Heading\n\nText\n\n---\n\nMore\n", "frontmatter.unclosed", line: 1),
        Case("invalid-yaml.md", "---\ntitle: [unclosed\n---\n# X\n", "frontmatter.syntax"),
        Case("laughs.md", "---\na: &a [\"lol\",\"lol\"]\nb: &b [*a,*a]\nc: [*b,*b]\n---\n# L\n", "frontmatter.alias", line: 2),
        Case("duplicate-key.md", "---\ntitle: One\ntitle: Two\n---\n", "frontmatter.duplicate-key", line: 3),
        Case("wrong-type.md", "---\ntitle: T\nweight: heavy\n---\n", "frontmatter.wrong-type", line: 3),
        Case("dotdot-id.md", "---\nid: ../../etc/passwd\ntitle: D\n---\n", "frontmatter.invalid-id", line: 2),
        Case("absolute-id.md", "---\nid: /etc/passwd\ntitle: A\n---\n", "frontmatter.invalid-id", line: 2),
        Case("bad-url.md", "---\ntitle: U\nsource: javascript:alert(1)\n---\n", "frontmatter.invalid-url", line: 3),
        Case("deep-yaml.md", "---\ntitle: " + String(repeating: "[", count: 5000) + "\n---\n", "frontmatter.too-deep"),
        Case("big-front-matter.md", "---\ntitle: T\nnote: " + String(repeating: "x", count: 70_000) + "\n---\n", "frontmatter.too-large"),
        Case(
            "wide-table.md", "# W\n\n" + String(repeating: "|x", count: 200) + "|\n" + String(repeating: "|-", count: 200) + "|\n",
            "markdown.too-many-columns", line: 4),
        // Harmless cases: read as intended, without a diagnostic.
        Case("bom.md", [0xEF, 0xBB, 0xBF] + Array("---\ntitle: Bom\n---\n\nText.\n".utf8), nil),
        Case("crlf.md", "---\r\ntitle: Crlf\r\n---\r\n\r\n## Section\r\n\r\nText.\r\n", nil),
        Case("tag.md", "---\ntitle: !!python/object:os.system \"rm -rf /\"\n---\n", nil),
    ]

    func load(_ files: [(String, [UInt8])]) async throws -> (LoadedSite, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: root.appendingPathComponent("content/" + name)) }
        var request = BuildRequest(projectRoot: root, mode: .check)
        request.cacheMode = .off
        switch await SiteBuild(request).load() {
        case .success(let site): return (site, root)
        case .failure(let failure): throw LoadError(message: failure.message)
        }
    }

    @Test(arguments: cases)
    func badInputIsReported(_ input: Case) async throws {
        let (site, root) = try await load([(input.file, input.bytes)])
        defer { try? FileManager.default.removeItem(at: root) }
        let mine = site.diagnostics.diagnostics.filter { $0.location?.path == "content/" + input.file }
        if let id = input.id {
            let found = mine.first { $0.id.rawValue == id }
            #expect(found != nil, "expected \(id); got \(mine.map(\.id))")
            if let line = input.line { #expect(found?.location?.line == line) }
        } else {
            #expect(mine.filter { $0.severity != .note }.isEmpty, "\(mine.map(\.message))")
            #expect(site.site.pages.count == 1)
        }
    }

    @Test func harmlessEncodingsReadTheTitle() async throws {
        let (site, root) = try await load(Self.cases.filter { $0.id == nil }.map { ($0.file, $0.bytes) })
        defer { try? FileManager.default.removeItem(at: root) }
        let titles = Set(site.site.pages.map(\.title))
        #expect(titles == ["Bom", "Crlf", "rm -rf /"])
    }

    @Test func mojibakeIsRepairedInTheOutput() async throws {
        let (site, root) = try await load([("m.md", Array("# M\n\nThe appвЂ™s text and itâ€™s fine; Привет stays.\n".utf8))])
        defer { try? FileManager.default.removeItem(at: root) }
        let html = site.site.pages.first?.bodyHTML ?? ""
        #expect(html.contains("The app’s text and it’s fine; Привет stays."))
    }

    @Test func duplicateIdsAreReported() async throws {
        let page = Array("---\nid: same\ntitle: S\n---\n".utf8)
        let (site, root) = try await load([("one.md", page), ("two.md", page)])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(site.diagnostics.diagnostics.contains { $0.id == "page.duplicate-id" && $0.location?.path == "content/two.md" })
    }

    @Test func symbolicLinksAndSpecialFilesAreSkippedWithAWarning() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-links-\(UUID().uuidString)")
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Fine\n".utf8).write(to: content.appendingPathComponent("fine.md"))
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("loop").path, withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("outside").path, withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("self").path, withDestinationPath: ".")
        #expect(mkfifo(content.appendingPathComponent("pipe.md").path, 0o644) == 0)
        var request = BuildRequest(projectRoot: root, mode: .check)
        request.cacheMode = .off
        guard case .success(let site) = await SiteBuild(request).load() else {
            Issue.record("the load failed")
            return
        }
        let skipped = site.diagnostics.diagnostics.filter { $0.id == "content.skipped" }
        #expect(Set(skipped.compactMap(\.location?.path)) == ["content/loop", "content/outside", "content/self", "content/pipe.md"])
        #expect(skipped.contains { $0.message.contains("broken or loops") })
        #expect(skipped.contains { $0.message.contains("outside the content folder") })
        #expect(site.site.pages.map(\.title) == ["Fine"])
    }

    @Test func anEmptyContentFolderWarnsAndAMissingOneFails() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .success(let site) = await SiteBuild(BuildRequest(projectRoot: root, mode: .check)).load() else {
            Issue.record("an empty folder should load")
            return
        }
        #expect(site.diagnostics.diagnostics.map(\.id) == ["content.empty"])
        var missing = BuildRequest(projectRoot: root, mode: .check)
        missing.contentDirectory = "nope"
        guard case .failure(let failure) = await SiteBuild(missing).load() else {
            Issue.record("a missing folder should fail")
            return
        }
        #expect(failure.message.contains("the content folder 'nope' does not exist"))
    }

    // An unreadable page is checked end to end by NothingLostTests.anUnreadablePageIsAnErrorAndTheOthersAreStillChecked,
    // which runs the binary without the capabilities that let root (CI) read any file; in this process it could not.
}

struct LoadError: Error {
    var message: String
}
