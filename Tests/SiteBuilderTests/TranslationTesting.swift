import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// What the translation tests share: building a scratch site, reading its pages, comparing with a clean build.
protocol TranslationTesting {}

extension TranslationTesting {
    func build(_ root: URL) async -> BuildReport {
        await SiteBuild(BuildRequest(projectRoot: root)).run()
    }

    func page(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("public").appendingPathComponent(path), encoding: .utf8)
    }

    /// The output in `public/` is what a clean build without the cache writes, file for file.
    func expectCleanBuildOutput(_ root: URL, label: String) async {
        let folder = "clean-\(UUID().uuidString)"
        var clean = BuildRequest(projectRoot: root, outputDirectory: folder)
        clean.cacheMode = .off
        #expect(await SiteBuild(clean).run().succeeded, "\(label)")
        let built = filesByRelativePath(under: root.appendingPathComponent("public"))
        let expected = filesByRelativePath(under: root.appendingPathComponent(folder))
        #expect(built.keys.sorted() == expected.keys.sorted(), "\(label)")
        for (file, data) in expected where built[file] != data { Issue.record("\(label): \(file) differs from a clean build") }
    }
}
