import Foundation
import Testing

@testable import OutputStore
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// The sequence of issue 24, through whole builds: `build --output ../www/site`, `ln -s ../www/site public`,
/// `build`, an edit, `build` again. The site lands in the target every time, the link stays a link, nothing is
/// left beside either, and a build with nothing changed takes the fast path through the link.
@Suite struct SymlinkedOutputBuildTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-linked-build-\(UUID().uuidString)")
    var project: URL { root.appendingPathComponent("project") }
    var target: URL { root.appendingPathComponent("www/site") }

    func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func build(output: String? = nil) async -> BuildReport {
        await SiteBuild(BuildRequest(projectRoot: project, outputDirectory: output)).run()
    }

    func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func text(_ path: String) -> String {
        (try? String(contentsOf: target.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    func expectLinkIntact(_ comment: Comment) {
        var info = stat()
        #expect(lstat(project.appendingPathComponent("public").path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, comment)
        #expect(names(in: project) == [".precept-cache", "content", "precept.yml", "public"], comment)
        #expect(names(in: root.appendingPathComponent("www")) == ["site"], comment)
    }

    @Test func buildsThroughALinkedOutputFolderIntoItsTarget() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Linked\n")
        try write("content/a.md", "# Alpha\n\nSee [B](b.md).\n")
        try write("content/b.md", "# Beta\n\nFirst version.\n")
        let first = await build(output: "../www/site")
        #expect(first.succeeded)
        try Data("deploy".utf8).write(to: target.appendingPathComponent(".deploy-note"))
        #expect(symlink("../www/site", project.appendingPathComponent("public").path) == 0)

        let second = await build()
        #expect(second.succeeded, "\(second.fatalError ?? "")")
        expectLinkIntact("after the first build through the link")
        #expect(text("b.html").contains("First version."))
        #expect(text("index.html").contains("Alpha"))
        #expect(text(".deploy-note") == "deploy")

        try write("content/b.md", "# Beta\n\nSecond version.\n")
        let third = await build()
        #expect(third.succeeded, "\(third.fatalError ?? "")")
        expectLinkIntact("after an edit")
        #expect(text("b.html").contains("Second version."))
        #expect(text(".deploy-note") == "deploy")

        let fourth = await build()
        #expect(fourth.succeeded && fourth.nothingChanged, "nothing changed: the fast path sees the target")
        expectLinkIntact("after a no-op build")
    }

    @Test(arguments: [".", "content"])
    func aLinkedOutputFolderPointingAtTheProjectOrTheContentIsRefused(destination: String) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Linked\n")
        try write("content/a.md", "# Alpha\n")
        #expect(symlink(destination, project.appendingPathComponent("public").path) == 0)
        let report = await build()
        #expect(!report.succeeded)
        #expect(report.fatalError?.contains("refusing to write to") == true, "\(report.fatalError ?? "")")
        #expect(report.fatalError?.contains("a symbolic link to") == true, "\(report.fatalError ?? "")")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("content/a.md").path))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("index.html").path))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("content/index.html").path))
    }
}
