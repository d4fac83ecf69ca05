import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteModel

/// Link paths are percent-decoded before they are resolved; the check skips Foundation for paths without `%`.
@Suite struct LinkValidatorTests {
    @Test(arguments: [
        "plain.md", "folder/page.md", "Space%20name.md", "%E9%A2%9C%E8%89%B2.md", "bad%zz.md", "half%2", "100%", "颜色.md", "",
        "a+b.md", "%2e%2e/up.md",
    ])
    func percentDecodingIsFoundationsWithAShortcut(path: String) {
        #expect(LinkValidator.percentDecoded(path) == (path.removingPercentEncoding ?? path))
    }

    @Test func escapesAreDecoded() {
        #expect(LinkValidator.percentDecoded("Space%20name.md") == "Space name.md")
        #expect(LinkValidator.percentDecoded("%E9%A2%9C%E8%89%B2.md") == "颜色.md")
        #expect(LinkValidator.percentDecoded("bad%zz.md") == "bad%zz.md", "an escape that does not decode stays as written")
    }

    @Test(
        arguments: [
            ("page.md", "", "page.md"),
            ("page.md", "guides/color", "guides/color/page.md"),
            ("../page.md", "guides/color", "guides/page.md"),
            ("../../page.md", "guides/color", "page.md"),
            ("./a/./b/../c.md", "guides", "guides/a/c.md"),
            ("a//b.md", "x", "x/a/b.md"),
            ("/top/page.md", "guides/color", "top/page.md"),
            ("/../x.md", "guides", nil),
            ("../x.md", "", nil),
            ("../../../x.md", "a/b", nil),
            ("..", "a/b", "a"),
            (".../x.md", "a", "a/.../x.md"),
            ("..a/x.md", "a", "a/..a/x.md"),
            ("颜色/../颜色.md", "指南", "指南/颜色.md"),
            ("", "a/b", "a/b"),
            ("folder/", "a", "a/folder"),
        ] as [(String, String, String?)])
    func relativePathsResolveFromTheirFolder(path: String, directory: String, expected: String?) {
        #expect(LinkValidator.resolve(path, from: directory) == expected)
    }
}
