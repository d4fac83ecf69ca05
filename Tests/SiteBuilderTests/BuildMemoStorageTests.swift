import Foundation
import SiteRendering
import Templates
import Testing

@testable import SiteBuilder

/// The memo a `build` stores in `.precept-cache/` reads back as it was written, and a damaged one is no memo.
struct BuildMemoStorageTests {
    private func memo() -> BuildMemo {
        let pages = [
            BuildMemo.PageEntry(
                relativePath: "foundations/color.md", outputPath: "foundations/color.html", pageKey: "k1", group: "Foundations",
                digests: PageDigests(
                    navigation: "n1", index: "i1", checklist: "c1", api: APIDocuments.Kind.allCases.map { "a-\($0.rawValue)" },
                    groupPart: "g1", groupPartLength: 1_234, search: "s1"), translation: "t1"),
            BuildMemo.PageEntry(
                relativePath: "颜色.md", outputPath: "颜色.html", pageKey: "k2", group: "",
                digests: PageDigests(navigation: "", index: "i2", checklist: "", api: [], groupPart: "", groupPartLength: 0, search: "s2")),
        ]
        var memo = BuildMemo(
            siteInputs: "inputs", pages: pages,
            outputs: [
                "foundations/color.html": BuildMemo.OutputRecord(
                    inputs: "d1",
                    warnings: [
                        TemplateWarning(templateName: "page", line: 3, column: 7, name: "title", message: "no \"title\""),
                        // Each kind reads back as itself, so a page not rendered again reports it under its own id.
                        TemplateWarning(templateName: "page", line: 4, column: 9, name: "u", message: "a URL", kind: .unsafeURL),
                        TemplateWarning(templateName: "layout", line: 5, column: 1, name: "t", message: "left out", kind: .unsafeContext),
                    ]),
                "search/index.js": BuildMemo.OutputRecord(inputs: ""),
            ])
        memo.apiLengths[APIDocuments.Kind.allCases[0]] = [10, 20, 30]
        return memo
    }

    @Test func aStoredMemoReadsBackAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = memo()
        written.store(in: folder)
        let read = try #require(BuildMemo.stored(in: folder))
        #expect(read.siteInputs == "inputs")
        #expect(read.pages == written.pages)
        #expect(read.outputs == written.outputs)
        #expect(read.apiLengths == written.apiLengths)

        // A memo cut short, or of another version, is none.
        let path = folder.appendingPathComponent(BuildMemo.fileName)
        let bytes = try Data(contentsOf: path)
        try bytes.prefix(bytes.count - 12).write(to: path)
        #expect(BuildMemo.stored(in: folder) == nil)
        try Data(("precept-build-memo 2" + String(decoding: bytes.drop { $0 != 10 }, as: UTF8.self)).utf8).write(to: path)
        #expect(BuildMemo.stored(in: folder) == nil)
        try Data().write(to: path)
        #expect(BuildMemo.stored(in: folder) == nil)
    }
}
