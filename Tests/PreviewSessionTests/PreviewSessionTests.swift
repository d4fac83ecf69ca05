import Diagnostics
import Foundation
import PreviewSession
import SiteBuilder
import SiteRendering
import TestSupport
import Testing

/// `PreviewSession` driven as `precept watch` drives it, with the changed paths given by hand instead of a
/// file watcher, in a temporary project.
@Suite struct PreviewSessionTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-session-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func output(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("public").appendingPathComponent(path), encoding: .utf8)
    }

    /// Two pages, the second linking to the first, and one template overriding the built-in theme.
    func makeProject() throws {
        try write("precept.yml", "title: Session Test\n")
        try write("content/a.md", "# Alpha\n\nThe summary.\n\nFirst words.\n")
        try write("content/b.md", "# Beta\n\nSee [Alpha](a.md).\n")
        try write("templates/footer.mustache", try #require(Theme.builtIn.files["footer.mustache"]))
    }

    /// The output folder after a clean build of the same project, file by file.
    func cleanBuild() async throws -> [String: Data] {
        var request = BuildRequest(projectRoot: root, outputDirectory: "clean")
        request.cacheMode = .off
        try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
        #expect(await SiteBuild(request).run().succeeded)
        return filesByRelativePath(under: root.appendingPathComponent("clean"))
    }

    var published: [String: Data] { filesByRelativePath(under: root.appendingPathComponent("public")) }

    @Test func theFirstBuildWritesTheSite() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        #expect(session.paths.content.path == root.appendingPathComponent("content").path)
        let first = await session.rebuild([])
        #expect(!first.failed)
        #expect(!first.editedPagesOnly)
        #expect(first.changed.isEmpty)
        guard case .reload(let paths) = first.pages else {
            Issue.record("the first build should reload: \(first.pages)")
            return
        }
        #expect(paths.contains("a.html") && paths.contains("b.html") && paths.contains("index.html"), "\(paths)")
        #expect(try output("a.html").contains("First words."))
        #expect(published == (try await cleanBuild()))
        await session.finish()
    }

    /// A body edit: only the page is written, and open pages are told to reload as soon as it is.
    @Test func anEditOfOnePageRewritesThatPageAndSaysWhatToReload() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        _ = await session.rebuild([])
        let beta = try output("b.html")
        try write("content/a.md", "# Alpha\n\nThe summary.\n\nNew words.\n")
        let edit = await session.rebuild(["content/a.md"])
        #expect(!edit.failed)
        #expect(edit.editedPagesOnly)
        #expect(edit.changed == ["content/a.md"])
        guard case .reload(let editPaths) = edit.pages else {
            Issue.record("an edit should reload: \(edit.pages)")
            return
        }
        #expect(editPaths.contains("a.html") && !editPaths.contains("b.html"), "\(editPaths)")
        #expect(edit.report.writtenPaths.contains("a.html"))
        #expect(!edit.report.writtenPaths.contains("b.html"))
        #expect(try output("a.html").contains("New words."))
        #expect(try output("b.html") == beta)
        #expect(published == (try await cleanBuild()))

        // A new title shows on the other pages too: they reload once every file is written.
        try write("content/a.md", "# Alpha Renamed\n\nThe summary.\n\nNew words.\n")
        let renamed = await session.rebuild(["content/a.md"])
        #expect(renamed.editedPagesOnly)
        guard case .reload(let paths) = renamed.pages else {
            Issue.record("a title edit should reload: \(renamed.pages)")
            return
        }
        #expect(paths.contains("a.html") && paths.contains("b.html") && paths.contains("index.html"), "\(paths)")
        #expect(published == (try await cleanBuild()))

        // A save that changes nothing.
        let unchanged = await session.rebuild(["content/a.md"])
        #expect(unchanged.report.nothingChanged)
        #expect(unchanged.pages == .unchanged)
        await session.finish()
    }

    @Test func aFailingEditKeepsTheOldOutputAndTheNextGoodEditRecovers() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        _ = await session.rebuild([])
        let before = published
        try write("content/a.md", "---\ntitle: [unclosed\n---\n# Alpha\n\nThe summary.\n\nBroken words.\n")
        let broken = await session.rebuild(["content/a.md"])
        #expect(broken.failed)
        guard case .showFailure(let diagnostics, let fatal) = broken.pages else {
            Issue.record("a failed build should show its errors: \(broken.pages)")
            return
        }
        #expect(diagnostics.contains { $0.id == "frontmatter.syntax" && $0.severity == .error })
        #expect(!diagnostics.contains { $0.severity == .note })
        #expect(fatal == nil)
        #expect(published == before)

        try write("content/a.md", "# Alpha\n\nThe summary.\n\nFixed words.\n")
        let fixed = await session.rebuild(["content/a.md"])
        #expect(!fixed.failed)
        #expect(fixed.editedPagesOnly)
        guard case .reload(let fixedPaths) = fixed.pages else {
            Issue.record("a fixed edit should reload: \(fixed.pages)")
            return
        }
        #expect(fixedPaths.contains("a.html") && !fixedPaths.contains("b.html"), "\(fixedPaths)")
        #expect(try output("a.html").contains("Fixed words."))
        #expect(published == (try await cleanBuild()))
        await session.finish()
    }

    /// Undoing a failing edit leaves nothing to write, but open pages still reload to drop the error overlay.
    @Test func undoingAFailingEditClearsTheFailure() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        _ = await session.rebuild([])
        let original = try String(contentsOf: root.appendingPathComponent("content/a.md"), encoding: .utf8)
        try write("content/a.md", "---\ntitle: [unclosed\n---\n" + original)
        let broken = await session.rebuild(["content/a.md"])
        #expect(broken.failed)
        try write("content/a.md", original)
        let undone = await session.rebuild(["content/a.md"])
        #expect(!undone.failed)
        #expect(undone.report.nothingChanged)
        #expect(undone.pages == .reload(paths: []))
        await session.finish()
    }

    /// A template change changes every page's inputs: each is rendered again, against the same memo.
    @Test func aTemplateChangeRendersEveryPage() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        _ = await session.rebuild([])
        let footer = try String(contentsOf: root.appendingPathComponent("templates/footer.mustache"), encoding: .utf8)
        try write("templates/footer.mustache", footer + "<p>Footer marker</p>\n")
        let update = await session.rebuild(["templates/footer.mustache"])
        #expect(!update.failed)
        #expect(update.editedPagesOnly)
        guard case .reload(let paths) = update.pages else {
            Issue.record("a template change should reload: \(update.pages)")
            return
        }
        #expect(paths.contains("a.html") && paths.contains("b.html"), "\(paths)")
        #expect(try output("a.html").contains("Footer marker"))
        #expect(try output("b.html").contains("Footer marker"))
        #expect(published == (try await cleanBuild()))

        // The whole build keeps the site for the page-edit path.
        try write("content/b.md", "# Beta\n\nSee [Alpha](a.md) again.\n")
        let edit = await session.rebuild(["content/b.md"])
        #expect(edit.editedPagesOnly)
        await session.finish()
    }

    /// At the end the session records its edits, so a `precept build` afterwards has nothing to do.
    @Test func afterTheSessionABuildFindsNothingToDo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        _ = await session.rebuild([])
        try write("content/a.md", "# Alpha\n\nEdited words.\n")
        let edit = await session.rebuild(["content/a.md"])
        #expect(edit.editedPagesOnly)
        await session.finish()
        let build = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(build.nothingChanged)
        #expect(build.succeeded)
    }

    /// A session that starts on an up-to-date output writes nothing, and its first page edit still takes the
    /// page-edit path (from the snapshot it builds in the background).
    @Test func aStartWithNothingToWriteStillEditsPagesAlone() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeProject()
        let built = await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded
        #expect(built)
        var session = PreviewSession(request: BuildRequest(projectRoot: root))
        let start = await session.rebuild([])
        #expect(start.report.nothingChanged)
        #expect(start.pages == .unchanged)
        #expect(session.hasMemo)
        try write("content/a.md", "# Alpha\n\nThe summary.\n\nWarm words.\n")
        let edit = await session.rebuild(["content/a.md"])
        #expect(edit.editedPagesOnly)
        #expect(try output("a.html").contains("Warm words."))
        #expect(published == (try await cleanBuild()))
        await session.finish()
    }
}

/// A failed expectation shows what the rebuild did, not every field of its report and snapshot.
extension PreviewUpdate: CustomTestStringConvertible {
    public var testDescription: String {
        "PreviewUpdate(changed: \(changed), failed: \(failed), editedPagesOnly: \(editedPagesOnly), pages: \(pages), "
            + "written: \(report.writtenPaths), nothingChanged: \(report.nothingChanged))"
    }
}
