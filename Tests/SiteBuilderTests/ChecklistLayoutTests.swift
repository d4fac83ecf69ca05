import Foundation
import Guidelines
import Testing

@testable import SiteBuilder
@testable import SiteModel
@testable import SiteRendering

/// When the checklist is split, and where each group's page goes: file names that never collide with each
/// other or with the content, given to every group so a group gaining rules moves no other group's page.
@Suite struct ChecklistLayoutTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-checklist-layout-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A page with `rules` rules, the first a "must not", the others guidance.
    func page(_ title: String, rules: Int) -> String {
        var text = "# \(title)\n\nText.\n"
        if rules > 0 {
            text += "\n## Rules\n\n- **Never do \(title) 0.** Because.\n"
            for number in 1..<max(rules, 1) { text += "- Keep \(title) tidy \(number).\n" }
        }
        return text
    }

    func site(splitAbove: Int? = nil) async throws -> Site {
        if let splitAbove { try write("precept.yml", "checklist:\n  split_above: \(splitAbove)\n") }
        guard case .success(let loaded) = await SiteBuild(BuildRequest(projectRoot: root, mode: .check)).load() else {
            throw CancellationError()
        }
        return loaded.site
    }

    @Test(arguments: [
        ("foundations", "foundations"), ("Design Tokens", "design-tokens"), ("design_tokens", "design_tokens"),
        ("Couleur é", "couleur-e"), ("--a  b--", "a-b"), ("颜色", "group"), ("ＡＢＣ", "abc"), ("general", "general"),
    ])
    func slugs(id: String, slug: String) {
        #expect(ChecklistLayout.slug(id) == slug)
    }

    @Test func kindIndicesFollowAllCases() {
        for (index, kind) in Rule.Kind.allCases.enumerated() { #expect(ChecklistLayout.kindIndex(kind) == index) }
    }

    /// Split only above the threshold, and only when the rules are in more than one group.
    @Test func splitsAboveTheThresholdWhenTheRulesAreInSeveralGroups() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/about.md", page("About", rules: 0))
        try write("content/foundations/color.md", page("Color", rules: 3))
        try write("content/foundations/type.md", page("Type", rules: 2))
        try write("content/patterns/forms.md", page("Forms", rules: 1))
        try write("content/resources/downloads.md", page("Downloads", rules: 0))

        let small = ChecklistLayout(site: try await site())
        #expect(!small.isSplit && small.pagePaths.isEmpty && small.ruleCount == 6)
        #expect(!ChecklistLayout(site: try await site(splitAbove: 6)).isSplit)

        let layout = ChecklistLayout(site: try await site(splitAbove: 5))
        #expect(layout.isSplit)
        #expect(
            layout.groupPaths == [
                "checklist/general.html", "checklist/foundations.html", "checklist/patterns.html", "checklist/resources.html",
            ])
        #expect(layout.entries.map(\.group) == [1, 2], "groups without rules have no page")
        #expect(layout.pagePaths == ["checklist/foundations.html", "checklist/patterns.html"])
        #expect(layout.entries.map(\.pageCount) == [2, 1])
        #expect(layout.entries.map(\.ruleCount) == [5, 1])
        #expect(layout.entries[0].kindCounts == [2, 0, 0, 0, 3])
        #expect(layout.kindCounts == [3, 0, 0, 0, 3])
        #expect(layout.entries(forGroup: 2).map(\.path) == ["checklist/patterns.html"] && layout.entries(forGroup: 0).isEmpty)
        #expect(layout.entries.allSatisfy { $0.part == 1 && $0.partCount == 1 }, "no group is over the threshold alone")
        #expect(layout.entries.map(\.pages) == [0..<2, 0..<1], "a whole group's entry spans its pages")

        // All the rules in one group, within the threshold: one page.
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/patterns"))
        let oneGroup = ChecklistLayout(site: try await site(splitAbove: 5))
        #expect(!oneGroup.isSplit && oneGroup.entries.count == 1)
    }

    /// A group with more rules than the threshold is cut into parts of consecutive pages, each within the
    /// threshold unless one page alone is over it (a page is never cut); a site with every page in one folder
    /// is split that way too. Later parts get `-part-N` paths that avoid the content's.
    @Test func aGroupOverTheThresholdIsCutIntoPartsOfWholePages() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Reading order in a group is by title: A (2 rules), B (0), C (3), D (9), E (1), F (1).
        for (title, rules) in [("A", 2), ("B", 0), ("C", 3), ("D", 9), ("E", 1), ("F", 1)] {
            try write("content/all/\(title.lowercased()).md", page(title, rules: rules))
        }
        try write("content/checklist/all-part-3.md", page("Taken", rules: 0))
        let loaded = try await site(splitAbove: 5)
        let layout = ChecklistLayout(site: loaded)
        let all = try #require(loaded.groups.firstIndex { $0.id == "all" })
        let parts = layout.entries(forGroup: all)
        #expect(layout.isSplit && layout.ruleCount == 16)
        #expect(parts.map(\.ruleCount) == [5, 9, 2], "A+C, then D alone (over the threshold by itself), then E+F")
        #expect(parts.map(\.pageCount) == [2, 1, 2])
        #expect(parts.map(\.pages) == [0..<3, 3..<4, 4..<6], "the parts cover the group's pages one after another")
        #expect(parts.map(\.part) == [1, 2, 3] && parts.allSatisfy { $0.partCount == 3 })
        #expect(parts.map(\.path) == ["checklist/all.html", "checklist/all-part-2.html", "checklist/all-part-3-2.html"])
        #expect(layout.pagePaths.count == Set(layout.pagePaths).count)

        let views = ViewModelBuilder(site: loaded, generator: SiteBuild.generator)
        let row = views.checklistGroup(parts[2])
        #expect(
            row.hasParts && row.part == 3 && row.partCount == 3 && row.firstPage == "E" && row.lastPage == "F" && row.pageRange == "E to F")
        #expect(views.checklistGroup(parts[1]).pageRange == "D", "one page: its title alone")
        let page = views.checklist(group: parts[1])
        #expect(page.common.title == "All checklist, part 2 of 3")
        #expect(page.fields.ruleCount == 9)

        // Within the threshold again: one entry, no parts.
        let whole = ChecklistLayout(site: try await site(splitAbove: 16))
        #expect(!whole.isSplit && whole.entries.count == 1 && whole.entries[0].partCount == 1)
    }

    /// Group ids that make the same file name, a content folder named `checklist` and static files in it.
    @Test func pathsNeverCollide() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/top.md", page("Top", rules: 1))
        try write("content/general/intro.md", page("Intro", rules: 1))
        try write("content/Design Tokens/spacing.md", page("Spacing", rules: 1))
        try write("content/design-tokens/radius.md", page("Radius", rules: 1))
        try write("content/checklist/checklist.md", page("Checklist page", rules: 1))
        try write("content/checklist/general-2.md", page("Other", rules: 0))
        try write("content/颜色/red.md", page("Red", rules: 1))
        try write("content/images/Group.html", "<p>static</p>\n")
        try write("content/checklist/Group.html", "<p>static</p>\n")
        let site = try await site(splitAbove: 0)
        let layout = ChecklistLayout(site: site)
        #expect(site.groups.map(\.id) == ["general", "Design Tokens", "checklist", "design-tokens", "general", "颜色"])
        #expect(
            layout.groupPaths == [
                "checklist/general.html", "checklist/design-tokens.html", "checklist/checklist-2.html",
                "checklist/design-tokens-2.html", "checklist/general-3.html", "checklist/group-2.html",
            ])
        #expect(Set(layout.groupPaths).count == layout.groupPaths.count)
        let outputs = Set(site.pages.map(\.source.outputPath)).union(site.staticFiles)
        #expect(outputs.isDisjoint(with: layout.groupPaths))
    }
}
