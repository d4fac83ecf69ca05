import Foundation
import Templates
import TestSupport
import Testing

@testable import SiteBuilder
@testable import SiteModel
@testable import SiteRendering

/// The views that make their own template values (`TemplateValueConvertible`) must make exactly what the
/// general encoder makes of their `Encodable` conformance, or a template would render differently.
@Suite struct ViewTemplateValueTests {
    /// What the encoder makes of `value` without any view's own conversion.
    func encoded(_ value: some Encodable) throws -> TemplateValue {
        try TemplateValueEncoder(usesConversions: false).encode(value)
    }

    func expectSame(_ value: some Encodable & TemplateValueConvertible, _ comment: String) throws {
        let made = value.makeTemplateValue()
        let expected = try encoded(value)
        #expect(made == expected, "\(comment)")
        // The default encoder takes the conversion, at the top and nested.
        #expect(try TemplateValueEncoder().encode(value) == expected, "\(comment)")
        #expect(try TemplateValueEncoder().encode([value]) == .list([expected]), "\(comment)")
    }

    @Test func everySampleConvertsAsTheEncoderWould() throws {
        var converted = 0
        for type in ViewModelDocumentation.viewTypes {
            guard let sample = type.sample as? any Encodable & TemplateValueConvertible else { continue }
            try expectSame(sample, "\(type)")
            converted += 1
        }
        #expect(converted >= 10)
        try expectSame(PageView(common: .sample, fields: GuidelinePageView.sample, body: "<p>Body</p>"), "page view")
        try expectSame(PageView(common: .sample, fields: GuidelinePageView.sample), "page view without a body")
        try expectSame(ChecklistPageView.sample, "checklist page")
        try expectSame(ChecklistSectionView.sample, "checklist section")
    }

    /// Every guideline page and checklist entry of the messy fixture site and the bundled content, as a build
    /// makes their views.
    @Test(arguments: ["messy", "bundled"])
    func realSitesConvertAsTheEncoderWould(_ name: String) async throws {
        let root =
            name == "messy"
            ? FixtureSite.url("messy-site")
            : FixtureSite.fixturesDirectory.deletingLastPathComponent().deletingLastPathComponent()
        var request = BuildRequest(projectRoot: root, mode: .check)
        request.cacheMode = .off
        guard case .success(let loaded) = await SiteBuild(request).load() else {
            Issue.record("\(name): the site did not load")
            return
        }
        let views = ViewModelBuilder(site: loaded.site, generator: "Precept test")
        var pages = 0
        for group in loaded.site.groups {
            for (index, page) in group.pages.enumerated() {
                let previous = index > 0 ? group.pages[index - 1] : nil
                let next = index + 1 < group.pages.count ? group.pages[index + 1] : nil
                try expectSame(views.guideline(page, previous: previous, next: next, group: group), page.id)
                if let checklist = ViewModelBuilder.checklistPage(page, group: group) { try expectSame(checklist, page.id) }
                pages += 1
            }
        }
        #expect(pages >= 5)
    }

