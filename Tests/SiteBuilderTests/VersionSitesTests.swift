import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder
@testable import SiteModel

/// `versions:`: git revisions published under `v/<name>/` with a version menu, on real repositories made here (three
/// tagged states of a small site).
@Suite struct VersionSitesTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-versions-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("public/" + path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("public/" + path).path)
    }

    /// The text of every search record file of the site at `prefix` (`""` or `v/1.0/`).
    func searchRecords(_ prefix: String) throws -> String {
        let folder = root.appendingPathComponent("public/\(prefix)search/p")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined()
    }

    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        try runGit(arguments, in: root, date: "2026-01-01T12:00:00Z")
    }

    static let versions = """
        versions:
          - v2.0
          - { name: "1.0", ref: v1.0, label: "1.0 (first)" }
        current_version: "3.0"
        """

    /// v1.0: Alpha and Beta (Beta links a page that does not exist); v2.0: Alpha edited, Beta gone, Gamma added;
    /// `main`: Alpha edited again, and `versions:` listing both tags.
    func makeRepository() throws {
        try write("precept.yml", "title: Versioned\n")
        try write(".gitignore", "public/\n.precept-cache/\n")
        try write("content/alpha.md", "# Alpha\n\nThe first words.\n")
        try write("content/beta.md", "# Beta\n\nSee [the missing page](missing.md).\n")
        try write("content/shared.md", "# Shared\n\nThe same in every version.\n")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "one"])
        try git(["tag", "v1.0"])
        try write("content/alpha.md", "# Alpha\n\nThe second words.\n")
        try git(["rm", "-q", "content/beta.md"])
        try write("content/gamma.md", "# Gamma\n\nNew in two.\n")
        try git(["add", "."])
        try git(["commit", "-q", "-m", "two"])
        try git(["tag", "v2.0"])
        try write("content/alpha.md", "# Alpha\n\nThe third words.\n")
        try write("precept.yml", "title: Versioned\n" + Self.versions + "\n")
        try git(["commit", "-q", "-am", "three"])
    }

    @Test func eachVersionIsPublishedUnderVWithItsOwnSearchAndAMenuLinkingTheSamePage() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeRepository()
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded, "\(report.fatalError ?? "") \(report.diagnostics.diagnostics)")
        #expect(report.versionsBuilt == ["v2.0", "1.0"])
        // Each version's pages as they were at its revision.
        #expect(try read("alpha.html").contains("The third words."))
        #expect(try read("v/v2.0/alpha.html").contains("The second words."))
        #expect(try read("v/1.0/alpha.html").contains("The first words."))
        #expect(exists("v/1.0/beta.html") && !exists("v/v2.0/beta.html") && !exists("beta.html"))
        #expect(exists("v/v2.0/gamma.html") && !exists("v/1.0/gamma.html"))
        // The menu: the same page in each version, the current one marked; a version without the page links its index.
        let alpha = try read("alpha.html")
        #expect(alpha.contains("<a href=\"alpha.html\" aria-current=\"page\">3.0</a>"))
        #expect(alpha.contains("<a href=\"v/v2.0/alpha.html\">v2.0</a>"))
        #expect(alpha.contains("<a href=\"v/1.0/alpha.html\">1.0 (first)</a>"))
        let gamma = try read("gamma.html")
        #expect(gamma.contains("<a href=\"v/1.0/index.html\">1.0 (first)</a>"))
        let beta = try read("v/1.0/beta.html")
        #expect(beta.contains("<a href=\"../../index.html\">3.0</a>"))
        #expect(beta.contains("<a href=\"../../v/v2.0/index.html\">v2.0</a>"))
        #expect(beta.contains("<a href=\"beta.html\" aria-current=\"page\">1.0 (first)</a>"))
        // An earlier version says so, and leads to the latest; the current site does not.
        #expect(beta.contains("<p class=\"version-notice\">You’re reading <strong>1.0 (first)</strong>"))
        #expect(try read("v/v2.0/alpha.html").contains("<a href=\"../../alpha.html\">Read the latest version</a>"))
        #expect(!alpha.contains("version-notice"))
        // Each version searches its own pages.
        #expect(try searchRecords("v/1.0/").contains("Beta"))
        #expect(try !searchRecords("").contains("Beta"))
        #expect(try searchRecords("v/v2.0/").contains("Gamma"))
        #expect(try !searchRecords("v/1.0/").contains("Gamma"))
        // A version's findings are its revision's: at `ref:path`, warnings as notes (a tag is not edited).
        let missing = report.diagnostics.diagnostics.first { $0.id == "links.missing-page" }
        #expect(missing?.location?.path == "v1.0:content/beta.md")
        #expect(missing?.severity == .note)
        // Nothing is written into the repository but the ignored output and cache.
        #expect(try git(["status", "--porcelain", "--untracked-files=all"]) == "")
    }

    @Test func anUnchangedSiteIsANoOpAndAMovedTagRebuildsOnlyItsVersionWithThePagesItSharesFromTheCache() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeRepository()
        let first = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(first.succeeded)
        // Processed: v2.0's Alpha, v1.0's Alpha and Beta; Shared, and v2.0's Gamma, are the current site's, from the cache.
        #expect(first.versionPagesProcessed == 3)
        let second = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(second.nothingChanged)
        #expect(second.versionsBuilt.isEmpty)
        // v2.0 moves to a commit with Gamma edited: only it is built again, and only Gamma is processed.
        try git(["checkout", "-q", "-b", "two-fixes", "v2.0"])
        try write("content/gamma.md", "# Gamma\n\nEdited for two.\n")
        try git(["commit", "-q", "-am", "two, edited"])
        try git(["tag", "-f", "v2.0"])
        try git(["checkout", "-q", "main"])
        let moved = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(moved.succeeded, "\(moved.fatalError ?? "") \(moved.diagnostics.diagnostics)")
        #expect(moved.versionsBuilt == ["v2.0"])
        #expect(moved.versionPagesProcessed == 1)
        #expect(try read("v/v2.0/gamma.html").contains("Edited for two."))
        // A new label changes every version's menu: all are built again, every page from the cache.
        try write("precept.yml", "title: Versioned\n" + Self.versions.replacingOccurrences(of: "\"3.0\"", with: "\"3.0 (latest)\"") + "\n")
        let relabelled = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(relabelled.versionsBuilt == ["v2.0", "1.0"])
        #expect(relabelled.versionPagesProcessed == 0)
        #expect(try read("v/1.0/alpha.html").contains(">3.0 (latest)</a>"))
    }

    /// What's new lists each version against the one before it in the order of their commits (all made in the same
    /// second here: the one with more commits behind it is the later), newest first, whatever order `versions:` lists.
    @Test func whatsNewListsWhatEachVersionChangedSinceTheOneBefore() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeRepository()
        try git(["tag", "v3.0"])
        let listed = """
            versions:
              - { name: "1.0", ref: v1.0, label: "1.0 (first)" }
              - v3.0
              - v2.0
            """
        try write("precept.yml", "title: Versioned\n" + listed + "\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded, "\(report.fatalError ?? "") \(report.diagnostics.diagnostics)")
        let page = try read("whats-new.html")
        let three = try #require(page.range(of: #"<a href="v/v3.0/index.html">v3.0</a> <span class="whats-new-since">since v2.0</span>"#))
        let two = try #require(
            page.range(of: #"<a href="v/v2.0/index.html">v2.0</a> <span class="whats-new-since">"# + "since 1.0 (first)</span>"))
        #expect(three.lowerBound < two.lowerBound)
        #expect(!page.contains("since v3.0") && !page.contains(">1.0 (first)</a> <span"))
        // v3.0 changed Alpha's words only, which diff does not list; v2.0 removed Beta (breaking) and added Gamma.
        let afterThree = page[three.upperBound..<two.lowerBound]
        #expect(afterThree.contains(#"<p class="whats-new-summary" lang="en">no changes</p>"#))
        let afterTwo = page[two.upperBound...]
        #expect(afterTwo.contains(#"<p class="whats-new-summary" lang="en">2 pages changed; 1 breaking</p>"#))
        #expect(
            afterTwo.contains(
                #"<li><strong class="breaking-badge">Breaking</strong> <span lang="en">"#
                    + "page removed &#39;Beta&#39; (beta.md, 0 rules)</span></li>"))
        #expect(
            afterTwo.contains(
                #"<li><a href="v/v2.0/gamma.html">Gamma</a>: <span lang="en">"#
                    + "page added &#39;Gamma&#39; (gamma.md, 0 rules)</span></li>"))
        // Kept with the newer version, and used again while the commits and labels stay.
        let saved = root.appendingPathComponent(".precept-cache/versions/v2.0/changes.json")
        let savedAt = try #require(try saved.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().nothingChanged)
        let relabelled = listed.replacingOccurrences(of: "1.0 (first)", with: "1.0 (oldest)")
        try write("precept.yml", "title: Versioned\nbase_url: https://example.com/\n" + relabelled + "\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        #expect(try read("whats-new.html").contains("since 1.0 (oldest)</span>"))
        // The feed has an entry for each, dated by its commit.
        let feed = try read("feed.xml")
        #expect(feed.contains("<title>v2.0 (since 1.0 (oldest)): 2 pages changed; 1 breaking</title>"))
        #expect(feed.contains(#"<link rel="alternate" type="text/html" href="https://example.com/v/v2.0/index.html"/>"#))
        #expect(feed.contains("<updated>2026-01-01T12:00:00Z</updated>"))
        let three2 = root.appendingPathComponent(".precept-cache/versions/v3.0/changes.json")
        #expect(FileManager.default.fileExists(atPath: three2.path))
        #expect(try saved.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate != savedAt)
    }

    @Test func aRevisionThatNamesNoCommitStopsTheBuildWithAHintAndLeavesTheSiteAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeRepository()
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let before = filesByRelativePath(under: root.appendingPathComponent("public"))
        try write("precept.yml", "title: Versioned\nversions: [v2.0, v9.9]\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(!report.succeeded)
        #expect(report.fatalError?.contains("'v9.9' names no commit") == true)
        #expect(report.fatalError?.contains("fetch-depth: 0") == true)
        #expect(filesByRelativePath(under: root.appendingPathComponent("public")) == before)
        // `check` reads the current content only.
        let check = await SiteBuild(BuildRequest(projectRoot: root, mode: .check)).run()
        #expect(check.succeeded)
        #expect(check.versionsBuilt.isEmpty)
    }

    @Test func aProjectOutsideGitIsToldVersionsNeedOne() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "versions: [v1.0]\n")
        try write("content/alpha.md", "# Alpha\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.fatalError?.contains("needs the project in a git repository") == true)
    }

    @Test func versionsAreReadAsRevisionsOrMappingsAndBadNamesAreLeftOutWithAWarning() {
        let text = """
            versions:
              - v2.0
              - { ref: release/1.x, name: "1.x", label: "1.x (LTS)" }
              - release/0.9
              - { label: nothing }
              - v2.0
              - { name: "1.x", ref: other, colour: red }
            current_version: Next
            """
        let (config, diagnostics) = ConfigurationLoader().load(text: text, path: "precept.yml")
        #expect(config.versions == [VersionSetting(name: "v2.0"), VersionSetting(name: "1.x", ref: "release/1.x", label: "1.x (LTS)")])
        #expect(config.currentVersionLabel == "Next")
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'release/0.9' cannot be a folder under v/") })
        #expect(messages.contains { $0.contains("neither 'name:' nor 'ref:'") })
        #expect(messages.filter { $0.contains("is listed twice") }.count == 2)
        #expect(messages.contains { $0.contains("unknown setting 'versions.colour'") })
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    /// A page renamed (moved with `git mv`, or committed so git finds the rename) is followed: the menu links it under
    /// its path in each version, both ways, across commits and from the working tree.
    @Test func theMenuFollowsARenamedPageAcrossVersions() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Renames\n")
        try write(".gitignore", "public/\n.precept-cache/\n")
        try write("content/guides/alpha.md", "# Alpha\n\nA page with enough words that git sees the move as a rename.\n")
        try write("content/shared.md", "# Shared\n\nThe same in every version.\n")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "one"])
        try git(["tag", "v1.0"])
        try git(["mv", "content/guides/alpha.md", "content/first.md"])
        try git(["commit", "-q", "-m", "two"])
        try git(["tag", "v2.0"])
        // In the working tree only: moved again, not committed.
        try git(["mv", "content/first.md", "content/start.md"])
        try write("precept.yml", "title: Renames\nversions:\n  - v2.0\n  - v1.0\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded, "\(report.fatalError ?? "") \(report.diagnostics.diagnostics)")
        let current = try read("start.html")
        #expect(current.contains(#"<a href="v/v2.0/first.html""#) && current.contains(#"<a href="v/v1.0/guides/alpha.html""#))
        let one = try read("v/v1.0/guides/alpha.html")
        #expect(one.contains(#"<a href="../../../start.html""#) && one.contains(#"<a href="../../../v/v2.0/first.html""#))
        // A page no other version has still leads to that version's index.
        #expect(try read("shared.html").contains(#"<a href="v/v1.0/shared.html""#))
        // Moved without git, git does not see a rename until the move is added: then the build is not a no-op.
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("content/start.md"), to: root.appendingPathComponent("content/begin.md"))
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        #expect(try read("begin.html").contains(#"<a href="v/v1.0/index.html""#))
        try git(["add", "-A"])
        let added = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(!added.nothingChanged)
        #expect(try read("begin.html").contains(#"<a href="v/v1.0/guides/alpha.html""#))
    }

    /// A revision is read from its tree, not archived: `export-ignore` (for release archives) hides no page, and a
    /// project folder whose name has pathspec characters is read as named.
    @Test func aVersionHasEveryPageOfItsRevisionWhateverGitattributesSay() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("site [docs]*")
        try write("site [docs]*/precept.yml", "title: Attributes\n")
        try write("site [docs]*/content/alpha.md", "# Alpha\n\nIn every archive.\n")
        try write("site [docs]*/content/beta.md", "# Beta\n\nLeft out of release archives.\n")
        try write(".gitattributes", "*/content/beta.md export-ignore\n")
        try write(".gitignore", "public/\n.precept-cache/\n")
        try git(["init", "-q"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "one"])
        try git(["tag", "v1.0"])
        try write("site [docs]*/precept.yml", "title: Attributes\nversions:\n  - v1.0\n")
        try git(["commit", "-q", "-am", "versions"])
        let report = await SiteBuild(BuildRequest(projectRoot: project)).run()
        #expect(report.succeeded, "\(report.fatalError ?? "") \(report.diagnostics.diagnostics)")
        let beta = project.appendingPathComponent("public/v/v1.0/beta.html")
        #expect(try String(contentsOf: beta, encoding: .utf8).contains("Left out of release archives."))
        #expect(try git(["status", "--porcelain", "--untracked-files=all"]) == "")
    }

    /// A header of the project's own, made from a theme without the menu, gets a warning at that file; with the
    /// partial included again, none.
    @Test func aHeaderWithoutTheVersionsPartialIsWarnedAbout() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeRepository()
        try write("templates/header.mustache", "<header class=\"site-header\"><a href=\"{{root}}index.html\">{{site.title}}</a></header>\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let warning = report.diagnostics.diagnostics.first { $0.id == "templates.missing-partial" }
        #expect(warning?.severity == .warning && warning?.location?.path == "templates/header.mustache")
        #expect(warning?.message.contains("on wide screens") == true)
        #expect(try read("alpha.html").contains(#"<header class="site-header"><a href="index.html">Versioned</a></header>"#))
        try write("templates/header.mustache", "<header class=\"site-header\">{{site.title}} {{>versions}}</header>\n")
        let fixed = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(!fixed.diagnostics.diagnostics.contains { $0.id == "templates.missing-partial" })
        #expect(try read("alpha.html").contains(#"<header class="site-header">Versioned <details class="version-menu""#))
    }

    @Test func theMenuLinksFromAnyDepthAndMarksTheVersionBeingRead() {
        let menu = VersionMenu(
            entries: [
                .init(label: "Latest", prefix: "", pages: ["a/b.html", "c d.html"]),
                .init(label: "1.0", prefix: "v/1.0/", pages: ["a/b.html"]),
            ], current: 1)
        let links = menu.links(forOutputPath: "a/b.html", root: "../")
        #expect(links.map(\.url) == ["../../../a/b.html", "../a/b.html"])
        #expect(links.map(\.isCurrent) == [false, true])
        #expect(menu.isEarlierVersion)
        let current = VersionMenu(entries: menu.entries, current: 0)
        #expect(current.links(forOutputPath: "c d.html", root: "").map(\.url) == ["c%20d.html", "v/1.0/index.html"])
        #expect(current.digest != menu.digest)
        var renamed = current
        renamed.entries[1].renamed = ["c d.html": "old/c.html"]
        #expect(renamed.links(forOutputPath: "c d.html", root: "").map(\.url) == ["c%20d.html", "v/1.0/old/c.html"])
        #expect(renamed.digest != current.digest)
    }
}
