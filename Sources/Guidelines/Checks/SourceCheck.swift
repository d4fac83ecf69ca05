import Diagnostics

/// A check over a page's raw text, for defects Markdown parsing silently accepts.
package protocol SourceCheck: Sendable {
    func check(_ source: SourceText, input: PageSource) -> [Diagnostic]
}

/// The checks every page goes through, in order.
package enum SourceChecks {
    package static let all: [any SourceCheck] = [EncodingCheck(), PatchFileCheck(), HeadingSpaceCheck()]
}
