import Diagnostics
import Testing

@testable import Guidelines

private func process(_ text: String, path: String = "guides/sample.md") -> PageResult {
    PageProcessor().process(PageSource(relativePath: path, displayPath: "content/" + path, text: text))
}

@Suite struct PageProcessorTests {
    @Test func closedFrontMatterGivesTypedFieldsAndTitle() throws {
        let result = process(
            """
            ---
            id: motion
            title: Motion | Acme Guidelines
            description: Movement with a purpose.
            platforms: [iOS, visionOS]
            reviewed: 2026-04-02
            weight: 3
            team: Interaction
            ---

            # Motion

            Animate to explain, never to decorate.

            ## Timing

            ### Short moves
            """)
        let page = try #require(result.page)
        #expect(result.diagnostics.isEmpty)
        #expect(page.id == "motion")
        #expect(page.title == "Motion")
        #expect(page.description == "Movement with a purpose.")
        #expect(page.summary == "Animate to explain, never to decorate.")
        #expect(page.metadata.platforms == ["iOS", "visionOS"])
        #expect(page.metadata.weight == 3)
        #expect(page.metadata.extra["team"]?.scalarText == "Interaction")
        #expect(page.sections.map(\.id) == ["timing"])
        #expect(page.sections[0].children.map(\.title) == ["Short moves"])
        #expect(page.source.outputPath == "guides/sample.html")
        #expect(page.source.folder == "guides")
    }

    @Test func withoutFrontMatterThePageBuildsFromItsH1() throws {
        let page = try #require(process("# Sliders\n\nPick a value from a range.\n").page)
        #expect(page.title == "Sliders")
        #expect(page.id == "guides/sample")
        #expect(!page.bodyHTML.contains("<h1"))
    }

    @Test func withoutTitleOrH1TheFileNameIsUsedWithAWarning() throws {
        let result = process("Just text.\n", path: "misc/date-pickers.md")
        #expect(result.page?.title == "Date pickers")
        #expect(result.diagnostics.map(\.id) == ["page.missing-title"])
    }

    @Test func unclosedFrontMatterIsReadWithAWarningAndLinesStayTrue() throws {
        let result = process(
            """
            ---
            title: "Menus | Imported"
            source: https://docs.example.com/menus

            # Menus

            Menus list commands. Broken [link](javascript:void(0)).
            """)
        let page = try #require(result.page)
        #expect(page.title == "Menus")
        #expect(page.metadata.source == "https://docs.example.com/menus")
        let ids = result.diagnostics.map(\.id)
        #expect(ids.contains("frontmatter.unclosed"))
        let unsafe = try #require(result.diagnostics.first { $0.id == "links.unsafe-scheme" })
        #expect(unsafe.location?.line == 7)
        #expect(unsafe.location?.column == 29)
    }

    @Test func laterH1sAreReported() throws {
        let result = process("# One\n\ntext\n\n# Two\n\n# Three\n")
        let diagnostic = try #require(result.diagnostics.first { $0.id == "markdown.multiple-h1" })
        #expect(diagnostic.location?.line == 5)
        #expect(diagnostic.message.contains("3 top-level headings"))
    }

    @Test func alsoCalledRelatedAndChangeLogAreExtracted() throws {
        let page = try #require(
            process(
                """
                # Contrast

                How readable text stays.

                Also called: contrast ratio, WCAG, legibility.

                ## Related

                [Color](../foundations/color.md), [Type](type.md#sizes), [Spec](https://example.com/spec)

                ## Change log

                | Date | Changes |
                |---|---|
                | June 1, 2026 | Added dark values. |
                """
            ).page)
        #expect(page.alsoCalled == ["contrast ratio", "WCAG", "legibility"])
        // The theme shows the synonyms beside the title; the body does not say them a second time.
        #expect(!page.bodyHTML.contains("Also called"))
        #expect(page.bodyHTML.contains("<p>How readable text stays.</p>"))
        #expect(page.summary == "How readable text stays.")
        #expect(page.related.map(\.href) == ["../foundations/color.html", "type.html#sizes", "https://example.com/spec"])
        #expect(page.related.map(\.title) == ["Color", "Type", "Spec"])
        #expect(page.changeLog == [ChangeLogEntry(date: "June 1, 2026", changes: "Added dark values.", line: 15)])
    }

    @Test func hugeOrDeepPagesDoNotCrash() {
        let deep = String(repeating: "- ", count: 3000) + "x\n"
        let result = process(deep)
        #expect(result.page != nil)
        #expect(result.diagnostics.contains { $0.id == "markdown.too-deep" })
    }
}

@Suite struct TaskItemTests {
    @Test func taskItemsAreCollectedWithTheHeadingTheyAreUnder() throws {
        let page = try #require(
            process(
                """
                # Forms

                - [ ] Before any heading

                ## Labels

                - [x] Every field has a **visible** label
                  - [ ] Nested item
                - A plain item is not a task

                ### Errors

                #### Details

                - [ ] Errors say how to fix them
                """
            ).page)
        #expect(
            page.tasks == [
                TaskItem(text: "Before any heading", checked: false, sectionId: nil, sectionTitle: nil),
                TaskItem(text: "Every field has a visible label", checked: true, sectionId: "labels", sectionTitle: "Labels"),
                TaskItem(text: "Nested item", checked: false, sectionId: "labels", sectionTitle: "Labels"),
                TaskItem(text: "Errors say how to fix them", checked: false, sectionId: "errors", sectionTitle: "Errors"),
            ])
    }
}
