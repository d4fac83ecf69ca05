import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import FrontMatter
@testable import SiteBuilder
@testable import SiteRendering

/// `last_updated: true` (dates from git, else the file's time) and `edit_url:`, on real repositories made here.
@Suite struct PageHistoryTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-history-\(UUID().uuidString)")

    func write(_ path: String, _ text: String, in folder: URL? = nil) throws {
        let url = (folder ?? root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String, in folder: URL? = nil) throws -> String {
        try String(contentsOf: (folder ?? root).appendingPathComponent("public/" + path), encoding: .utf8)
    }

    /// `git` in `folder`, committing with `date` (a day) as both author and committer date.
    @discardableResult
    func git(_ arguments: [String], in folder: URL? = nil, date: String? = nil) throws -> String {
        try runGit(arguments, in: folder ?? root, date: date.map { $0 + "T12:00:00Z" })
    }

    func setModified(_ path: String, _ isoDay: String, in folder: URL? = nil) throws {
        let formatter = ISO8601DateFormatter()
        let date = try #require(formatter.date(from: isoDay + "T12:00:00Z"))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: (folder ?? root).appendingPathComponent(path).path)
    }

    static let config = """
        base_url: https://guidelines.example.com/
        last_updated: true
        edit_url: https://github.com/acme/guidelines/edit/main/{path}
        """

    @Test func datesComeFromTheNewestCommitOfEachFileElseItsTimeAndPagesLinkTheirEditAddress() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", Self.config)
        try write("content/alpha.md", "# Alpha\n\nFirst.\n")
        try write("content/beta pages/beta.md", "# Beta\n\nText.\n")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "one"], date: "2024-03-05")
        try write("content/alpha.md", "# Alpha\n\nSecond.\n")
        try git(["commit", "-q", "-am", "two"], date: "2025-01-02")
        try write("content/gamma.md", "# Gamma\n\nNot committed.\n")
        try setModified("content/gamma.md", "2023-02-03")
        try write(".gitignore", "public/\n.precept-cache/\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        #expect(!report.diagnostics.diagnostics.contains { $0.id == "content.no-history" })
        #expect(try read("alpha.html").contains("<time datetime=\"2025-01-02\">January 2, 2025</time>"))
        #expect(try read("beta pages/beta.html").contains("<time datetime=\"2024-03-05\">March 5, 2024</time>"))
        #expect(try read("gamma.html").contains("<time datetime=\"2023-02-03\">February 3, 2023</time>"))
        #expect(
            try read("alpha.html").contains(
                "<p class=\"edit-page\"><a href=\"https://github.com/acme/guidelines/edit/main/content/alpha.md\">Edit this page</a></p>"))
        #expect(
            try read("beta pages/beta.html").contains("href=\"https://github.com/acme/guidelines/edit/main/content/beta%20pages/beta.md\""))
        let sitemap = try read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://guidelines.example.com/alpha.html</loc><lastmod>2025-01-02</lastmod>"))
        #expect(sitemap.contains("<loc>https://guidelines.example.com/index.html</loc></url>"))

        // A commit of an edit already built changes only that page's date: its page and the sitemap are written.
        try write("content/beta pages/beta.md", "# Beta\n\nEdited.\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        try git(["commit", "-q", "-am", "three"], date: "2025-06-07")
        let afterCommit = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(afterCommit.succeeded && !afterCommit.nothingChanged)
        #expect(Set(afterCommit.writtenPaths) == ["beta pages/beta.html", "sitemap.xml"])
        #expect(try read("beta pages/beta.html").contains("<time datetime=\"2025-06-07\">June 7, 2025</time>"))
    }

    @Test func aShallowCloneOrNoRepositoryFallsBackToFileTimesWithANote() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let origin = root.appendingPathComponent("origin")
        try write("precept.yml", "last_updated: true\n", in: origin)
        try write("content/alpha.md", "# Alpha\n\nFirst.\n", in: origin)
        try write("content/beta.md", "# Beta\n\nFirst.\n", in: origin)
        try git(["init", "-q"], in: origin)
        try git(["add", "."], in: origin)
        try git(["commit", "-q", "-m", "one"], in: origin, date: "2024-03-05")
        try write("content/beta.md", "# Beta\n\nSecond.\n", in: origin)
        try git(["commit", "-q", "-am", "two"], in: origin, date: "2025-01-02")
        let clone = root.appendingPathComponent("clone")
        try git(["clone", "-q", "--depth", "1", "file://" + origin.path, clone.path])
        try setModified("content/alpha.md", "2023-02-03", in: clone)
        try setModified("content/beta.md", "2023-02-03", in: clone)
        let shallow = await SiteBuild(BuildRequest(projectRoot: clone)).run()
        let note = try #require(shallow.diagnostics.diagnostics.first { $0.id == "content.no-history" })
        #expect(note.severity == .note && note.message.hasPrefix("the git history is shallow: 2 pages"))
        #expect(try read("beta.html", in: clone).contains("<time datetime=\"2023-02-03\">"), "the boundary commit's date says nothing")

        let loose = root.appendingPathComponent("loose")
        try write("precept.yml", "last_updated: true\n", in: loose)
        try write("content/alpha.md", "# Alpha\n\nText.\n", in: loose)
        try setModified("content/alpha.md", "2022-08-09", in: loose)
        let noGit = await SiteBuild(BuildRequest(projectRoot: loose)).run()
        #expect(
            noGit.diagnostics.diagnostics.contains {
                $0.id == "content.no-history" && $0.message.hasPrefix("the content folder is not in a git repository")
            })
        #expect(try read("alpha.html", in: loose).contains("<time datetime=\"2022-08-09\">August 9, 2022</time>"))
        // A `touch` changes the date, though not the text: the build is not a no-op.
        try setModified("content/alpha.md", "2021-04-05", in: loose)
        let touched = await SiteBuild(BuildRequest(projectRoot: loose)).run()
        #expect(!touched.nothingChanged)
        #expect(try read("alpha.html", in: loose).contains("<time datetime=\"2021-04-05\">April 5, 2021</time>"))
        #expect(await SiteBuild(BuildRequest(projectRoot: loose)).run().nothingChanged)
    }

    /// Past the commits read (`commitLimit`, 20,000; 2 here), a page not changed in them shows its file's time, and a
    /// note says why.
    @Test func pagesOlderThanTheCommitsReadShowTheirFileTimesWithANote() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/alpha.md", "# Alpha\n\nOne.\n")
        try write("content/beta.md", "# Beta\n\nOne.\n")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "one"], date: "2024-01-01")
        for (number, day) in ["2024-02-02", "2024-03-03"].enumerated() {
            try write("content/beta.md", "# Beta\n\n\(number).\n")
            try git(["commit", "-q", "-am", "beta \(number)"], date: day)
        }
        try setModified("content/alpha.md", "2023-05-06")
        let content = root.appendingPathComponent("content")
        let limited = PageHistory.lastChanges(["alpha.md", "beta.md"], contentURL: content, limit: 2)
        #expect(limited.dates == ["alpha.md": "2023-05-06", "beta.md": "2024-03-03"])
        #expect(
            limited.diagnostics.first?.message
                == "the git history was read up to its last 2 commits: 1 page not changed in them shows its file's modification time")
        let whole = PageHistory.lastChanges(["alpha.md", "beta.md"], contentURL: content)
        #expect(whole.dates == ["alpha.md": "2024-01-01", "beta.md": "2024-03-03"] && whole.diagnostics.isEmpty)
    }

    /// In a linked worktree (`git worktree add`), a commit on its branch is seen: the branch is in the common folder.
    @Test func aCommitInALinkedWorktreeChangesTheRepositoryToken() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let main = root.appendingPathComponent("main")
        try write("content/alpha.md", "# Alpha\n\nOne.\n", in: main)
        try git(["init", "-q"], in: main)
        try git(["add", "."], in: main)
        try git(["commit", "-q", "-m", "one"], in: main, date: "2024-03-05")
        let tree = root.appendingPathComponent("tree")
        try git(["worktree", "add", "-q", "-b", "side", tree.path], in: main)
        let before = TranslationHistory.headToken(tree.appendingPathComponent("content"))
        #expect(before.hasPrefix("ref: refs/heads/side ") && before.count > "ref: refs/heads/side ".count + 30, "\(before)")
        try write("content/alpha.md", "# Alpha\n\nTwo.\n", in: tree)
        try git(["commit", "-q", "-am", "two"], in: tree, date: "2024-04-05")
        let after = TranslationHistory.headToken(tree.appendingPathComponent("content"))
        let head = try git(["rev-parse", "HEAD"], in: tree).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(after != before && after.hasSuffix(head))
    }

    @Test func withoutTheSettingsPagesShowNoDateAndNoEditLink() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/alpha.md", "# Alpha\n\nText.\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let html = try read("alpha.html")
        #expect(!html.contains("<time") && !html.contains("edit-page"))
    }

    @Test(arguments: [
        ("en", "December 4, 2026"), ("zh-Hans", "2026年12月4日"), ("ja", "2026年12月4日"), ("ko", "2026년 12월 4일"), ("fr", "2026-12-04"),
    ])
    func datesAreWrittenInThePagesLanguage(language: String, text: String) throws {
        let tag = try #require(LanguageTag(language))
        #expect(ViewModelBuilder.displayDate("2026-12-04", language: tag) == text)
    }
}