    /// Generated views: every optional present or not, empty and non-ASCII text, nested tables of contents
    /// and front-matter values of every shape.
    @Test func generatedViewsConvertAsTheEncoderWould() throws {
        var random = SplitMix64(state: 0x7E57)
        func text() -> String {
            ["", "Color", "Ünïcödé «x»", "a & b <c>", "色彩", "\"quoted\"", "line\nbreak"].randomElement(using: &random)!
        }
        func maybe() -> String? { Bool.random(using: &random) ? text() : nil }
        func texts() -> [String] { (0..<Int.random(in: 0...3, using: &random)).map { _ in text() } }
        func frontMatter(depth: Int) -> FrontMatterValue {
            switch Int.random(in: 0..<(depth > 2 ? 3 : 5), using: &random) {
            case 0: return .string(text())
            case 1: return .bool(Bool.random(using: &random))
            case 2: return .null
            case 3: return .list((0..<Int.random(in: 0...3, using: &random)).map { _ in frontMatter(depth: depth + 1) })
            default:
                return .object(
                    Dictionary(
                        (0..<Int.random(in: 0...3, using: &random)).map { ("k\($0)", frontMatter(depth: depth + 1)) },
                        uniquingKeysWith: { first, _ in first }))
            }
        }
        func link() -> LinkView { LinkView(title: text(), url: text(), lang: maybe()) }
        func rule() -> RuleView {
            RuleView(
                id: text(), anchor: text(), lead: text(), body: text(), kind: text(), kindLabel: text(), kindIcon: text(),
                hash: text(), url: text(), section: maybe())
        }
        func toc(depth: Int) -> TocEntryView {
            TocEntryView(
                id: text(), title: text(),
                children: depth > 1 ? [] : (0..<Int.random(in: 0...2, using: &random)).map { _ in toc(depth: depth + 1) })
        }
        for round in 0..<300 {
            let info = PageInfoView(
                id: text(), title: text(), description: maybe(), summary: maybe(), group: text(), groupId: text(),
                platforms: texts(), availability: maybe(), reviewed: maybe(), lastUpdated: maybe(), lastUpdatedISO: maybe(),
                editURL: maybe(), source: maybe(), hig: maybe(), docs: maybe(),
                alsoCalled: texts(),
                extra: Dictionary((0..<Int.random(in: 0...3, using: &random)).map { ("x\($0)", frontMatter(depth: 0)) }) { a, _ in a })
            let fields = GuidelinePageView(
                page: info, content: text(), toc: (0..<Int.random(in: 0...3, using: &random)).map { _ in toc(depth: 0) },
                hasToc: Bool.random(using: &random), changeLog: [ChangeLogView(date: text(), changes: text())],
                hasChangeLog: Bool.random(using: &random), hasPlatforms: Bool.random(using: &random),
                hasMeta: Bool.random(using: &random), hasAlsoCalled: Bool.random(using: &random),
                hasRelated: Bool.random(using: &random), hasReferences: Bool.random(using: &random),
                related: (0..<Int.random(in: 0...2, using: &random)).map { _ in link() },
                rules: (0..<Int.random(in: 0...3, using: &random)).map { _ in rule() }, hasRules: Bool.random(using: &random),
                ruleCount: Int.random(in: -1...100_000, using: &random), rulesData: text(),
                previous: Bool.random(using: &random) ? link() : nil,
                next: Bool.random(using: &random) ? link() : nil)
            let nav = [
                NavGroupView(
                    title: text(), id: text(), url: text(), current: Bool.random(using: &random), expanded: true,
                    pageCount: Int.random(in: 0...500, using: &random), pageCountText: text(),
                    pages: [NavPageView(title: text(), url: text(), current: Bool.random(using: &random), lang: maybe())],
                    isPartial: Bool.random(using: &random), pageCountLabel: text(), allPagesLabel: text())
            ]
            let common = CommonPageView(
                site: SiteView(title: text(), description: maybe(), baseURL: maybe(), language: text(), generator: text()),
                root: text(), home: text(), assets: text(), kind: text(), isGuideline: true, isIndex: false, isChecklist: false,
                isNotFound: false,
                title: text(), language: text(), strings: try encoded([text(): text()]), stringsScript: text(), nav: try encoded(nav),
                navIsPartial: Bool.random(using: &random),
                navGroupCount: Int.random(in: 0...500, using: &random), navGroupCountText: text(),
                hasChecklist: Bool.random(using: &random),
                searchPages: maybe(), navLanguage: text()
            )
            try expectSame(nav[0], "round \(round): navigation group")
            try expectSame(PageView(common: common, fields: fields, body: maybe()), "round \(round)")
            try expectSame(
                ChecklistPageView(
                    id: text(), title: text(), url: text(), group: text(), platforms: texts(), platformKeys: text(),
                    ruleCount: Int.random(in: 0...50, using: &random),
                    sections: [ChecklistSectionView(title: text(), url: text(), rules: [rule(), rule()])]),
                "round \(round): checklist page")
        }
    }
}
