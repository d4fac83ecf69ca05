import MarkdownSyntax
import Testing

@testable import Guidelines

private func rules(_ markdown: String) -> [Rule] {
    let page = PageProcessor().process(PageSource(relativePath: "g/motion.md", displayPath: "content/g/motion.md", text: markdown)).page
    return page?.rules ?? []
}

@Suite struct RuleExtractorTests {
    @Test func listItemsUnderRuleHeadingsAreRules() throws {
        let found = rules(
            """
            ---
            id: motion
            ---
            # Motion

            ## Rules

            - **Never animate for decoration.** Movement should explain a change.
            - Keep transitions under 300 ms. Longer ones feel slow.

            ## Pitfalls

            - Bouncing every button on tap.

            ## Notes

            - Plain items here are not rules.
            """)
        #expect(found.map(\.lead) == ["Never animate for decoration.", "Keep transitions under 300 ms.", "Bouncing every button on tap."])
        #expect(found.map(\.kind) == [.mustNot, .guidance, .avoid])
        #expect(found[0].id == "motion/never-animate-for-decoration")
        #expect(found[0].anchor == "rule-never-animate-for-decoration")
        #expect(found[0].body == "Movement should explain a change.")
        #expect(found[1].body == "Longer ones feel slow.")
        #expect(found[2].section == "Pitfalls")
        #expect(found[2].sectionAnchor == "pitfalls")
    }

    @Test func boldLeadParagraphsAnywhereAreRulesButLabelsAreNot() {
        let found = rules(
            """
            # Motion

            ## Best practices

            **Prefer short, direct movement.** People follow a straight path more easily.

            **Note:** This is a label, not a rule.

            **Bold with nothing after it**

            - **Avoid looping animations.** They pull attention from the task.
            """)
        #expect(found.map(\.lead) == ["Prefer short, direct movement.", "Avoid looping animations."])
        #expect(found.map(\.kind) == [.prefer, .avoid])
        #expect(found.allSatisfy { $0.section == "Best practices" })
    }

    /// Bold leads as Chinese, Japanese and Korean authors write them, with no space after the closing punctuation.
    @Test func cjkBoldLeadsWithoutASpaceAreRules() {
        let found = rules(
            """
            # 颜色

            ## 最佳实践

            **不要硬编码颜色值。**请通过名称取用系统颜色。

            **「名前」で指定する。**値は変わります。

            **색상만으로 구분하지 마세요(중요).**아이콘도 함께 쓰세요.
            """)
        #expect(found.map(\.lead) == ["不要硬编码颜色值。", "「名前」で指定する。", "색상만으로 구분하지 마세요(중요)."])
        #expect(found.first?.kind == .mustNot)
    }

    @Test(arguments: [
        ("Never use red alone.", Rule.Kind.mustNot), ("Don’t stack alerts.", .mustNot), ("Do not hide errors.", .mustNot),
        ("Avoid jargon.", .avoid), ("Always label icons.", .must), ("Make sure focus is visible.", .must),
        ("Ensure 4.5:1 contrast.", .must), ("Use system fonts.", .must), ("Users notice motion.", .guidance),
        ("Consider larger targets.", .prefer), ("Prefer plain words.", .prefer), ("不要硬编码颜色值。", .mustNot),
    ])
    func kindsComeFromTheLead(lead: String, kind: Rule.Kind) {
        #expect(RuleKindClassifier.kind(lead: lead, heading: nil) == kind)
    }

    @Test func theHashChangesWhenTheTextChangesAndIdsStayUnique() {
        let first = rules("## Rules\n\n- **Use short labels.** One or two words.\n- **Use short labels.** Again.\n")
        let edited = rules("## Rules\n\n- **Use short labels.** One to three words.\n")
        #expect(first.map(\.id) == ["g/motion/use-short-labels", "g/motion/use-short-labels-2"])
        #expect(first[0].id == edited[0].id)
        #expect(first[0].textHash != edited[0].textHash)
        #expect(RuleExtractor.hash("") == "cbf29ce484222325")
    }

    @Test func rulesGetAnchorsInTheBody() throws {
        let page = try #require(
            PageProcessor().process(
                PageSource(
                    relativePath: "m.md", displayPath: "m.md",
                    text: "# M\n\n**Use clear verbs.** Say what happens.\n\n## Rules\n\n- Keep it short.\n")
            ).page)
        #expect(page.bodyHTML.contains("<p id=\"rule-use-clear-verbs\" class=\"rule rule-must\"><strong>Use clear verbs.</strong>"))
        #expect(page.bodyHTML.contains("<li id=\"rule-keep-it-short\" class=\"rule rule-guidance\">Keep it short.</li>"))
    }
}
