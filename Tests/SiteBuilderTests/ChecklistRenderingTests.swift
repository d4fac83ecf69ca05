import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

/// The split checklist as built: `checklist.html` an index of the groups with their counts, each group's page
/// the usual checklist for that group's pages only, every link working from the file system, and themes
/// written before the split still building.
@Suite struct ChecklistRenderingTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-checklist-render-\(UUID().uuidString)")
    var output: URL { root.appendingPathComponent("public") }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    /// A site of three groups with rules (one of them the top-level pages) and one without.
    func writeSite(splitAbove: Int?) throws {
        var config = "title: Harbor\nbase_url: https://design.example/\n"
        if let splitAbove { config += "checklist:\n  split_above: \(splitAbove)\n" }
        try write("precept.yml", config)
        try write("content/start.md", "# Start\n\n## Rules\n\n- **Always start small.** It helps.\n")
        try write(
            "content/foundations/color.md",
            "---\nplatforms: [iOS]\n---\n# Color\n\n## Best practices\n\n- **Never rely on color alone.** Pair it.\n"
                + "- **Prefer system colors.** They adapt.\n")
        try write(
            "content/foundations/type.md", "---\nplatforms: [macOS]\n---\n# Type\n\n## Rules\n\n- **Avoid tiny text.** Nobody reads it.\n")
        try write("content/patterns/forms.md", "# Forms\n\n## Don't\n\n- Ask twice.\n")
        try write("content/resources/downloads.md", "# Downloads\n\nNothing to check.\n")
    }

    func build(strict: Bool = false) async -> BuildReport {
        await SiteBuild(BuildRequest(projectRoot: root, strict: strict)).run()
    }

    /// Every `href` and `src` of `html` (at `path` in the output) that is not a URL with a scheme or an anchor
    /// on the same page, resolved against the page's folder.
    func localTargets(_ html: String, at path: String) -> [String] {
        var targets: [String] = []
        let folder = (path as NSString).deletingLastPathComponent
        for attribute in ["href=\"", "src=\""] {
            var rest = html[...]
            while let range = rest.range(of: attribute) {
                rest = rest[range.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                let value = String(rest[..<end])
                guard !value.isEmpty, !value.hasPrefix("#"), !value.contains(":") else { continue }
                let file = String(value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                targets.append(((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath)
            }
        }
        return targets
    }

    @Test func aSplitChecklistIsAnIndexAndAPagePerGroup() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Above the site's 5 rules, not below any group's (Foundations has 3).
        try writeSite(splitAbove: 3)
        let report = await build(strict: true)
        #expect(report.succeeded, "\(report.diagnostics.diagnostics.map(DiagnosticFormatter.text))")
        let groupPages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("checklist").path).sorted()
        #expect(groupPages == ["foundations.html", "general.html", "patterns.html"], "no page for a group without rules")

        let index = try read("checklist.html")
        #expect(index.contains("<title>Checklist – Harbor</title>"))
        #expect(index.contains("<a class=\"header-link\" href=\"checklist.html\" aria-current=\"page\">Checklist</a>"))
        #expect(!index.contains("data-site-checklist") && !index.contains("rule-lead"), "the index lists no rules")
        #expect(index.contains("<th scope=\"row\"><a href=\"checklist/foundations.html\">Foundations</a></th>"))
        #expect(index.contains("<th scope=\"row\"><a href=\"checklist/general.html\">General</a></th>"))
        // Kinds in words beside their icons, and each group's counts in the kinds' order (the site has "must
        // not", "avoid", "must" and "prefer" rules): Foundations has 2 pages, 3 rules, one "must not", one
        // "avoid", no "must" and one "prefer".
        #expect(index.contains("<span class=\"rule-kind-icon\" aria-hidden=\"true\">⊘</span> Must not</th>"))
        let foundationsRow = try #require(index.range(of: "checklist/foundations.html\">Foundations</a></th>"))
        let row = index[foundationsRow.upperBound...].prefix(400)
        #expect(
            row.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").hasPrefix(
                "<tdclass=\"count\">2</td><tdclass=\"count\">3</td><tdclass=\"count\">1</td><tdclass=\"count\">1</td>"
                    + "<tdclass=\"count\">0</td><tdclass=\"count\">1</td></tr>"),
            "\(row)")
        #expect(index.contains("5 rules on 4 pages"))
        #expect(index.contains("<li>Resources</li>"), "groups without rules are named")
        // The index counts the whole site's review from the first 8 digits of every rule's hash, which the group
        // pages give in full.
        var fullHashes: [String] = []
        for name in ["foundations", "general", "patterns"] {
            let page = try read("checklist/\(name).html")
            fullHashes += page.components(separatedBy: "data-hash=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(fullHashes.count == 5 && fullHashes.allSatisfy { $0.count == 16 }, "\(fullHashes)")
        let script = try #require(index.range(of: "<script type=\"application/json\" data-review-hashes>\""))
        let listed = index[script.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
        #expect(listed.sorted() == fullHashes.map { String($0.prefix(8)) }.sorted())

        let foundations = try read("checklist/foundations.html")
        #expect(foundations.contains("<title>Foundations checklist – Harbor</title>"))
        #expect(foundations.contains("href=\"../assets/precept.css\""))
        #expect(foundations.contains("<li><a href=\"../checklist.html\">Checklist</a></li>"), "the breadcrumb leads to the index")
        #expect(foundations.contains("<a class=\"header-link\" href=\"../checklist.html\">Checklist</a>"), "not the current page")
        #expect(foundations.contains("data-site-checklist") && foundations.contains("data-checklist-filters"))
        #expect(foundations.contains("<h1>Foundations checklist</h1>") && foundations.contains("3 in all"))
        #expect(foundations.contains("href=\"../foundations/color.html#rule-never-rely-on-color-alone\""))
        #expect(foundations.contains("<a class=\"rule-lead\" href=\"../foundations/type.html#rule-avoid-tiny-text\">Avoid tiny text.</a>"))
        #expect(!foundations.contains("Always start small") && !foundations.contains("Ask twice"), "other groups' rules")
        #expect(
            foundations.contains("<option value=\"iOS\">iOS</option>") && foundations.contains("<option value=\"macOS\">macOS</option>"))
        #expect(!foundations.contains("value=\"guidance\""), "only the group's kinds are offered")
        let general = try read("checklist/general.html")
        #expect(general.contains("Always start small") && !general.contains("<option value=\"iOS\">"))

        // Every local link of the checklist pages names a file of the site, so they work from file://.
        for path in ["checklist.html"] + groupPages.map({ "checklist/" + $0 }) {
            for target in localTargets(try read(path), at: path) {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(target).path), "\(path) → \(target)")
            }
        }
        // The sitemap lists the guideline pages, as before, and no checklist page.
        let sitemap = try read("sitemap.xml")
        #expect(!sitemap.contains("checklist") && sitemap.contains("foundations/color.html"))
    }

    /// Under the threshold there is one checklist page and no `checklist/` folder; going over it and back
    /// leaves no group page behind.
    /// A group with more rules than the threshold gets a page per part, named on its own row of the index
    /// with the titles of its first and last pages; every link of the pages leads somewhere.
    @Test func aGroupOverTheThresholdHasAPagePerPart() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(splitAbove: 2)
        let report = await build(strict: true)
        #expect(report.succeeded, "\(report.diagnostics.diagnostics.map(DiagnosticFormatter.text))")
        let groupPages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("checklist").path).sorted()
        #expect(groupPages == ["foundations-part-2.html", "foundations.html", "general.html", "patterns.html"])
        let index = try read("checklist.html")
        #expect(index.contains("<a href=\"checklist/foundations.html\">Foundations, part 1 of 2</a>"))
        #expect(index.contains("<a href=\"checklist/foundations-part-2.html\">Foundations, part 2 of 2</a>"))
        #expect(index.contains("<a href=\"checklist/general.html\">General</a></th>"), "a group within the threshold has no parts")
        let second = try read("checklist/foundations-part-2.html")
        #expect(second.contains("<h1>Foundations checklist, part 2 of 2</h1>"))
        #expect(second.contains("<a href=\"../checklist/foundations.html\" rel=\"prev\">") && !second.contains("rel=\"next\""))
        let first = try read("checklist/foundations.html")
        #expect(first.contains("<a href=\"../checklist/foundations-part-2.html\" rel=\"next\">") && !first.contains("rel=\"prev\""))
        let firstRules = first.components(separatedBy: "class=\"rule-lead\"").count - 1
        let secondRules = second.components(separatedBy: "class=\"rule-lead\"").count - 1
        #expect(firstRules + secondRules == 3 && firstRules > 0 && secondRules > 0, "the group's rules, each on one part")
        for path in ["checklist.html", "checklist/foundations.html", "checklist/foundations-part-2.html"] {
            for target in localTargets(try read(path), at: path) {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(target).path), "\(path) → \(target)")
            }
        }
    }

    /// Counts of a thousand and more are written with their digits grouped, in the checklist's text, its
    /// index and the navigation; the numbers the templates also get stay plain.
    @Test func largeCountsAreWrittenWithGroupedDigits() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Big\nchecklist:\n  split_above: 1000\n")
        for number in 0..<1_001 {
            try write("content/many/p\(number).md", "# Page \(number)\n\n## Rules\n\n- **Keep page \(number) short.** Why.\n")
        }
        try write("content/other/a.md", "# Other\n\n## Rules\n\n- **Mind the other page.** Why.\n")
        let report = await build()
        #expect(report.succeeded)
        let index = try read("checklist.html")
        #expect(index.contains("1,002 rules on 1,002 pages"), "the index's lead")
        #expect(index.contains("<td class=\"count\">1,000</td>"), "the first part's row")
        #expect(index.contains("<td class=\"count\">1,002</td>"), "the totals")
        let part = try read("checklist/many.html")
        #expect(part.contains("1,000 in all"), "the first part holds 1,000 of the group's 1,001 rules")
        #expect(part.contains("1,000 rules shown"))
        let page = try read("other/a.html")
        #expect(page.contains("All 1,001 pages in Many") || page.contains("1,001 pages</span>"), "the navigation's count")
    }

    @Test func underTheThresholdTheChecklistIsOnePage() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(splitAbove: nil)
        #expect(await build().succeeded)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("checklist").path))
        let single = try read("checklist.html")
        #expect(single.contains("Every rule in the guidelines, page by page: 5 in all."))
        #expect(single.contains("<span class=\"checklist-group\">Foundations</span>"))
        try writeSite(splitAbove: 3)
        #expect(await build().succeeded)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("checklist/patterns.html").path))
        try writeSite(splitAbove: 5)
        let back = await build()
        #expect(back.succeeded && back.deletedPaths.contains("checklist/patterns.html"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("checklist").path))
        #expect(try read("checklist.html") == single)
    }

    /// A theme's own `checklist.mustache` written before the split (it knows nothing of `checklistGroup`)
    /// renders each group's page; a theme can replace the index's template too.
    @Test func themesFromBeforeTheSplitStillBuild() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(splitAbove: 3)
        try write(
            "templates/checklist.mustache",
            "<h1>Our checklist ({{ruleCount}})</h1>\n{{#kinds}}<span>{{icon}} {{label}} {{count}}</span>\n{{/kinds}}"
                + "{{#pages}}<h2><a href=\"{{root}}{{url}}\">{{title}}</a> {{group}}</h2>\n{{#sections}}{{#rules}}"
                + "<p data-rule=\"{{id}}\">{{lead}}</p>\n{{/rules}}{{/sections}}{{/pages}}\n")
        var report = await build(strict: true)
        #expect(report.succeeded, "\(report.diagnostics.diagnostics.map(DiagnosticFormatter.text))")
        let patterns = try read("checklist/patterns.html")
        #expect(patterns.contains("<h1>Our checklist (1)</h1>"))
        #expect(patterns.contains("<h2><a href=\"../patterns/forms.html\">Forms</a> Patterns</h2>"))
        #expect(try read("checklist.html").contains("<th scope=\"row\"><a href=\"checklist/patterns.html\">Patterns</a></th>"))

        try write(
            "templates/checklist-index.mustache",
            "<ul>{{#groups}}<li><a href=\"{{root}}{{url}}\">{{title}}</a> {{ruleCount}}</li>{{/groups}}</ul>\n")
        report = await build(strict: true)
        #expect(report.succeeded, "\(report.diagnostics.diagnostics.map(DiagnosticFormatter.text))")
        #expect(try read("checklist.html").contains("<li><a href=\"checklist/foundations.html\">Foundations</a> 3</li>"))

        // A misspelt name in the index template is reported against that template, as for any other.
        try write("templates/checklist-index.mustache", "{{#groups}}{{titel}}{{/groups}}\n")
        report = await build()
        #expect(
            report.diagnostics.diagnostics.contains {
                $0.id == "templates.unknown-variable" && $0.location?.path == "templates/checklist-index.mustache"
            })
    }

    /// A page's checklist is data for guidelines.js: each rule's slug, hash, kind and lead, whose anchor is in the
    /// body and whose id is the page's id and the slug; the page says where its rules are listed without script.
    @Test func aPageCarriesItsRulesAsDataForItsChecklist() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(splitAbove: nil)
        try write("content/foundations/motion.md", "# Motion\n\n## Rules\n\n- **Don't use `</script>` in a lead.** Or \"quotes\".\n")
        let report = await build()
        #expect(report.fatalError == nil && report.diagnostics.errorCount == 0)
        let color = try read("foundations/color.html")
        #expect(
            color.contains(
                "<script type=\"application/json\" data-rules>{\"page\":\"foundations/color\",\"kinds\":{\"must-not\":[\"⊘\",\"Must not\"],"
                    + "\"prefer\":[\"☆\",\"Prefer\"]},\"rules\":[[\"never-rely-on-color-alone\",\"")
        )
        #expect(color.contains("\"must-not\",\"Never rely on color alone.\"],[\"prefer-system-colors\",\""))
        #expect(color.contains("<p id=\"rule-never-rely-on-color-alone\"") || color.contains("id=\"rule-never-rely-on-color-alone\""))
        #expect(color.contains("<ul class=\"rule-list\" data-rule-list></ul>"))
        #expect(!color.contains("class=\"rule-lead\""), "the leads are not repeated in markup")
        #expect(color.contains("Every rule of this page is also on <a href=\"../checklist.html\">the site checklist</a>"))
        // A lead with `</script>` and quotes stays inside the data block.
        let motion = try read("foundations/motion.html")
        #expect(motion.contains("\"Don't use \\u003c/script> in a lead.\"]]}</script>"))
    }
}
