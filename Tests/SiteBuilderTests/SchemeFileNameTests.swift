import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// Pages and folders named like URL schemes (issue 24: `content/javascript:alert(document.domain);x.md` became
/// `href="javascript:…"` in the index, the navigation, previous/next and search, in both `unsafe_html` modes).
/// Every link the site writes must be a relative path or an allowed scheme, and such a page must still be
/// built and reachable from the links that name it.
@Suite struct SchemeFileNameTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-schemes-\(UUID().uuidString)")
    var output: URL { root.appendingPathComponent("public") }

    static let scriptPage = "javascript:alert(document.domain);x"
    static let scriptFolder = "javascript:alert(1);y"

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Pages before and after the script-named page, a folder named like a script with pages in it (one itself
    /// named like a scheme), and names with characters a URL path must encode.
    func site(unsafeHTML: Bool) throws {
        try write("precept.yml", "title: Schemes\nunsafe_html: \(unsafeHTML)\n")
        try write("content/a.md", "# Alpha\n\nFirst.\n")
        try write("content/\(Self.scriptPage).md", "# Script page\n\nThe page named like a script.\n")
        try write("content/z.md", "# Zulu\n\nLast.\n")
        try write("content/\(Self.scriptFolder)/inner.md", "# Inner\n\nIn the folder named like a script.\n")
        try write("content/\(Self.scriptFolder)/vbscript:msgbox(1).md", "# VB\n\nAnother scheme.\n")
        try write("content/odd/100% #1?.md", "# Odd\n\nA percent, a hash and a question mark.\n")
        try write("content/odd/données.md", "# Données\n\nNon-ASCII stays as it is.\n")
    }

    /// Every `href`, `src` and `action` value of an HTML file, entities decoded.
    static func links(in html: String) -> [String] {
        let pattern = #/(?i)\s(?:href|src|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/#
        return html.matches(of: pattern).map { match in
            let raw = String(match.output.1 ?? match.output.2 ?? match.output.3 ?? "")
            return raw.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The scheme a browser would read from `link`, if any.
    static func scheme(of link: String) -> String? {
        let squeezed = String(String.UnicodeScalarView(link.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
        guard let match = squeezed.firstMatch(of: #/^([A-Za-z][A-Za-z0-9+.\-]*):/#) else { return nil }
        return match.output.1.lowercased()
    }

    func htmlFiles() -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: output.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".html"), let text = try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8) {
                files[path] = text
            }
        }
        return files
    }

    /// The output file a relative link on the page at `page` leads to, or nil when it leads to none.
    func target(of link: String, from page: String) -> String? {
        var path = link
        if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
        guard !path.isEmpty, let decoded = path.removingPercentEncoding else { return nil }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        let resolved = parts.joined(separator: "/")
        return FileManager.default.fileExists(atPath: output.appendingPathComponent(resolved).path) ? resolved : nil
    }

    @Test(arguments: [false, true])
    func pagesNamedLikeSchemesAreLinkedByRelativePathsOnly(unsafeHTML: Bool) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site(unsafeHTML: unsafeHTML)
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded, "\(report.fatalError ?? "") \(report.diagnostics.diagnostics.map(\.message))")
        #expect(report.pageCount == 7)
        #expect(!report.diagnostics.diagnostics.contains { $0.id == "templates.unsafe-url" })
        let files = htmlFiles()
        // Built where the file name says, and linked.
        let scriptFile = Self.scriptPage + ".html"
        #expect(files[scriptFile] != nil)
        #expect(files[Self.scriptFolder + "/inner.html"] != nil)
        var linked: Set<String> = []
        for (page, html) in files {
            for link in Self.links(in: html) {
                if let scheme = Self.scheme(of: link) {
                    #expect(["http", "https", "mailto"].contains(scheme) || link == "data:,", "\(page) links to \(link)")
                    continue
                }
                if link.hasPrefix("#") { continue }
                #expect(!link.hasPrefix("/") && !link.hasPrefix("\\"), "\(page) links to \(link)")
                let target = target(of: link, from: page)
                #expect(target != nil, "\(page) links to \(link), which leads to no file")
                if let target { linked.insert(target) }
            }
        }
        // Every page is reachable, the ones named like schemes included.
        let pages = [
            "a.html", scriptFile, "z.html", Self.scriptFolder + "/inner.html", Self.scriptFolder + "/vbscript:msgbox(1).html",
            "odd/100% #1?.html", "odd/données.html",
        ]
        for page in pages { #expect(files[page] != nil && linked.contains(page), "nothing links to \(page)") }
        // The index, the navigation and previous/next name them by percent-encoded relative paths.
        let encoded = "javascript%3Aalert(document.domain);x.html"
        #expect(files["index.html"]?.contains("href=\"\(encoded)\"") == true)
        #expect(files["index.html"]?.contains("href=\"javascript%3Aalert(1);y/inner.html\"") == true)
        #expect(files["index.html"]?.contains("href=\"odd/100%25%20%231%3F.html\"") == true)
        #expect(files["index.html"]?.contains("href=\"odd/données.html\"") == true)
        #expect(files["a.html"]?.contains("<a href=\"\(encoded)\"") == true, "navigation")
        #expect(files["\(Self.scriptFolder)/inner.html"]?.contains("<a href=\"../\(encoded)\"") == true, "navigation one folder down")
        let pagers = files.values.flatMap { html in
            html.matches(of: #/class="pager-link pager-(?:previous|next)" href="([^"]*)"/#).map { String($0.output.1) }
        }
        #expect(pagers.contains(encoded) || pagers.contains("../" + encoded), "previous/next: \(pagers)")
        #expect(!pagers.contains { Self.scheme(of: $0) != nil })
        // The search index holds the same relative paths.
        let records = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("search/p").path)
            .map { try String(contentsOf: output.appendingPathComponent("search/p/" + $0), encoding: .utf8) }
        #expect(records.contains { $0.contains("\"u\":\"\(encoded)\"") })
        #expect(records.contains { $0.contains("\"u\":\"javascript%3Aalert(1);y/vbscript%3Amsgbox(1).html\"") })
        for pack in records {
            let urls = pack.matches(of: #/"u":"([^"]*)"/#).map { String($0.output.1) }
            #expect(!urls.isEmpty)
            for url in urls { #expect(Self.scheme(of: url) == nil, "\(url)") }
        }
    }

    /// The shipped `search.js` makes result links only from the index's relative paths: run under `node` on
    /// the built site's records, and on records no build writes.
    @Test func theShippedSearchScriptLinksOnlyToRelativePaths() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site(unsafeHTML: false)
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let script = """
            const fs = require("fs"), vm = require("vm"), out = process.argv[1];
            const context = { window: {}, document: { readyState: "complete", getElementById: () => null } };
            context.PreceptSearch = context.window.PreceptSearch = {};
            vm.createContext(context);
            vm.runInContext(fs.readFileSync(out + "/assets/search.js", "utf8"), context);
            const links = [];
            context.PreceptSearch.pack = (k, list) => { for (const record of list) links.push(context.PreceptSearch.resultLink(record, "s")); };
            for (const f of fs.readdirSync(out + "/search/p")) vm.runInContext(fs.readFileSync(out + "/search/p/" + f, "utf8"), context);
            for (const u of ["javascript:alert(1)", " JavaScript:alert(1)", "java\\tscript:x", "//evil.example/", "/abs", "\\\\evil", "data:text/html,x"])
              links.push(context.PreceptSearch.resultLink({ u: u }, null));
            console.log(JSON.stringify(links));
            """
        let data = try NodeScript.run(script, arguments: [output.path])
        let links = try JSONDecoder().decode([String].self, from: data)
        #expect(links.count == 7 + 7)
        #expect(links.contains("javascript%3Aalert(document.domain);x.html#s"))
        #expect(Array(links.suffix(7)) == Array(repeating: "#", count: 7))
        for link in links { #expect(Self.scheme(of: link) == nil && !link.hasPrefix("/"), "\(link)") }
    }
}
