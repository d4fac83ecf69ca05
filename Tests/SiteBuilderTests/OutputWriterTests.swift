import CFileSystem
import Foundation
import Testing

@testable import OutputStore
@testable import SiteBuilder

@Suite struct OutputWriterTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-writer-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
    }

    func writer(_ output: String) -> OutputWriter {
        OutputWriter(
            output: output.hasPrefix("/") ? URL(fileURLWithPath: output) : root.appendingPathComponent(output),
            content: root.appendingPathComponent("content"), projectRoot: root)
    }

    @Test(arguments: ["content", ".", "/", "content/public"])
    func refusesDangerousOutputFolders(output: String) {
        #expect(throws: OutputError.self) { try writer(output).checkSafety() }
    }

    @Test func refusesTheHomeFolderAndAFolderThatContainsTheContent() {
        #expect(throws: OutputError.self) { try writer(FileManager.default.homeDirectoryForCurrentUser.path).checkSafety() }
        let outer = OutputWriter(
            output: root, content: root.appendingPathComponent("content"), projectRoot: root.appendingPathComponent("x"))
        #expect(throws: OutputError.self) { try outer.checkSafety() }
    }

    @Test func refusesToReplaceAFolderItDidNotWrite() throws {
        let other = root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: other.appendingPathComponent("todo.txt"))
        #expect(throws: OutputError.self) { try writer("notes").write([OutputFile(path: "index.html", text: "x")]) }
        #expect(try String(contentsOf: other.appendingPathComponent("todo.txt"), encoding: .utf8) == "mine")
    }

    @Test func replacesItsOwnOutputAndKeepsDotFiles() throws {
        let w = writer("public")
        try w.write([OutputFile(path: "a/old.html", text: "old")])
        try Data().write(to: root.appendingPathComponent("public/.gitkeep"))
        try w.write([OutputFile(path: "index.html", text: "new")])
        let out = root.appendingPathComponent("public")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(".gitkeep").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("a/old.html").path))
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8) == "new")
        try? FileManager.default.removeItem(at: root)
    }
}

