import Foundation
import Testing

@Suite struct EndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("precept-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func initThenBuildProducesACleanSite() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let initResult = try PreceptBinary.run(["init"], in: dir)
        #expect(initResult.status == 0)
        #expect(initResult.standardOutput.contains("created precept.yml"))
        let build = try PreceptBinary.run(["build"], in: dir)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("0 errors, 0 warnings in 2 pages"))
        #expect(build.standardOutput.contains("Built 2 pages into public/"))
        let index = try String(contentsOf: dir.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(index.contains("My Guidelines"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/foundations/color.html").path))
        // Pages are processed in worker processes here: the Markdown copies come back from them.
        let copy = try String(contentsOf: dir.appendingPathComponent("public/foundations/color.md"), encoding: .utf8)
        #expect(copy.hasPrefix("---\ntitle: \"Color\"\n") && copy.contains("\n---\n\n# Color\n"), "\(copy.prefix(400))")
        #expect(try String(contentsOf: dir.appendingPathComponent("public/llms.txt"), encoding: .utf8).contains("(foundations/color.md)"))
        // Running init again never overwrites.
        let again = try PreceptBinary.run(["init"], in: dir)
        #expect(again.standardOutput.contains("nothing to do"))
    }

    @Test func messySiteReportsCompilerStyleDiagnosticsAndStillBuilds() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("messy-site/content"), to: dir.appendingPathComponent("content"))
        let result = try PreceptBinary.run(["build", "--output", "site"], in: dir)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains("content/guides/spacing.md:28:3: warning: link to missing page 'nowhere.md' [links.missing-page]")
        )
        #expect(result.standardError.contains("0 errors, 15 warnings in 8 pages"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("site/guides/spacing.html").path))

        let strict = try PreceptBinary.run(["check", "--strict"], in: dir)
        #expect(strict.status == 1)

        let json = try PreceptBinary.run(["check", "--diagnostics-format", "json"], in: dir)
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(document?["warnings"] as? Int == 15)
        let first = (document?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["file"] as? String == "content/guides/flattened-zh.md")
        #expect(first?["line"] as? Int == 1)
    }

    @Test func errorsExitWithOneAndKeepThePagesPreviousVersion() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try PreceptBinary.run(["init"], in: dir)
        #expect(try PreceptBinary.run(["build"], in: dir).status == 0)
        let page = dir.appendingPathComponent("content/guidance/writing.md")
        try Data("---\ntitle: [unclosed\n---\n# Writing\n".utf8).write(to: page)
        let result = try PreceptBinary.run(["build"], in: dir)
        #expect(result.status == 1)
        #expect(result.standardError.contains("content/guidance/writing.md:3:1: error: front matter is not valid YAML"))
        #expect(result.standardError.contains("[frontmatter.syntax]"))
        #expect(result.standardOutput.contains("1 page with errors kept its previous version: content/guidance/writing.md"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("public/guidance/writing.html").path))
    }

    @Test(arguments: [
        ["build", "--bogus"], ["frobnicate"], ["build", "--content"], ["check", "extra"], ["build", "--diagnostics-format", "xml"],
    ])
    func usageErrorsExitWith64(arguments: [String]) throws {
        let result = try PreceptBinary.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: "))
    }

    @Test func helpAndVersion() throws {
        let tmp = FileManager.default.temporaryDirectory
        let version = try PreceptBinary.run(["--version"], in: tmp)
        #expect(version.status == 0)
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        for command in ["build", "check", "init", "init-theme"] {
            let help = try PreceptBinary.run([command, "--help"], in: tmp)
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("OVERVIEW:"))
            #expect(help.standardOutput.contains("USAGE: precept \(command)"))
        }
        let main = try PreceptBinary.run(["--help"], in: tmp)
        #expect(main.standardOutput.contains("COMMANDS:"))
    }

    @Test func refusesToWriteOverTheContentFolder() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try PreceptBinary.run(["init"], in: dir)
        let result = try PreceptBinary.run(["build", "--output", "content"], in: dir)
        #expect(result.status == 1)
        #expect(result.standardError.contains("refusing to write"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("content/foundations/color.md").path))
    }

    @Test func initThemeCopiesTheDefaultThemeOut() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try PreceptBinary.run(["init-theme", "theme"], in: dir)
        #expect(result.status == 0)
        for file in ["layout.mustache", "page.mustache", "index.mustache", "404.mustache", "assets/precept.css"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("theme/\(file)").path))
        }
    }
}
