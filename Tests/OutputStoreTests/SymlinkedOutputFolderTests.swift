import Foundation
import Testing

@testable import OutputStore

#if canImport(Glibc)
    import Glibc
#endif

/// An output folder that is a symbolic link (issue 24: `ln -s ../www/site public` then a build emptied
/// `../www/site`, replaced the link with a folder and left a `.public.precept-new-<pid>` link behind). The
/// rule: the output is the link's target; staging and the swap happen beside the target; the link is left
/// as it is; a target that would be dangerous is refused, naming the link.
@Suite struct SymlinkedOutputFolderTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-linked-\(UUID().uuidString)")
    var project: URL { root.appendingPathComponent("project") }
    var target: URL { root.appendingPathComponent("www/site") }
    var link: URL { project.appendingPathComponent("public") }

    init() throws {
        try FileManager.default.createDirectory(at: project.appendingPathComponent("content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("www"), withIntermediateDirectories: true)
    }

    func writer(_ output: URL) -> OutputWriter {
        OutputWriter(output: output, content: project.appendingPathComponent("content"), projectRoot: project)
    }

    func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// The site is in the target, the link is the same link, and neither folder has anything else.
    func expectBuiltThroughTheLink(_ expected: [String: String], _ comment: Comment) {
        #expect(isLink(link), comment)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "../www/site", comment)
        for (path, body) in expected { #expect(text(target.appendingPathComponent(path)) == body, comment) }
        #expect(names(in: project) == ["content", "public"], comment)
        #expect(names(in: root.appendingPathComponent("www")) == ["site"], comment)
    }

    @Test(arguments: [false, true])
    func aWholeBuildThroughALinkReplacesTheTargetAndKeepsTheLink(incremental: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writer(target).write([OutputFile(path: "index.html", text: "one"), OutputFile(path: "a/page.html", text: "page")])
        try Data("keep".utf8).write(to: target.appendingPathComponent(".nojekyll"))
        #expect(symlink("../www/site", link.path) == 0)
        let files = [OutputFile(path: "index.html", text: "two"), OutputFile(path: "a/page.html", text: "page")]
        if incremental {
            _ = try IncrementalOutputWriter(writer(link)).write(files)
        } else {
            try writer(link).write(files)
        }
        expectBuiltThroughTheLink(["index.html": "two", "a/page.html": "page", ".nojekyll": "keep"], "first build through the link")
        #expect(names(in: target) == [".nojekyll", OutputWriter.markerName, "a", "index.html"])
        // And again: the link is still followed.
        _ = try IncrementalOutputWriter(writer(link)).write([OutputFile(path: "index.html", text: "three")])
        expectBuiltThroughTheLink(["index.html": "three", ".nojekyll": "keep"], "second build through the link")
        #expect(!FileManager.default.fileExists(atPath: target.appendingPathComponent("a/page.html").path))
    }

    @Test func aLinkToAFolderNotYetMadeIsFollowed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(symlink("../www/site", link.path) == 0)
        try writer(link).write([OutputFile(path: "index.html", text: "new")])
        expectBuiltThroughTheLink(["index.html": "new"], "a dangling link")
    }

    @Test func theOutputIsTheTargetAndErrorsNameTheLink() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(symlink("../www/site", link.path) == 0)
        #expect(writer(link).output.path == target.resolvingSymlinksInPath().path)
        try Data("mine".utf8).write(to: target.appendingPathComponent("notes.txt"))
        do {
            try writer(link).write([OutputFile(path: "index.html", text: "x")])
            Issue.record("wrote over a folder Precept did not write")
        } catch {
            #expect(
                error.description.contains("'\(link.path)' (a symbolic link to '\(target.resolvingSymlinksInPath().path)')"), "\(error)")
        }
        #expect(text(target.appendingPathComponent("notes.txt")) == "mine")
    }

    @Test(arguments: [".", "content", "..", "content/sub"])
    func aLinkToADangerousPlaceIsRefused(destination: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("content/sub"), withIntermediateDirectories: true)
        try Data("# Page\n".utf8).write(to: project.appendingPathComponent("content/sub/page.md"))
        #expect(symlink(destination == "." ? project.path : project.appendingPathComponent(destination).path, link.path) == 0)
        #expect(throws: OutputError.self) { try writer(link).write([OutputFile(path: "index.html", text: "x")]) }
        #expect(throws: OutputError.self) { try IncrementalOutputWriter(writer(link)).begin() }
        #expect(text(project.appendingPathComponent("content/sub/page.md")) == "# Page\n")
        #expect(isLink(link))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("index.html").path))
    }

    @Test func aLeftoverLinkOfAnOlderBuildIsRemovedAndItsTargetKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writer(target).write([OutputFile(path: "index.html", text: "site")])
        // What the old swap left: the user's link, renamed to a staging name of a process that is gone.
        let leftover = project.appendingPathComponent(".public\(OutputWriter.stagingInfix)\(Int32.max)")
        #expect(symlink("../www/site", leftover.path) == 0)
        try writer(link).write([OutputFile(path: "index.html", text: "local")])
        #expect(text(target.appendingPathComponent("index.html")) == "site")
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(OutputWriter.markerName).path))
        #expect(!isLink(leftover))
        #expect(text(link.appendingPathComponent("index.html")) == "local")
    }
}
