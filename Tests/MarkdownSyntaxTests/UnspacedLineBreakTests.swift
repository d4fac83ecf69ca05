import Diagnostics
import Testing

@testable import MarkdownSyntax

/// A hard-wrapped Chinese or Japanese paragraph reads as the author wrote it: its line breaks add no spaces, while
/// Korean, Latin and mixed breaks keep theirs.
@Suite struct UnspacedLineBreakTests {
    func html(_ markdown: String) -> String {
        let source = SourceText(path: "page.md", text: markdown)
        return HTMLRenderer(options: .init()).render(MarkdownParser().parse(markdown, source: source), source: source).html
    }

    @Test func chineseAndJapaneseBreaksJoin() {
        #expect(html("界面里的颜色应该好看又清楚。\n为了沟通，请使用系统颜色。\n").contains("<p>界面里的颜色应该好看又清楚。为了沟通，请使用系统颜色。</p>"))
        #expect(html("システムカラーは画面の外観に\n合わせて変わります。\n").contains("<p>システムカラーは画面の外観に合わせて変わります。</p>"))
        #expect(html("请使用系统提供的（动态）\n颜色\n").contains("<p>请使用系统提供的（动态）颜色</p>"))
    }

    @Test func koreanLatinAndMixedBreaksStay() {
        #expect(html("시스템 색상은 화면 모드와\n설정에 따라 바뀝니다.\n").contains("<p>시스템 색상은 화면 모드와\n설정에 따라 바뀝니다.</p>"))
        #expect(html("Use system\ncolors.\n").contains("<p>Use system\ncolors.</p>"))
        #expect(html("在代码里请使用 SwiftUI\n颜色\n").contains("<p>在代码里请使用 SwiftUI\n颜色</p>"))
        #expect(html("这一节讲的是系统的颜色\nColor\n").contains("<p>这一节讲的是系统的颜色\nColor</p>"))
    }

    @Test func shortLinesStayApart() {
        // A table flattened to one value per line: not prose, so its breaks are kept.
        #expect(html("系统颜色示例页面，表格被压平成逐行文本。\n默认\n浅色\n深色\n").contains("文本。\n默认\n浅色\n深色</p>"))
        // A short last line is still prose.
        #expect(html("颜色可以表明状态、区分层级。\n好的。\n").contains("<p>颜色可以表明状态、区分层级。好的。</p>"))
    }

    @Test func aBreakBesideEmphasisJoinsByTheTextItShows() {
        #expect(html("**颜色应该好看，也要清楚**\n为了沟通\n").contains("<p><strong>颜色应该好看，也要清楚</strong>为了沟通</p>"))
        #expect(html("更多内容请看这一页：\n[颜色](color.md)\n").contains("<p>更多内容请看这一页：<a href=\"color.html\">颜色</a></p>"))
        #expect(html("**Color for everyone**\n应该好看\n").contains("<p><strong>Color for everyone</strong>\n应该好看</p>"))
    }
}
