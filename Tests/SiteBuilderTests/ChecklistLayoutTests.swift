import Foundation
import Guidelines
import Testing

@testable import SiteBuilder

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
        guard case .success(let loaded) = await SiteBuild(BuildRequest(projectRoot: root, writeOutput: false)).load() else {
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
        #expect(layout.entry(forGroup: 2)?.path == "checklist/patterns.html" && layout.entry(forGroup: 0) == nil)

        // All the rules in one group: one page, whatever the threshold.
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/patterns"))
        let oneGroup = ChecklistLayout(site: try await site(splitAbove: 0))
        #expect(!oneGroup.isSplit && oneGroup.entries.count == 1)
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
