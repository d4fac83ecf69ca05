import Foundation
import Testing

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
