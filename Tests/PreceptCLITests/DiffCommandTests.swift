import Foundation
import TestSupport
import Testing

/// `precept diff` through the binary, on real git repositories made here: the bundled content committed and tagged
/// three times (a color changed, a color removed, a color renamed, a rule made stricter; then a page moved and
/// retitled), with the project in a subfolder of the repository as in a monorepo. Serialized: one test counts the
/// temporary folders revisions are exported to.
@Suite(.serialized) struct DiffCommandTests {
    static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `git` in `folder` with a fixed author, failing the test when git does.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        try runGit(arguments, in: folder)
    }

    static func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains(old) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no '\(old)' in \(file.path)"])
        }
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// A repository whose `docs/` folder is the bundled site (content only) at v1, v2 and v3; returns `docs/`.
    static func versionedRepository() throws -> URL {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("precept-diff-repo-\(UUID().uuidString)")
        let docs = repository.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: projectRoot.appendingPathComponent("content"), to: docs.appendingPathComponent("content"))
        try "readme\n".write(to: repository.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "v1"], in: repository)
        try git(["tag", "v1"], in: repository)
        let color = docs.appendingPathComponent("content/foundations/color.md")
        try edit(color, "| Blue | `blue` | R-0,G-136,B-255 |", "| Blue | `blue` | R-64,G-156,B-255 |")
        try edit(color, "| Indigo | `indigo` | R-97,G-85,B-245 | R-109,G-124,B-255 | R-86,G-74,B-222 | R-167,G-170,B-255 |\n", "")
        try edit(color, "| Brown | `brown` |", "| Umber | `brown` |")
        try edit(color, "**Prefer system colors to fixed values.**", "**Always use system colors instead of fixed values.**")
        try git(["commit", "-q", "-am", "v2"], in: repository)
        try git(["tag", "v2"], in: repository)
        let content = docs.appendingPathComponent("content/foundations")
        try git(["mv", "typography.md", "type.md"], in: content)
        try edit(content.appendingPathComponent("dark-mode.md"), "title: Dark Mode", "title: Dark appearance")
        try git(["commit", "-q", "-am", "v3"], in: repository)
        try git(["tag", "v3"], in: repository)
        return docs
    }

    @Test func twoTagsGiveEveryChangeAndTheBreakingOnesInJSON() throws {
        let docs = try Self.versionedRepository()
        let result = try PreceptBinary.run(["diff", "v1", "v2", "--format", "json"], in: docs)
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let base = try #require(json["base"] as? String)
        #expect(base.hasPrefix("v1 (") && (json["head"] as? String)?.hasPrefix("v2 (") == true)
        let colors = try #require(json["colors"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0["name"] as? String ?? "", $0) })
        #expect(Set(byName.keys) == ["Blue", "Indigo", "Umber"])
        #expect(byName["Indigo"]?["change"] as? String == "removed")
        let removedAt = try #require(byName["Indigo"]?["location"] as? [String: Any])
        #expect(removedAt["inBase"] as? Bool == true && removedAt["file"] as? String == "content/foundations/color.md")
        #expect(byName["Umber"]?["change"] as? String == "renamed" && byName["Umber"]?["oldName"] as? String == "Brown")
        let blue = try #require((byName["Blue"]?["values"] as? [[String: Any]])?.first)
        #expect(blue["appearance"] as? String == "light" && blue["old"] as? String == "#0088FF" && blue["new"] as? String == "#409CFF")
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.count == 1)
        #expect(rules.first?["kindChange"] as? String == "stricter" && rules.first?["oldKind"] as? String == "prefer")
        let breaking = try #require(json["breaking"] as? [[String: Any]]).compactMap { $0["code"] as? String }
        #expect(breaking.contains("color-removed") && breaking.contains("rule-stricter"))
        #expect((json["pages"] as? [Any])?.isEmpty == true)
        let failing = try PreceptBinary.run(["diff", "v1", "v2", "--fail-on", "breaking"], in: docs)
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("Breaking ("))
        // GitHub places annotations by paths from the repository's root: the project is in docs/.
        let github = try PreceptBinary.run(["diff", "v1", "v2", "--format", "github"], in: docs)
        #expect(github.standardOutput.contains("::notice file=docs/content/foundations/color.md,line="), "\(github.standardOutput)")
        #expect(!github.standardOutput.contains("file=content/"))
        try "[link](missing.md)\n".write(to: docs.appendingPathComponent("content/broken.md"), atomically: true, encoding: .utf8)
        let check = try PreceptBinary.run(["check", "--format", "github"], in: docs)
        #expect(check.standardOutput.contains("::warning file=docs/content/broken.md,line=1,col=1,title=links.missing-page::"))
    }

    @Test func aMovedAndARetitledPageBetweenTheLaterTags() throws {
        let docs = try Self.versionedRepository()
        let result = try PreceptBinary.run(["diff", "v2", "v3"], in: docs)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("page moved 'Typography' from foundations/typography.md to foundations/type.md"))
        #expect(result.standardOutput.contains("page retitled 'Dark Mode' to 'Dark appearance' (foundations/dark-mode.md)"))
        #expect(!result.standardOutput.contains("Colors:") && !result.standardOutput.contains("Rules:"))
        #expect(try PreceptBinary.run(["diff", "v2", "v3", "--fail-on", "breaking"], in: docs).status == 0)
        #expect(try PreceptBinary.run(["diff", "v2", "v3", "--fail-on", "any"], in: docs).status == 1)
    }

    @Test func theWorkingTreeIsTheDefaultHeadAndTheRepositoryIsLeftAsItWas() throws {
        let docs = try Self.versionedRepository()
        try Self.edit(docs.appendingPathComponent("content/foundations/color.md"), "| Green | `green` |", "| Leaf | `green` |")
        let before = try Self.git(["status", "--porcelain"], in: docs)
        // A temporary folder of its own, so that other tests' exports running meanwhile do not count.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("precept-diff-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try PreceptBinary.run(["diff", "v3", "--format", "markdown"], in: docs, environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("### Guidelines: v3 ("))
        #expect(result.standardOutput.contains("→ working tree"))
        #expect(result.standardOutput.contains("| renamed | **Leaf** (was Green)<br>`green` |"))
        #expect(try Self.git(["status", "--porcelain", "--untracked-files=no"], in: docs) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [], "the exported revision is removed")
    }

    @Test func twoContentFoldersCompareWithoutGit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-diff-folders-\(UUID().uuidString)")
        for (name, title) in [("old", "Palette"), ("new", "Colors")] {
            let content = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
            try "---\ntitle: \(title)\n---\n# \(title)\n\n**Use the accent for actions.** It marks what responds.\n"
                .write(to: content.appendingPathComponent("palette.md"), atomically: true, encoding: .utf8)
        }
        let result = try PreceptBinary.run(["diff", "old", "new"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("precept diff old → new: 1 page changed; 0 breaking"))
        #expect(result.standardOutput.contains("\n  new/palette.md:1:1: page retitled 'Palette' to 'Colors' (palette.md)"))
    }

    /// A branch's own precept.yml may not send the report to files outside the revision (issue 47).
    @Test func aRevisionsConfigurationCannotReadOutsideTheRevision() throws {
        let docs = try Self.versionedRepository()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("precept-diff-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "# Secret plans\n\nNot for the comment.\n".write(
            to: elsewhere.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
        for (tag, setting) in [("outside-absolute", elsewhere.path), ("outside-relative", "../../" + elsewhere.lastPathComponent)] {
            try "content: \(setting)\n".write(to: docs.appendingPathComponent("precept.yml"), atomically: true, encoding: .utf8)
            try Self.git(["add", "precept.yml"], in: docs)
            try Self.git(["commit", "-q", "-m", tag], in: docs)
            try Self.git(["tag", tag], in: docs)
        }
        try Self.git(["rm", "-q", "precept.yml"], in: docs)
        // The default templates folder, committed as a link to the folder outside.
        try FileManager.default.createSymbolicLink(
            atPath: docs.appendingPathComponent("templates").path, withDestinationPath: elsewhere.path)
        try Self.git(["add", "templates"], in: docs)
        try Self.git(["commit", "-q", "-m", "outside-templates"], in: docs)
        try Self.git(["tag", "outside-templates"], in: docs)
        try Self.git(["rm", "-q", "templates"], in: docs)
        try Self.git(["commit", "-q", "-m", "back"], in: docs)
        for tag in ["outside-absolute", "outside-relative", "outside-templates"] {
            let result = try PreceptBinary.run(["diff", "v1", tag, "--format", "markdown"], in: docs)
            #expect(result.status == 1, "\(tag): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("secret") && !result.standardOutput.contains("Secret"), "\(tag)")
            #expect(result.standardError.contains("which is outside the revision's files"), "\(tag): \(result.standardError)")
        }
    }

    @Test func whatCannotBeReadIsAClearError() throws {
        let docs = try Self.versionedRepository()
        let unknown = try PreceptBinary.run(["diff", "v9"], in: docs)
        #expect(unknown.status == 1)
        #expect(unknown.standardError.hasPrefix("error: 'v9' is neither a folder nor a revision of the repository at "))
        // Before the first commit with docs/ there was no project folder: make one.
        let repository = docs.deletingLastPathComponent()
        try Self.git(["checkout", "-q", "--orphan", "empty"], in: repository)
        try Self.git(["rm", "-rq", "--cached", "."], in: repository)
        try Self.git(["commit", "-q", "--allow-empty", "-m", "empty"], in: repository)
        try Self.git(["tag", "empty"], in: repository)
        try Self.git(["checkout", "-q", "-f", "main"], in: repository)
        let missing = try PreceptBinary.run(["diff", "empty", "v1"], in: docs)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("the project folder docs/ did not exist at empty"))
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("precept-diff-nogit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let noGit = try PreceptBinary.run(["diff", "v1"], in: outside)
        #expect(noGit.status == 1)
        #expect(noGit.standardError.contains("is not in a git repository"))
        let usage = try PreceptBinary.run(["diff", "v1", "--format", "yaml"], in: docs)
        #expect(usage.status == 64)
    }
}
