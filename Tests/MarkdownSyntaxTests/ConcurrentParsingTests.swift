import Diagnostics
import Testing

@testable import MarkdownSyntax

/// libcmark-gfm keeps state shared by every parser of the process (the extensions' special inline characters, added
/// and removed around each parse, and the extension registry). Pages parsed in one process at once must still come
/// out as they do one at a time: no crash, no strikethrough, autolink or table lost to another parse.
@Suite struct ConcurrentParsingTests {
    private static let markdown = """
        # Title

        Some ~~old~~ text, www.example.com and https://example.org/a?b=c, *soft* and **strong**.

        | Name | Light |
        | ---- | ----- |
        | Red  | ~~#FF3B30~~ #FF383C |
        | Blue | `#0088FF` see www.example.net |

        - [x] done ~~item~~
        - [ ] open

        """

    private static func render() -> String {
        let source = SourceText(path: "t.md", text: markdown)
        return HTMLRenderer().render(MarkdownParser().parse(markdown, source: source), source: source).html
    }

    @Test func pagesParsedAtOnceComeOutAsWhenParsedAlone() async {
        let alone = Self.render()
        #expect(alone.contains("<del>old</del>"))
        #expect(alone.contains("<table"))
        #expect(alone.contains("href=\"http://www.example.com\""))
        let differing = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var differing = 0
                    for _ in 0..<300 where Self.render() != alone { differing += 1 }
                    return differing
                }
            }
            return await group.reduce(0, +)
        }
        #expect(differing == 0, "renders that differed from the one made alone")
    }
}