/// The marker rule: a folder without `.precept-output` that holds other files is never replaced or pruned.
@Suite struct OutputMarkerTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-marker-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
    }

    var writer: OutputWriter {
        OutputWriter(output: root.appendingPathComponent("public"), content: root.appendingPathComponent("content"), projectRoot: root)
    }

    func put(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [false, true])
    func anUnmarkedOutputFolderIsRefusedByBothWriters(replacingEverything: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try put("public/notes.txt", "mine")
        try put("public/sub/deep.txt", "also mine")
        #expect(throws: OutputError.self) { try writer.write([OutputFile(path: "index.html", text: "x")]) }
        #expect(throws: OutputError.self) {
            try IncrementalOutputWriter(writer).begin(replacingEverything: replacingEverything)
        }
        #expect(read("public/notes.txt") == "mine")
        #expect(read("public/sub/deep.txt") == "also mine")
        #expect(read("public/index.html") == nil)
    }

    @Test func anUnmarkedFolderOfDotFilesIsAdoptedAndItsDotFilesKept() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try put("public/.nojekyll", "")
        try put("public/.git/config", "[core]")
        _ = try IncrementalOutputWriter(writer).write([OutputFile(path: "index.html", text: "one")])
        _ = try IncrementalOutputWriter(writer).write([OutputFile(path: "other.html", text: "two")])
        #expect(read("public/.nojekyll") == "")
        #expect(read("public/.git/config") == "[core]")
        #expect(read("public/other.html") == "two")
        #expect(read("public/index.html") == nil)
    }

    @Test func aFolderNamedLikeAStagingFolderButUnmarkedIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Process id 2^22 + 1 is above Linux's maximum, so no live process has it.
        try put(".public.precept-new-4194305/keep.txt", "mine")
        try put(".public.precept-old-4194305/keep.txt", "mine too")
        try put(".public.precept-new-4194306/\(OutputWriter.markerName)", "")
        _ = try IncrementalOutputWriter(writer).write([OutputFile(path: "index.html", text: "one")])
        #expect(read(".public.precept-new-4194305/keep.txt") == "mine")
        #expect(read(".public.precept-old-4194305/keep.txt") == "mine too")
        // A marked leftover of a dead build is Precept's own and is removed.
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".public.precept-new-4194306").path))
    }

    @Test func aRetiredFolderOfABuildThatDiedMidSwapIsPutBack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try put(".public.precept-old-4194305/\(OutputWriter.markerName)", "")
        try put(".public.precept-old-4194305/index.html", "previous")
        writer.removeLeftovers()
        #expect(read("public/index.html") == "previous")
    }

    /// Folders and files with one-character names (Foundation's `deletingLastPathComponent` trapped on them).
    @Test func oneCharacterNamesAreWrittenIncrementally() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [OutputFile(path: "a/x.html", text: "one"), OutputFile(path: "b", text: "b"), OutputFile(path: "c/d/e", text: "e")]
        _ = try IncrementalOutputWriter(writer).write(files)
        let summary = try IncrementalOutputWriter(writer).write(files + [OutputFile(path: "a/y.html", text: "two")])
        #expect(summary.written == ["a/y.html"])
        #expect(read("public/a/x.html") == "one" && read("public/c/d/e") == "e")
        #expect(OutputWriter.parent(of: "a") == "" && OutputWriter.parent(of: "a/b") == "a" && OutputWriter.parent(of: "ab/c/d") == "ab/c")
    }

    /// Every folder a whole build makes carries the "top of directory hierarchies" attribute, so the file
    /// system spreads the folders made in it (and their files) away from inodes freed a moment ago; on a
    /// file system without the attribute the build is the same, unmarked.
    @Test func theFoldersOfAWholeBuildAreMarkedAsTopDirectories() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["content/index.md", "content/a/one.md", "content/a/b/two.md", "content/c/three.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("# \(url.deletingPathExtension().lastPathComponent)\n\nText.\n".utf8).write(to: url)
        }
        func isTop(_ path: String) -> Int32 {
            let descriptor = open(root.appendingPathComponent(path).path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            defer { close(descriptor) }
            return descriptor < 0 ? -1 : precept_is_top_directory(descriptor)
        }
        let probe = root.appendingPathComponent("probe")
        try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: false)
        // Whether the attribute exists is read from the file system's type, not from the code under test: ext2/3/4
        // (CI, a Debian machine) has it. Elsewhere nothing here could fail, so the test says it did not run.
        let fileSystem = Self.fileSystemType(of: root.resolvingSymlinksInPath().path)
        guard ["ext2", "ext3", "ext4"].contains(fileSystem) else {
            Issue.record(
                "the temporary folder \(root.path) is on \(fileSystem), not ext2/3/4, which has the top-directory attribute; set TMPDIR to a folder on one"
            )
            return
        }
        OutputWriter.markTopDirectory(probe.path)
        #expect(isTop("probe") == 1)
        #expect(isTop("content") == 0, "a folder Precept did not make is left as it is")

        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        for folder in ["public", "public/a", "public/a/b", "public/c", "public/search", "public/search/p", "public/assets"] {
            #expect(isTop(folder) == 1, "\(folder)")
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("public/a/b/two.html").path))
        let everything = FileManager.default.subpaths(atPath: root.appendingPathComponent("public").path) ?? []
        #expect(everything.contains("a/b/two.html"))
        #expect(!everything.contains { $0.contains(OutputWriter.unplacedFolderPrefix) }, "no folder is left under its temporary name")
    }

    /// The type of the file system `path` is on, from the mount table (`/proc/self/mounts`): the longest mount
    /// point that holds it.
    static func fileSystemType(of path: String) -> String {
        let table = (try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)) ?? ""
        var best = (point: "", type: "unknown")
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = fields[1].replacingOccurrences(of: "\\040", with: " ")
            let holds = point == "/" || path == point || path.hasPrefix(point + "/")
            if holds && point.count >= best.point.count { best = (point, String(fields[2])) }
        }
        return best.type
    }

    /// A folder is made under a random name and renamed into place, marked; an existing folder is left as it
    /// is (EEXIST) and a missing parent fails (ENOENT), neither leaving a temporary folder behind.
    @Test func aSpreadFolderIsRenamedIntoPlaceAndNeverReplacesOne() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let parent = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        func entries() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted() }

        #expect(OutputWriter.makeSpreadFolder(parent.path + "/fresh") == 0)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: parent.path + "/fresh", isDirectory: &isFolder) && isFolder.boolValue)
        let descriptor = open(parent.path + "/fresh", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let marked = precept_is_top_directory(descriptor)
        close(descriptor)
        #expect(marked == 1, "marked (the temporary folder must be on ext2/3/4, as theFoldersOfAWholeBuildAreMarkedAsTopDirectories says)")
        #expect(entries() == ["fresh"])

        try put("out/kept/file.txt", "mine")
        #expect(OutputWriter.makeSpreadFolder(parent.path + "/kept") == EEXIST)
        #expect(read("out/kept/file.txt") == "mine")
        #expect(OutputWriter.makeSpreadFolder(parent.path + "/missing/child") == ENOENT)
        #expect(entries() == ["fresh", "kept"])
    }

    @Test func theSwapExchangesFoldersInOneStep() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try put("a/x", "a")
        try put("b/x", "b")
        #expect(OutputWriter.exchange(root.appendingPathComponent("a").path, root.appendingPathComponent("b").path))
        #expect(read("a/x") == "b")
        #expect(read("b/x") == "a")
    }
}
