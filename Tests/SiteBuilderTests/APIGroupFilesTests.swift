import Foundation
import Testing

@testable import SiteBuilder

/// `api/index.json` and `api/groups/`: the index lists every group file and each listed file is there, a group
/// past `api: { part_bytes: }` is cut into parts of whole pages, the whole-site files go past
/// `whole_site_bytes:`, and an edit rewrites only the edited page's group file (the index only when its counts move).
@Suite struct APIGroupFilesTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-api-groups-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("public/" + path).path)
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("public/" + path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The files of `api/groups/` on disk, by name.
    func groupFiles() -> [String] {
        let folder = root.appendingPathComponent("public/api/groups").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Each group of the index as (id, [(path, part, pages, rules, firstPage)]).
    func listed() throws -> [(String, [(String, Int, Int, Int, String)])] {
        let groups = try #require(try json("api/index.json")["groups"] as? [[String: Any]])
        return groups.map { group in
            let files = (group["files"] as? [[String: Any]] ?? []).map {
                (
                    $0["path"] as? String ?? "", $0["part"] as? Int ?? 0, $0["pages"] as? Int ?? -1, $0["rules"] as? Int ?? -1,
                    $0["firstPage"] as? String ?? ""
                )
            }
            return (group["id"] as? String ?? "", files)
        }
    }

    func writeSite(config: String = "") throws {
        try write("precept.yml", "title: API\n" + config)
        try write("content/about.md", "# About\n\nText.\n")
        try write("content/foundations/color.md", "# Color\n\n## Rules\n\n- **Never use red alone.** Pair it.\n- Keep contrast.\n")
        try write("content/foundations/type.md", "# Type\n\nText.\n")
        try write("content/foundations/space.md", "# Space\n\n## Rules\n\n- **Use the grid.** Always.\n")
        try write("content/patterns/forms.md", "# Forms\n\nText.\n")
        // A static file where the patterns group's file would go: that group takes the next free name.
        try write("content/api/groups/patterns.json", "{}\n")
    }

    @Test func theIndexListsEveryGroupFileAndEachIsThere() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite()
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let groups = try listed()
        #expect(groups.map(\.0) == ["general", "foundations", "patterns"])
        #expect(groups.map { $0.1.map(\.0) } == [["groups/general.json"], ["groups/foundations.json"], ["groups/patterns-2.json"]])
        #expect(groups.map { $0.1.map(\.2) } == [[1], [3], [1]])
        #expect(groups.map { $0.1.map(\.3) } == [[0], [3], [0]])
        #expect(groupFiles() == ["foundations.json", "general.json", "patterns-2.json", "patterns.json"])
        for (_, files) in groups {
            for file in files { #expect(exists("api/" + file.0), "\(file.0) is listed but missing") }
        }
        let index = try json("api/index.json")
        let counts = try #require(index["counts"] as? [String: Int])
        #expect(counts == ["pages": 5, "rules": 3, "colorTables": 0, "groups": 3, "files": 3])
        #expect((index["wholeSite"] as? [String: Any])?["written"] as? Bool == true)
        #expect(index["ruleBodies"] as? Bool == true)
        for path in ["api/pages.json", "api/rules.json", "api/colors.json", "api/index.schema.json", "api/group.schema.json"] {
            #expect(exists(path), "missing \(path)")
        }
        // A rule nested under its page, without the page's fields.
        let foundations = try json("api/groups/foundations.json")
        let pages = try #require(foundations["pages"] as? [[String: Any]])
        #expect(pages.map { $0["title"] as? String } == ["Color", "Space", "Type"])
        let rule = try #require((pages[0]["rules"] as? [[String: Any]])?.first)
        #expect(rule["lead"] as? String == "Never use red alone.")
        #expect(rule["pageTitle"] == nil && rule["url"] == nil && rule["platforms"] == nil)
        #expect(foundations["part"] as? Int == 1 && foundations["partCount"] as? Int == 1)
    }

    @Test func aGroupPastThePartLimitIsCutIntoPartsOfWholePages() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // One byte: every page is a file of its own; no whole-site files.
        try writeSite(config: "api:\n  part_bytes: 1\n  whole_site_bytes: 0\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let groups = try listed()
        let foundations = try #require(groups.first { $0.0 == "foundations" }?.1)
        #expect(foundations.map(\.0) == ["groups/foundations.json", "groups/foundations-part-2.json", "groups/foundations-part-3.json"])
        #expect(foundations.map(\.1) == [1, 2, 3])
        #expect(foundations.map(\.2) == [1, 1, 1])
        #expect(foundations.map(\.3) == [2, 1, 0])
        #expect(foundations.map(\.4) == ["foundations/color", "foundations/space", "foundations/type"])
        let second = try json("api/groups/foundations-part-2.json")
        #expect(second["part"] as? Int == 2 && second["partCount"] as? Int == 3)
        #expect((second["pages"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Space"])
        let third = try String(contentsOf: root.appendingPathComponent("public/api/groups/foundations-part-3.json"), encoding: .utf8)
        #expect(
            third
                == #"{"group":{"id":"foundations","title":"Foundations"},"pages":[{"aliases":[],"alsoCalled":[],"changeLog":[],"#
                + #""colorTables":[],"id":"foundations/type","language":"en","path":"foundations/type.html","platforms":[],"rules":[],"#
                + #""sections":[],"#
                + #""source":"foundations/type.md","summary":"Text.","title":"Type","url":"foundations/type.html"}],"part":3,"#
                + #""partCount":3,"schemaVersion":2}"#)
        for path in ["api/pages.json", "api/rules.json", "api/colors.json"] { #expect(!exists(path), "\(path) written") }
        #expect((try json("api/index.json")["wholeSite"] as? [String: Any])?["written"] as? Bool == false)

        // Color's part is 680 bytes, Space's 467 and Type's 250: under 1,200 the first two fit (1,148 with the
        // comma) and Type goes to a second part.
        try write("precept.yml", "title: API\napi:\n  part_bytes: 1200\n  whole_site_bytes: 0\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let after = try #require(try listed().first { $0.0 == "foundations" }?.1)
        #expect(after.map(\.2) == [2, 1])
        #expect(after.map(\.0) == ["groups/foundations.json", "groups/foundations-part-2.json"])
        #expect(!groupFiles().contains("foundations-part-3.json"), "a part the layout dropped stays behind")
    }

    @Test func anEditRewritesOnlyItsGroupsFile() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "api:\n  whole_site_bytes: 0\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let index = try Data(contentsOf: root.appendingPathComponent("public/api/index.json"))

        // The body of a page: its group's file, not the index, not the other groups'.
        try write("content/foundations/type.md", "# Type\n\nOther text.\n")
        let edit = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(edit.succeeded)
        #expect(edit.writtenPaths.filter { $0.hasPrefix("api/") } == ["api/groups/foundations.json"])
        #expect(try Data(contentsOf: root.appendingPathComponent("public/api/index.json")) == index)

        // A new rule changes the counts: the index too.
        try write("content/patterns/forms.md", "# Forms\n\n## Rules\n\n- **Label every field.** Always.\n")
        let counted = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(counted.writtenPaths.filter { $0.hasPrefix("api/") }.sorted() == ["api/groups/patterns-2.json", "api/index.json"])
        #expect((try json("api/index.json")["counts"] as? [String: Int])?["rules"] == 4)
    }

    /// The rules of the color page's group file: each rule's keys, by its lead.
    func foundationRules() throws -> [String: Set<String>] {
        let pages = try #require(try json("api/groups/foundations.json")["pages"] as? [[String: Any]])
        var rules: [String: Set<String>] = [:]
        for page in pages {
            for rule in page["rules"] as? [[String: Any]] ?? [] { rules[rule["lead"] as? String ?? ""] = Set(rule.keys) }
        }
        return rules
    }

    @Test func aSiteAboveRuleBodiesMaxPagesLeavesTheBodiesOutAndSaysSo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Five pages: one more than rule_bodies_max_pages.
        try writeSite(config: "api: { rule_bodies_max_pages: 4 }\n")
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let notes = report.diagnostics.diagnostics.filter { $0.id.rawValue == "content.large-api" }
        #expect(notes.count == 1 && notes.first?.severity == .note)
        #expect(
            notes.first?.message
                == "the content has 5 pages (drafts included), more than api.rule_bodies_max_pages (4): the rules in api/groups/ leave out their bodies"
        )
        let keys: Set<String> = ["anchor", "column", "hash", "id", "kind", "lead", "line", "section"]
        #expect(try foundationRules() == ["Never use red alone.": keys, "Keep contrast.": keys, "Use the grid.": keys])
        let index = try json("api/index.json")
        #expect(index["ruleBodies"] as? Bool == false)
        #expect((index["limits"] as? [String: Any])?["ruleBodiesMaxPages"] as? Int == 4)
        // The whole-site rules.json, written while the site is small, keeps them (`precept rules` prints the same).
        let whole = try #require(try json("api/rules.json")["rules"] as? [[String: Any]])
        #expect(whole.contains { $0["body"] as? String == "Pair it." })
        // Raised: the bodies are back in every group file, and no note.
        try write("precept.yml", "title: API\napi: { rule_bodies_max_pages: 5 }\n")
        let raised = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(raised.succeeded && !raised.diagnostics.diagnostics.contains { $0.id.rawValue == "content.large-api" })
        #expect(
            try foundationRules() == [
                "Never use red alone.": keys.union(["body"]), "Keep contrast.": keys.union(["body"]), "Use the grid.": keys.union(["body"]),
            ])
        #expect(try json("api/index.json")["ruleBodies"] as? Bool == true)
        // Turned off at any size.
        try write("precept.yml", "title: API\napi: { rule_bodies: false }\n")
        let off = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(off.succeeded && !off.diagnostics.diagnostics.contains { $0.id.rawValue == "content.large-api" })
        #expect(try foundationRules()["Use the grid."] == keys)
    }

    /// In a `watch` session, a page added across the limit takes the bodies out of every group file, not only
    /// the added page's.
    @Test func aSessionCrossingTheLimitRewritesEveryGroupFile() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "api: { rule_bodies_max_pages: 5 }\n")
        var request = BuildRequest(projectRoot: root)
        request.mode = .session
        let memo = await SiteBuild(request).run(memo: nil).memo
        #expect(try foundationRules()["Use the grid."]?.contains("body") == true)
        try write("content/patterns/menus.md", "# Menus\n\n## Rules\n\n- **Keep menus short.** Seven items.\n")
        let over = await SiteBuild(request).run(memo: memo, changed: ["patterns/menus.md"])
        #expect(over.report.diagnostics.diagnostics.contains { $0.id.rawValue == "content.large-api" })
        #expect(try foundationRules()["Use the grid."]?.contains("body") == false)
        #expect(try json("api/index.json")["ruleBodies"] as? Bool == false)
    }

    /// Every file of `folder` under `public/` (or the given output folder) by its path there.
    func apiFiles(_ output: String) -> [String: Data] {
        let base = root.appendingPathComponent(output + "/api")
        var found: [String: Data] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: base.path)) ?? [] {
            if let data = FileManager.default.contents(atPath: base.appendingPathComponent(name).path) { found[name] = data }
        }
        return found
    }

    /// The API from scratch, into `clean/`.
    func cleanAPI() async -> [String: Data] {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
        var request = BuildRequest(projectRoot: root, outputDirectory: "clean")
        request.cacheMode = .off
        #expect(await SiteBuild(request).run().succeeded)
        return apiFiles("clean")
    }

    /// The parts' lengths cut the group files: a build that crosses the limit against a stored memo makes every
    /// page's part again in the new form, and cuts the files as a build from scratch does.
    @Test func crossingTheLimitCutsTheFilesAsABuildFromScratch() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Parts of 1,200 bytes: with its rule's body the color page fills one alone, without it the space page joins it.
        try writeSite(config: "api: { part_bytes: 1200, rule_bodies_max_pages: 5 }\n")
        try write(
            "content/foundations/color.md",
            "# Color\n\n## Rules\n\n- **Never use red alone.** " + String(repeating: "Pair it. ", count: 60) + "\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let before = apiFiles("public")
        #expect(before == (await cleanAPI()))
        // A sixth page: over the limit.
        try write("content/patterns/menus.md", "# Menus\n\nText.\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let over = apiFiles("public")
        #expect(over == (await cleanAPI()))
        #expect(over["groups/foundations.json"]?.count != before["groups/foundations.json"]?.count, "cut otherwise without bodies")
        // Back under it, and then bodies turned off in precept.yml with the same pages.
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/patterns/menus.md"))
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        #expect(apiFiles("public") == before)
        try write("precept.yml", "title: API\napi: { part_bytes: 1200, rule_bodies: false }\n")
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        #expect(apiFiles("public") == (await cleanAPI()))
    }
}
