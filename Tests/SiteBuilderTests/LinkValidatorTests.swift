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
}
