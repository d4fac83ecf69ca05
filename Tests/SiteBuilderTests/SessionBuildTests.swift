import Diagnostics
import Foundation
import Guidelines
import SearchIndex
import TestSupport
import Testing

@testable import SiteBuilder
@testable import SiteModel
@testable import SiteRendering

/// Builds of a `watch` session, each against the memo the last one left: after every edit the output equals
/// a clean build byte for byte, with the same diagnostics, and a later `precept build` finds nothing to do.
@Suite struct SessionBuildTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-page-edit-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func request(output: String = "public") -> BuildRequest {
        BuildRequest(projectRoot: root, outputDirectory: output)
    }

    /// Every file under `output` with its bytes.
    func files(_ output: String) -> [String: Data] {
        let base = root.appendingPathComponent(output).path
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            result[path] = FileManager.default.contents(atPath: base + "/" + path)
        }
        return result
    }

    /// A `watch` session, as `PreviewCommand` runs it: every build against the memo the last one left.
    struct Session {
        var memo: BuildMemo?

        enum Path: Equatable { case fast, full }

        /// `changed` holds project-relative paths, as the file watcher reports them.
        mutating func rebuild(_ request: BuildRequest, changed: [String]) async throws -> (BuildReport, Path) {
            var current = request
            current.mode = .session
            let inContent = changed.allSatisfy { $0.hasPrefix("content/") }
            let paths = changed.isEmpty || !inContent ? nil : Set(changed.map { String($0.dropFirst("content/".count)) })
            let outcome = await SiteBuild(current).run(memo: memo, changed: paths)
            memo = outcome.memo
            return (outcome.report, outcome.report.pagesRebuilt != nil ? .fast : .full)
        }
    }

    /// A page; with `tidy`, one without the usual warnings (missing anchors, shared ids, color conflicts).
    func page(_ title: String, rng: inout SplitMix64, links: [String], error: Bool = false, tidy: Bool = false) -> String {
        var text = "---\ntitle: \(title)\n"
        if Int.random(in: 0..<4, using: &rng) == 0 { text += "weight: \(Int.random(in: 1...5, using: &rng))\n" }
        if Int.random(in: 0..<6, using: &rng) == 0, !tidy { text += "id: shared\n" }
        if Bool.random(using: &rng) { text += "platforms: [\(["iOS", "macOS", "iOS, watchOS"].randomElement(using: &rng)!)]\n" }
        if error { text += "reviewed: [unclosed\n" }
        text += "description: About \(title.lowercased()).\n---\n\n# \(title)\n\n"
        text += "Lead \(UInt16.random(in: 0...999, using: &rng)) of \(title).\n\n"
        for section in 0..<Int.random(in: 0...3, using: &rng) {
            text += "## Part \(section)\n\nWords \(UInt32.random(in: 0...9999, using: &rng)) about \(title).\n\n"
            if !tidy, let target = links.randomElement(using: &rng) {
                let anchor = Bool.random(using: &rng) && !tidy ? "#part-\(Int.random(in: 0...1, using: &rng))" : ""
                text += "See [\(target)](\(target)\(anchor)).\n\n"
            }
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            text += "## Rules\n\n- **Keep \(title) short.** Long \(UInt8.random(in: 0...99, using: &rng)) is hard.\n"
            if Bool.random(using: &rng) { text += "- Avoid clutter in \(title).\n" }
            text += "\n"
        }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let value = tidy ? "#FF3B30" : ["#FF3B30", "#FF453A", "#34C759"].randomElement(using: &rng)!
            text += "## Palette\n\n| Name | API | Default (light) | Default (dark) |\n|---|---|---|---|\n"
            text += "| Red | `systemRed` | \(value) | #FF453A |\n\n"
        }
        return text
    }

    /// Random edits (bodies, titles, weights, anchors, errors and their fixes, several pages at once,
    /// now and then a page added, removed or drafted); after each, the output equals a clean build. Seeds 23
    /// and 26 split the checklist into a page per group (`checklist: split_above:` 5 and 0); seed 25 cuts the API's
    /// group files into parts of a few pages and writes no whole-site API files (`api: part_bytes: 1500,
    /// whole_site_bytes: 0`).
    @Test(arguments: [11, 12, 13, 14, 23, 25, 26] as [UInt64])
    func editsEqualACleanBuild(seed: UInt64) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var rng = SplitMix64(state: seed)
        // One seed in four builds in strict mode, with pages that keep clear of warnings.
        let tidy = seed.isMultiple(of: 4)
        var pages: [String] = []
        var counter = 0
        func newPath() -> String {
            counter += 1
            let folder = ["", "foundations/", "patterns/", "patterns/deep/"].randomElement(using: &rng)!
            return "content/\(folder)page-\(counter).md"
        }
        func linkTargets() -> [String] { pages.map { String($0.dropFirst("content/".count)) } }
        // Small sites list every page everywhere; past 60 pages groups fold, past 25 a group shows a window.
        for _ in 0..<[8, 70, 120][Int(seed % 3)] {
            let path = newPath()
            try write(path, page("Page \(counter)", rng: &rng, links: linkTargets(), tidy: tidy))
            pages.append(path)
        }
        let split = [23: "\nchecklist:\n  split_above: 5", 26: "\nchecklist:\n  split_above: 0"][seed] ?? ""
        let apiParts = seed == 25 ? "\napi:\n  part_bytes: 1500\n  whole_site_bytes: 0" : ""
        try write("precept.yml", "title: Edits \(seed)\nbase_url: https://example.com/\(tidy ? "\nstrict: true" : "")\(split)\(apiParts)\n")
        var session = Session()
        var (report, path) = try await session.rebuild(request(), changed: [])
        #expect(path == .full && session.memo != nil)
        var broken = Set<String>()
        var published = PublishedVersions(brokenMarker: "reviewed: [unclosed")
        try published.record(pages, in: root)
        var fastSteps = 0
        // Edits that took the fast path on a split checklist.
        var splitSteps = 0
        for step in 0..<30 {
            var changed: [String] = []
            let action = Int.random(in: 0..<20, using: &rng)
            switch action {
            case 0:
                let path = newPath()
                try write(path, page("Page \(counter)", rng: &rng, links: linkTargets(), tidy: tidy))
                pages.append(path)
                changed = [path]
            case 1:
                if pages.count > 3, let index = pages.indices.randomElement(using: &rng) {
                    let path = pages.remove(at: index)
                    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
                    broken.remove(path)
                    changed = [path]
                }
            case 2:
                let path = pages.randomElement(using: &rng)!
                try write(path, "---\ntitle: Drafted \(step)\ndraft: true\n---\n\n# Drafted\n")
                changed = [path]
            case 3, 4:
                // An error, and later its fix.
                let path = pages.randomElement(using: &rng)!
                try write(path, page("Broken \(step)", rng: &rng, links: linkTargets(), error: true, tidy: tidy))
                broken.insert(path)
                changed = [path]
            case 5, 6:
                if let path = broken.randomElement(using: &rng) {
                    try write(path, page("Fixed \(step)", rng: &rng, links: linkTargets(), tidy: tidy))
                    broken.remove(path)
                    changed = [path]
                }
            case 7:
                // A new session: it starts from the memo the last build stored.
                let built = await SiteBuild(request()).run()
                session.memo = nil
                if built.succeeded, case .success(let loaded) = await SiteBuild(request()).load() {
                    let site = loaded.site
                    // The search index and the API part lengths read back from the output, as written.
                    let output = root.appendingPathComponent("public")
                    #expect(IncrementalSearchIndex(reading: output, documentCount: site.pageCount) != nil, "step \(step)")
                    let api = APIDocuments(configuration: site.configuration, generator: SiteBuild.generator)
                    for kind in APIDocuments.Kind.allCases {
                        let file = output.appendingPathComponent(kind.path)
                        #expect(FileManager.default.fileExists(atPath: file.path) == apiParts.isEmpty, "step \(step) \(kind)")
                        guard apiParts.isEmpty else { continue }
                        let data = try Data(contentsOf: file)
                        #expect(api.lengths(kind, of: data, site: site) == api.encode(kind, site).lengths, "step \(step) \(kind)")
                    }
                }
            case 8, 9, 10:
                // Several pages at once, keeping their titles; on even steps they also say they are Korean (or stop
                // saying so), which changes the links other pages' navigation and the index make to them.
                for path in Set((0..<Int.random(in: 2...3, using: &rng)).map { _ in pages.randomElement(using: &rng)! }) {
                    var text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                    text = text.replacingOccurrences(of: "Words", with: "Text \(step)")
                    if step.isMultiple(of: 2) {
                        let korean = "---\nlanguage: ko\n"
                        text = text.hasPrefix(korean) ? "---\n" + text.dropFirst(korean.count) : korean + text.dropFirst(4)
                    }
                    try write(path, text)
                    changed.append(path)
                }
            default:
                // One page, a new title (so neighbours, index and search change) and new sections (so anchors come and go).
                let path = pages.randomElement(using: &rng)!
                let title = Bool.random(using: &rng) ? "Edited \(step)" : "Page \(step % 3)"
                try write(path, page(title, rng: &rng, links: linkTargets(), error: broken.contains(path), tidy: tidy))
                changed = [path]
            }
            let before = files("public")
            (report, path) = try await session.rebuild(request(), changed: changed)
            if path == .fast { fastSteps += 1 }
            try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
            var cleanRequest = request(output: "clean")
            cleanRequest.cacheMode = .off
            let clean = await SiteBuild(cleanRequest).run()
            let label = "seed \(seed) step \(step) (action \(action), \(path))"
            if report.outputPath != nil, !report.heldBack.isEmpty {
                // Pages with errors held back: the output is a clean build's of the project with each as last published.
                try await published.expectHeldBack(
                    report, clean: clean, pages: pages, root: root, scratch: root.appendingPathComponent("expected"), label: label)
                try published.record(pages, in: root)
                continue
            }
            if report.outputPath != nil { try published.record(pages, in: root) }
            #expect(report.succeeded == clean.succeeded, "\(label): outcome")
            #expect(report.diagnostics.sorted == clean.diagnostics.sorted, "\(label): diagnostics")
            if clean.succeeded {
                let after = files("public")
                let expected = files("clean")
                if path == .fast, expected.keys.contains(where: { $0.hasPrefix("checklist/") }) { splitSteps += 1 }
                #expect(after.keys.sorted() == expected.keys.sorted(), "\(label): files")
                for (file, data) in expected where after[file] != data { Issue.record("\(label): \(file) differs from a clean build") }
                #expect(report.nothingChanged == (before == after), "\(label): nothing changed")
                // The fingerprint: a following build has nothing to do.
                if case .run = BuildFingerprint.check(SiteBuild(request())) { Issue.record("\(label): the fingerprint is stale") }
            } else {
                #expect(files("public") == before, "\(label): a failed build wrote")
            }
        }
        #expect(fastSteps >= 10, "seed \(seed): only \(fastSteps) builds ran against a memo")
        if !split.isEmpty { #expect(splitSteps >= 6, "seed \(seed): only \(splitSteps) edits of a split checklist") }
        if !apiParts.isEmpty {
            #expect(files("public").keys.contains("api/groups/general-part-2.json"), "seed \(seed): the group files were not cut")
        }
    }

    /// Template warnings are kept per output: an edit that adds or removes the only page giving a warning
    /// adds or removes it, after a whole build and after the warm-up alike.
    @Test func templateWarningsFollowTheEditedPages() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Only guideline pages with platforms render `{{zzz}}`.
        try write("templates/footer.mustache", "<footer>{{#hasPlatforms}}{{zzz}}{{/hasPlatforms}}</footer>\n")
        for number in 0..<5 { try write("content/p\(number).md", "# Page \(number)\n\nText.\n") }
        let withPlatforms = "---\nplatforms: [iOS]\n---\n# Page 1\n\nText.\n"
        var session = Session()
        _ = try await session.rebuild(request(), changed: [])
        let steps: [(path: String, text: String, warmUp: Bool, warns: Bool)] = [
            ("content/p1.md", withPlatforms, false, true), ("content/p1.md", "# Page 1\n\nOther.\n", false, false),
            ("content/p1.md", withPlatforms, true, true),
            // Page 1 still warns: after a warm-up that rendered every page, its warning stays.
            ("content/p3.md", "# Page 3\n\nMore.\n", true, true), ("content/p1.md", "# Page 1\n\nMore.\n", false, false),
        ]
        for (number, step) in steps.enumerated() {
            if step.warmUp {
                // A new session, from the stored memo.
                #expect(await SiteBuild(request()).run().succeeded)
                session.memo = nil
            }
            try write(step.path, step.text)
            let (report, path) = try await session.rebuild(request(), changed: [step.path])
            #expect(path == .fast, "step \(number)")
            var cleanRequest = request(output: "clean")
            cleanRequest.cacheMode = .off
            let clean = await SiteBuild(cleanRequest).run()
            #expect(report.diagnostics.sorted == clean.diagnostics.sorted, "step \(number)")
            #expect(report.diagnostics.diagnostics.contains { $0.message.contains("zzz") } == step.warns, "step \(number)")
            #expect(files("public") == files("clean"), "step \(number)")
        }
    }

    /// Every kind of change runs against the memo, and the output is a clean build's.
    @Test func everyChangeRunsAgainstTheMemo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText.\n")
        try write("content/b.md", "# B\n\nSee [A](a.md).\n")
        try write("content/logo.txt", "logo\n")
        var session = Session()
        _ = try await session.rebuild(request(), changed: [])
        let changes: [(String, String)] = [
            ("precept.yml", "title: Other\n"), ("templates/footer.mustache", "<footer>Changed</footer>\n"),
            ("content/logo.txt", "new logo\n"), ("content/new.md", "# New\n\nA new page.\n"), ("content/a.md", "# A2\n\nText.\n"),
        ]
        for (path, text) in changes {
            try write(path, text)
            let (report, used) = try await session.rebuild(request(), changed: [path])
            #expect(used == .fast && report.succeeded, "\(path)")
            var cleanRequest = request(output: "clean")
            cleanRequest.cacheMode = .off
            try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
            #expect(await SiteBuild(cleanRequest).run().succeeded)
            #expect(files("public") == files("clean"), "\(path): differs from a clean build")
        }
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/b.md"))
        let (report, _) = try await session.rebuild(request(), changed: ["content/b.md"])
        #expect(report.deletedPaths.contains("b.html"))
    }

    /// Writes `body` to `path`, rebuilds the session, and checks that the output equals a clean build.
    func editAndCompare(_ path: String, _ body: String, session: inout Session) async throws -> BuildReport {
        try write(path, body)
        let (report, used) = try await session.rebuild(request(), changed: [path])
        #expect(used == .fast, "\(path): no memo")
        var cleanRequest = request(output: "clean")
        cleanRequest.cacheMode = .off
        try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
        #expect(await SiteBuild(cleanRequest).run().succeeded)
        #expect(files("public") == files("clean"), "\(path): differs from a clean build")
        return report
    }

    /// The site as the project holds it now.
    func loadedSite() async throws -> Site {
        guard case .success(let loaded) = await SiteBuild(request()).load() else { throw CancellationError() }
        return loaded.site
    }

    /// On a split checklist an edit renders only the checklist page of the edited page's group, and the index
    /// only when a count it shows changes; a group that loses its last rule loses its page.
    @Test func aSplitChecklistRedoesOnlyTheEditedGroup() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Above the site's 21 rules, below each group's (so no group is cut into parts).
        try write("precept.yml", "checklist:\n  split_above: 12\n")
        func text(_ title: String, rules: Int) -> String {
            "# \(title)\n\nText.\n" + (rules > 0 ? "\n## Rules\n\n" + (0..<rules).map { "- **Keep \(title) \($0).** Why.\n" }.joined() : "")
        }
        // More than 60 pages, so a title shows only in its own group's navigation.
        for group in ["a", "b", "c"] {
            for number in 0..<25 {
                try write("content/\(group)/p\(number).md", text("\(group.uppercased()) \(number)", rules: number % 5 == 0 ? 2 : 0))
            }
        }
        try write("content/c/p0.md", text("C 0", rules: 1))
        for number in [5, 10, 15, 20] { try write("content/c/p\(number).md", text("C \(number)", rules: 0)) }
        var session = Session()
        _ = try await session.rebuild(request(), changed: [])
        #expect(ViewModelBuilder(site: try await loadedSite(), generator: "").checklistLayout.pagePaths.count == 3)

        func edit(_ path: String, _ body: String) async throws -> BuildReport {
            try await editAndCompare(path, body, session: &session)
        }
        func checklists(_ report: BuildReport) -> [String] { report.writtenPaths.filter { $0.hasPrefix("checklist") } }
        // A new title of a page with rules (its rules' leads name it): its group's page, and the index only for
        // the rules' new hashes (`reviewHashes`, the site-wide review progress), no count having changed.
        var report = try await edit("content/b/p5.md", text("B renamed", rules: 2))
        #expect(checklists(report) == ["checklist.html", "checklist/b.html"] && report.deletedPaths.isEmpty)
        // A body edit shows on no checklist page.
        report = try await edit("content/a/p0.md", text("A 0", rules: 2) + "\nMore.\n")
        #expect(checklists(report).isEmpty)
        // A rule more: the group's page and the index's counts.
        report = try await edit("content/a/p1.md", text("A 1", rules: 1))
        #expect(checklists(report) == ["checklist.html", "checklist/a.html"])
        // The last rule of group c goes: its page goes, and the index no longer lists it.
        report = try await edit("content/c/p0.md", text("C 0", rules: 0))
        #expect(report.deletedPaths == ["checklist/c.html"] && checklists(report) == ["checklist.html"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public/checklist/c.html").path))
        // And comes back.
        report = try await edit("content/c/p0.md", text("C 0", rules: 1))
        #expect(checklists(report) == ["checklist.html", "checklist/c.html"])
    }

    /// A group cut into parts: an edit renders only the part that lists the edited page, unless the parts'
    /// boundaries move; the index follows counts and titles. After each edit the output equals a clean build.
    @Test func aGroupInPartsRedoesOnlyTheEditedPart() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "checklist:\n  split_above: 6\n")
        func text(_ title: String, rules: Int, word: String = "Keep") -> String {
            "# \(title)\n\nText.\n"
                + (rules > 0 ? "\n## Rules\n\n" + (0..<rules).map { "- **\(word) \(title) \($0).** Why.\n" }.joined() : "")
        }
        // P00…P29 in one folder; every third page has 2 rules: parts of three such pages (6 rules) each. More
        // than 60 pages, so a title shows only in its own group's navigation.
        for number in 0..<40 { try write("content/misc/m\(number).md", text("M \(number)", rules: 0)) }
        for number in 0..<30 {
            let title = "P" + (number < 10 ? "0" : "") + String(number)
            try write("content/all/\(title.lowercased()).md", text(title, rules: number % 3 == 0 ? 2 : 0))
        }
        var session = Session()
        _ = try await session.rebuild(request(), changed: [])
        let before = ViewModelBuilder(site: try await loadedSite(), generator: "").checklistLayout
        #expect(
            before.pagePaths == [
                "checklist/all.html", "checklist/all-part-2.html", "checklist/all-part-3.html", "checklist/all-part-4.html",
            ])

        func edit(_ path: String, _ body: String) async throws -> BuildReport {
            try await editAndCompare(path, body, session: &session)
        }
        func checklists(_ report: BuildReport) -> [String] { report.writtenPaths.filter { $0.hasPrefix("checklist") } }
        // New wording of P12's rules (P09, P12, P15 are part 2): that part, and the index for the rules' new
        // hashes (`reviewHashes`).
        var report = try await edit("content/all/p12.md", text("P12", rules: 2, word: "Mind"))
        #expect(checklists(report) == ["checklist.html", "checklist/all-part-2.html"])
        // A rule more on P03: part 1 is over the threshold, every boundary after it moves.
        report = try await edit("content/all/p03.md", text("P03", rules: 3))
        #expect(Set(checklists(report)).isSuperset(of: ["checklist.html", "checklist/all.html", "checklist/all-part-2.html"]))
        // A new title for the last page of the last part: that part, and the index that names it.
        report = try await edit("content/all/p27.md", text("P27 renamed", rules: 2))
        #expect(checklists(report) == ["checklist.html", before.pagePaths[3]])
        // A new title for a page in the middle of a part (P06, P09, P12 since P03's rule): that part, and the
        // index for its rules' new hashes (their leads name the page).
        report = try await edit("content/all/p09.md", text("P09 renamed", rules: 2))
        #expect(checklists(report) == ["checklist.html", "checklist/all-part-2.html"])
    }

    @Test func aBodyEditRewritesThePageItsCopiesAndItsSearchEntryOnly() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for number in 0..<30 { try write("content/p\(number).md", "# Page \(number)\n\nText \(number).\n") }
        var session = Session()
        _ = try await session.rebuild(request(), changed: [])
        try write("content/p7.md", "# Page 7\n\nText 7.\n\nAnd a new word: zebra.\n")
        let (report, path) = try await session.rebuild(request(), changed: ["content/p7.md"])
        #expect(path == .fast)
        #expect(report.reusedDeclarations, "the other pages' declarations are the last build's")
        // The page, its Markdown copy and llms-full.txt, which holds the copy; not llms.txt, whose line about the page is the same.
        let own: Set = ["p7.html", "p7.md", "llms-full.txt"]
        #expect(own.isSubset(of: Set(report.writtenPaths)), "\(report.writtenPaths)")
        #expect(report.writtenPaths.allSatisfy { own.contains($0) || $0.hasPrefix("search/") }, "\(report.writtenPaths)")
        // Of the record packs, only the one holding p7's record.
        #expect(report.writtenPaths.filter { $0.hasPrefix("search/p/") }.count == 1, "\(report.writtenPaths)")
    }
}
