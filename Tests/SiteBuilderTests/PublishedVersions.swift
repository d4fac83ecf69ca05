import Foundation
import Testing

@testable import SiteBuilder

/// What a build that holds back pages with errors should publish, for the random edit tests, tracked apart from
/// the code under test: the text each page had when a build last published it. The expected site is a build from
/// scratch of a copy of the project with each broken page as it was last published (left out when it never was).
struct PublishedVersions {
    /// Project-relative page path (`content/…`) → the text a build last published.
    var texts: [String: String] = [:]
    /// What a page's text holds when it has an error.
    let brokenMarker: String

    func isBroken(_ text: String) -> Bool { text.contains(brokenMarker) }

    /// After a build that wrote: each page that is not broken is published as it is now; a broken one keeps its text.
    mutating func record(_ pages: [String], in root: URL) throws {
        var next: [String: String] = [:]
        for path in pages {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            next[path] = isBroken(text) ? texts[path] : text
        }
        texts = next
    }

    /// The broken pages of `pages` as the project at `root` has them now.
    func broken(_ pages: [String], in root: URL) throws -> [String] {
        try pages.filter { isBroken(try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// A build from scratch, into `scratch`, of the project at `root` (its precept.yml, templates and content) with
    /// each broken page of `pages` as it was last published: its report and output files.
    func expected(_ pages: [String], from root: URL, in scratch: URL) async throws -> (BuildReport, [String: Data]) {
        let manager = FileManager.default
        try? manager.removeItem(at: scratch)
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        for item in ["precept.yml", "templates", "content"] where manager.fileExists(atPath: root.appendingPathComponent(item).path) {
            try manager.copyItem(at: root.appendingPathComponent(item), to: scratch.appendingPathComponent(item))
        }
        for path in try broken(pages, in: root) {
            let url = scratch.appendingPathComponent(path)
            if let text = texts[path] { try Data(text.utf8).write(to: url) } else { try manager.removeItem(at: url) }
        }
        var request = BuildRequest(projectRoot: scratch, outputDirectory: "public")
        request.cacheMode = .off
        let report = await SiteBuild(request).run()
        return (report, Self.files(scratch.appendingPathComponent("public")))
    }

    /// Checks a build of the project at `root` that held back its broken pages (`PageHoldBack`): exactly those, with
    /// the errors a clean build (`clean`) reports, its output a build's from scratch of the pages as last published, and
    /// a fingerprint that makes the next build read them again.
    func expectHeldBack(_ report: BuildReport, clean: BuildReport, pages: [String], root: URL, scratch: URL, label: String)
        async throws
    {
        #expect(Set(report.heldBack.map(\.path)) == Set(try broken(pages, in: root)), "\(label): held back")
        #expect(!report.succeeded && !clean.succeeded, "\(label): outcome")
        let errors = { (report: BuildReport) in report.diagnostics.sorted.filter { $0.severity == .error } }
        #expect(errors(report) == errors(clean), "\(label): errors")
        let (built, expected) = try await self.expected(pages, from: root, in: scratch)
        #expect(built.succeeded, "\(label): the published versions build")
        let after = Self.files(root.appendingPathComponent("public"))
        #expect(after.keys.sorted() == expected.keys.sorted(), "\(label): files")
        for (file, data) in expected where after[file] != data { Issue.record("\(label): \(file) differs from the published versions") }
        if case .upToDate = BuildFingerprint.check(SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public"))) {
            Issue.record("\(label): the fingerprint skips a held-back page")
        }
    }

    /// Every file under `folder` with its bytes.
    static func files(_ folder: URL) -> [String: Data] {
        let base = folder.path
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: base)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            result[path] = FileManager.default.contents(atPath: base + "/" + path)
        }
        return result
    }
}
