import Foundation
import Testing

@testable import MarkdownSyntax

/// Raw HTML cannot take the theme's element ids, and fetches nothing when the page loads (issue 47, defect 7).
@Suite struct HTMLSanitizerPageTests {
    @Test(arguments: [
        ("<div id=\"precept-strings\">{}</div>", "<div>{}</div>", "id \"precept…\""),
        ("<p id=\"search\">x</p>", "<p>x</p>", "id \"search\""),
        ("<p id=\"main\" class=\"a\">x</p>", "<p class=\"a\">x</p>", "id \"main\""),
        ("<p id=\"Precept-Nav\">x</p>", "<p>x</p>", "id \"precept…\""),
        ("<p id=\"&#112;recept-strings\">x</p>", "<p>x</p>", "id \"precept…\""),
        ("<p id=\"precept&eacute;\">x</p>", "<p>x</p>", "id \"precept…\""),
        ("<p id=\"search-status\">x</p>", "<p>x</p>", "id \"search-…\""),
        ("<p id=\"review-note-1-box\">x</p>", "<p>x</p>", "id \"review-…\""),
    ])
    func theThemesIdsAreRefused(input: String, expected: String, removed: String) {
        let result = HTMLSanitizer.sanitize(input)
        #expect(result.html == expected)
        #expect(result.removed == [removed])
    }

    @Test func otherIdsStay() {
        let result = HTMLSanitizer.sanitize("<p id=\"my-notes\">a</p><p id=\"searching\">b</p><p id=\"caf&eacute;\">c</p>")
        #expect(result.html == "<p id=\"my-notes\">a</p><p id=\"searching\">b</p><p id=\"caf&eacute;\">c</p>")
        #expect(result.removed.isEmpty)
    }

    /// A source the browser would fetch from another host when the page loads.
    @Test(arguments: [
        "https://example.com/a.png", "http://example.com/a.png", "HTTPS://example.com/a.png", " https://example.com/a.png",
        "http:example.com/a.png", "//example.com/a.png", "/\\example.com/a.png", "\\\\example.com/a.png", "\\/example.com/a.png",
        "&sol;&sol;example.com/a.png", "&#47;/example.com/a.png", "ht&#x74;ps://example.com/a.png", "/&Tab;/example.com/a.png",
        "&bsol;&bsol;example.com/a.png",
    ])
    func remoteImageSourcesAreRemoved(source: String) {
        let result = HTMLSanitizer.sanitize("<img src=\"\(source)\" alt=\"a\">")
        #expect(result.html == "<img alt=\"a\">")
        #expect(result.removed == ["remote image source"])
    }

    @Test func localSourcesAndRemoteLinksStay() {
        let input = "<img src=\"images/a.png\"><img src=\"/a.png\"><a href=\"https://example.com/\">x</a><a href=\"//example.com/\">y</a>"
        let result = HTMLSanitizer.sanitize(input)
        #expect(result.html == input)
        #expect(result.removed.isEmpty)
    }

    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("templates")

    /// Ids the theme's templates and scripts write or look up: `(literal, isPrefix)`, where a prefix is the literal
    /// part of an id that goes on with a value (`checklist-{{id}}`, `"review-note-" + n`).
    static func themeIDs() throws -> [(String, Bool)] {
        let patterns = [
            #"\bid=\\?"([A-Za-z][^"\\{]*)(\\?"|\{\{|")"#,  // id="x" in a template, id=\"x\" in a script's markup string
            #"\bid: "([^"]+)"( \+)?"#,  // el("input", { id: "review-reviewer" })
            #"[A-Za-z]Id = "([^"]+)"( \+)?"#,  // var noteId = "review-note-" + …
            #"getElementById\("([^"]+)"\)"#, ##"querySelector(?:All)?\("#([A-Za-z][\w-]*)"\)"##,
        ]
        let regexes = try patterns.map { try NSRegularExpression(pattern: $0) }
        var found: [(String, Bool)] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".mustache") || $0.hasSuffix(".js") }
        for file in files {
            let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for regex in regexes {
                for match in regex.matches(in: text, range: range) {
                    let id = String(text[Range(match.range(at: 1), in: text)!])
                    let tail = match.numberOfRanges > 2 ? Range(match.range(at: 2), in: text).map { String(text[$0]) } : nil
                    // A script's `id=\"search-r" + n` ends its literal with a bare quote: the rest is a value.
                    let isPrefix = tail == " +" || tail == "{{" || (tail == "\"" && file.hasSuffix(".js"))
                    found.append((id, isPrefix))
                }
            }
        }
        return found
    }

    /// Fails when the theme gains an id that `ThemeIDs` does not list.
    @Test func everyIdOfTheThemeIsReserved() throws {
        let ids = try Self.themeIDs()
        // The reading finds the ids it should: a guard against a pattern that matches nothing.
        for expected in ["precept-strings", "search", "main", "index-filter-input", "search-hint", "review-reviewer"] {
            #expect(ids.contains { $0.0 == expected && !$0.1 }, "\(expected) not found in templates/")
        }
        #expect(ids.contains { $0.0 == "review-note-" && $0.1 })
        #expect(ids.contains { $0.0 == "checklist-" && $0.1 })
        for (id, isPrefix) in ids {
            if isPrefix {
                #expect(ThemeIDs.reservedEntry(for: id + "1") != nil, "the theme's ids starting \(id) are not reserved")
            } else {
                #expect(ThemeIDs.reservedEntry(for: id) != nil, "the theme's id \(id) is not reserved")
            }
        }
    }
}
