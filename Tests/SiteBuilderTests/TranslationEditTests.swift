import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// A site in several languages as it changes: session and incremental builds equal clean ones, and the git history
/// says since when a translation is behind.
@Suite struct TranslationEditTests: TranslationTesting {
    /// A `watch` session: editing the source changes its translations' banners and JSON, editing a translation its
    /// source's page; after each edit the output is a clean build's, byte for byte.
    @Test func aSessionKeepsEveryTranslationsStatusAsACleanBuildWould() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        var request = BuildRequest(projectRoot: root)
        request.mode = .session
        var memo = await SiteBuild(request).run(memo: nil, changed: nil).memo
        let source = root.appendingPathComponent("content/foundations/color.md")
        let translation = root.appendingPathComponent("content/zh/foundations/color.md")
        let edits: [(URL, String, String)] = [
            (source, "| Blue | systemBlue | #0088FF | #0091FF |", "| Blue | systemBlue | #007AFF | #0A84FF |"),
            (translation, "| 青色 Teal | systemTeal | #5AC8FA | #64D2FF |", "| 青色 Teal | systemTeal | #00C3D0 | #00D2E0 |"),
            (translation, "title: 颜色", "title: 色彩"),
            (source, "| Mint | systemMint | #00C8B3 | #00DAC3 |\n", ""),
        ]
        for (number, (file, old, new)) in edits.enumerated() {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old), "edit \(number)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
            let relative = String(file.path.dropFirst(root.appendingPathComponent("content").path.count + 1))
            let outcome = await SiteBuild(request).run(memo: memo, changed: [relative])
            memo = outcome.memo
            #expect(outcome.report.succeeded, "edit \(number)")
            await expectCleanBuildOutput(root, label: "edit \(number)")
        }
        // After the last edit Blue and Teal agree, Mint is gone from the source: the translation is current.
        let chinese = try page(root, "zh/foundations/color.html")
        #expect(!chinese.contains("translation-notice"))
    }

    /// `git` in `folder` with a fixed author and date; its output.
    @discardableResult
    func git(_ arguments: [String], in folder: URL, date: String = "2026-01-01T12:00:00Z") throws -> String {
        try runGit(arguments, in: folder, date: date).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// With git, the warning says since which commit of the source the translation is behind; in a shallow clone
    /// it says the history is too short to tell.
    @Test func gitHistoryTellsSinceWhenATranslationIsBehind() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("content/foundations/color.md")
        // The translation was made when the source still said Teal #5AC8FA: written then, committed together.
        let current = try String(contentsOf: source, encoding: .utf8)
        try Data(current.replacingOccurrences(of: "#00C3D0 | #00D2E0", with: "#5AC8FA | #64D2FF").utf8).write(to: source)
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "Guidelines and their translations"], in: root, date: "2026-01-01T12:00:00Z")
        let translated = try git(["rev-parse", "--short", "HEAD"], in: root)
        // The source changed but is not committed yet: no commit says when.
        try Data(current.utf8).write(to: source)
        let uncommitted = await build(root)
        #expect(
            uncommitted.diagnostics.diagnostics.first { $0.id.rawValue == "translation.outdated" }?.notes.contains(
                "git: no commit changed foundations/color.md after this translation's last commit \(translated) (2026-01-01)") == true)
        // Committed: the content is as it was, but the history is not, so the build runs again and says so.
        try git(["commit", "-q", "-am", "Teal moves to the new palette"], in: root, date: "2026-02-03T12:00:00Z")
        let changed = try git(["rev-parse", "--short", "HEAD"], in: root)
        let report = await build(root)
        #expect(report.succeeded)
        let outdated = try #require(report.diagnostics.diagnostics.first { $0.id.rawValue == "translation.outdated" })
        #expect(
            outdated.notes.contains(
                "git: foundations/color.md changed in \(changed) (2026-02-03), after this translation's last commit \(translated) (2026-01-01); 1 commit since"
            ), "\(outdated.notes)")

        // A shallow clone of one commit cannot tell.
        let clone = root.appendingPathComponent("shallow")
        try git(["clone", "-q", "--depth", "1", "file://" + root.path, clone.path], in: root)
        let shallow = await SiteBuild(BuildRequest(projectRoot: clone)).run()
        let note = try #require(shallow.diagnostics.diagnostics.first { $0.id.rawValue == "translation.outdated" }?.notes)
        #expect(note.contains { $0.hasPrefix("git: this translation's last commit is not in the (shallow) history") }, "\(note)")

        // Outside a repository there is no note, and nothing else changes.
        try FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        let plain = await build(root)
        #expect(
            plain.diagnostics.diagnostics.first { $0.id.rawValue == "translation.outdated" }?.notes.contains { $0.hasPrefix("git:") }
                == false)
    }

    /// A site too large for every page's navigation to list every page (over 60), whose languages each are small
    /// enough: each language's index and checklist list all its pages. Retitling a page without rules, or removing a
    /// language's last rule, then changes them: an incremental build must equal a clean one.
    @Test func eachLanguagesSmallNavigationFollowsEditsAsACleanBuildWould() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-languages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("precept.yml", "title: Many\nlanguages: [en, zh, ja]\n")
        for (folder, language) in [("", "en"), ("zh/", "zh"), ("ja/", "ja")] {
            for number in 1...25 {
                let rules = number == 1 ? "\n## Rules\n\n- **Keep it short.** Say one thing.\n" : ""
                try write(
                    "content/\(folder)guides/page-\(number).md",
                    "---\ntitle: Page \(number) \(language)\nlanguage: \(language)\n---\n# Page \(number)\n\nText.\n\(rules)")
            }
        }
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let edits: [(String, String, String)] = [
            ("content/zh/guides/page-7.md", "title: Page 7 zh", "title: A renamed page"),
            ("content/zh/guides/page-1.md", "- **Keep it short.** Say one thing.", "Say one thing."),
        ]
        for (number, (path, old, new)) in edits.enumerated() {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old))
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
            #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
            await expectCleanBuildOutput(root, label: "edit \(number)")
        }
        let index = try page(root, "zh/index.html")
        #expect(index.contains("A renamed page"))
        #expect(!index.contains("checklist.html\">"), "zh has no rules left, so no checklist link")
    }
}
