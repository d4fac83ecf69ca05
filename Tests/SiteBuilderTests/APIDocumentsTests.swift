import ColorExport
import Foundation
import TestSupport
import Testing

@testable import OutputStore
@testable import SiteBuilder
@testable import SiteModel
@testable import SiteRendering

/// The API files put together page by page equal the whole documents encoded at once, and a spliced
/// file equals the file encoded again.
struct APIDocumentsTests {
    static func site(_ fixture: String) async throws -> Site {
        let loaded = await SiteBuild(BuildRequest(projectRoot: FixtureSite.url(fixture), mode: .check)).load()
        return try loaded.get().site
    }

    static func whole(_ kind: APIDocuments.Kind, _ site: Site) -> Data {
        switch kind {
        case .pages: PagesAPI.encode(site)
        case .rules: RulesAPI.encode(site)
        case .colors: ColorsDocument(pages: site.pages, settings: site.configuration.colorChecks, generator: "test").encoded()
        }
    }

    @Test(arguments: ["messy-site", "color-notations", "theme-override"])
    func partsMakeTheWholeDocument(fixture: String) async throws {
        let site = try await Self.site(fixture)
        let api = APIDocuments(configuration: site.configuration, generator: "test")
        for kind in APIDocuments.Kind.allCases {
            let encoded = api.encode(kind, site)
            #expect(encoded.file.data == Self.whole(kind, site), "\(fixture) \(kind)")
            #expect(encoded.lengths.count == site.pages.count)
        }
        // A site without pages: the arrays are empty.
        let empty = Site(configuration: site.configuration, groups: [])
        for kind in APIDocuments.Kind.allCases {
            #expect(api.encode(kind, empty).file.data == Self.whole(kind, empty), "\(kind)")
        }
    }

    /// Random parts (some empty) and random replacements of several at once (parts emptied, filled, the
    /// first and last among them): the spliced pieces put together equal the document assembled again.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func splicedPiecesEqualAssemblingAgain(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let layout = try #require(JSONArrayLayout(emptyDocument: Data("{\n  \"items\" : [\n\n  ]\n}".utf8), key: "items"))
        func part(_ number: Int) -> [UInt8] {
            Int.random(in: 0..<4, using: &rng) == 0 ? [] : Array("    {\n      \"n\" : \(number)\n    }".utf8)
        }
        for round in 0..<200 {
            let count = Int.random(in: 0...12, using: &rng)
            let parts = (0..<count).map { part($0) }
            let document = layout.assemble(parts)
            var changes: [Int: [UInt8]] = [:]
            var edited = parts
            for index in (0..<count).filter({ _ in Int.random(in: 0..<3, using: &rng) == 0 }) {
                edited[index] = part(1000 + round)
                changes[index] = edited[index]
            }
            let expected = layout.assemble(edited)
            let pieces = try #require(layout.splicePieces(document, lengths: parts.map(\.count), replacing: changes))
            #expect(pieces.reduce(Data(), +) == expected, "seed \(seed) round \(round)")
            #expect(layout.splice(document, lengths: parts.map(\.count), replacing: changes) == expected)
            #expect(layout.elementLengths(in: document) == parts.filter { !$0.isEmpty }.map(\.count))
        }
    }

    /// A file read where it lies, a block at a time, gives what the same bytes in memory give: element lengths
    /// (fed to the scanner in blocks of any size, with strings holding commas, brackets and escaped quotes),
    /// and spliced pieces whose unchanged runs are written from the old file.
    @Test(arguments: [5, 6, 7] as [UInt64])
    func splicingAFileWhereItLiesEqualsSplicingInMemory(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-splice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = try #require(JSONArrayLayout(emptyDocument: Data("{\n  \"items\" : [\n\n  ]\n}".utf8), key: "items"))
        func part(_ number: Int) -> [UInt8] {
            guard Int.random(in: 0..<4, using: &rng) > 0 else { return [] }
            let text = ["a, b", "{[x]},", "q \\\" ,", "\\\\", "]}"].randomElement(using: &rng)!
            return Array("    {\n      \"n\" : \(number),\n      \"s\" : \"\(text)\"\n    }".utf8)
        }
        for round in 0..<100 {
            let parts = (0..<Int.random(in: 0...12, using: &rng)).map { part($0) }
            let document = layout.assemble(parts)
            let path = folder.appendingPathComponent("document.json")
            try document.write(to: path)
            let file = try #require(ReadOnlyFile(path: path.path))
            let label = "seed \(seed) round \(round)"
            let lengths = parts.filter { !$0.isEmpty }.map(\.count)
            #expect(layout.elementLengths(in: document) == lengths, "\(label)")
            #expect(layout.elementLengths(in: file) == lengths, "\(label)")
            var scanner = JSONArrayLayout.ElementScanner(start: layout.head.count + 1)
            let middle = Array(document[(layout.head.count + 1)..<(document.count - 1 - layout.closingIndent.count - layout.tail.count)])
            var offset = 0
            while offset < middle.count {
                let end = min(middle.count, offset + Int.random(in: 1...7, using: &rng))
                middle[offset..<end].withUnsafeBufferPointer { scanner.scan($0) }
                offset = end
            }
            #expect(scanner.finish() == lengths, "\(label): in blocks")

            var changes: [Int: [UInt8]] = [:]
            var edited = parts
            for index in parts.indices where Int.random(in: 0..<3, using: &rng) == 0 {
                edited[index] = part(1000 + round)
                changes[index] = edited[index]
            }
            let chunks = try #require(layout.splicePieces(file, lengths: parts.map(\.count), replacing: changes), "\(label)")
            let spliced = OutputFile(path: "spliced.json", chunks: chunks)
            #expect(spliced.data == layout.assemble(edited), "\(label)")
            try OutputWriter.write(spliced, to: folder.appendingPathComponent("spliced.json"))
            #expect(try Data(contentsOf: folder.appendingPathComponent("spliced.json")) == layout.assemble(edited), "\(label)")
            #expect(spliced.matchesFile(atPath: folder.appendingPathComponent("spliced.json").path), "\(label)")
        }
        // A document cut short, or with a broken element, has no element lengths.
        let document = layout.assemble([Array("    {\n      \"n\" : 1\n    }".utf8), Array("    {\n      \"n\" : 2\n    }".utf8)])
        for damaged in [
            document.dropLast(), document.prefix(20),
            Data(String(decoding: document, as: UTF8.self).replacingOccurrences(of: "},\n", with: "}, ").utf8),
        ] {
            let path = folder.appendingPathComponent("damaged.json")
            try Data(damaged).write(to: path)
            #expect(layout.elementLengths(in: Data(damaged)) == nil)
            #expect(layout.elementLengths(in: try #require(ReadOnlyFile(path: path.path))) == nil)
        }
    }

    @Test func splicingAPageEqualsEncodingAgain() async throws {
        let site = try await Self.site("messy-site")
        let api = APIDocuments(configuration: site.configuration, generator: "test")
        for kind in APIDocuments.Kind.allCases {
            let order = APIDocuments.order(kind, site)
            let before = api.encode(kind, site)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("precept-api-\(UUID().uuidString)")
            try before.file.data.write(to: path)
            defer { try? FileManager.default.removeItem(at: path) }
            let file = try #require(ReadOnlyFile(path: path.path))
            #expect(api.lengths(kind, of: file, site: site) == before.lengths, "\(kind)")
            #expect(before.lengths.contains { $0 > 0 } && before.lengths.contains { $0 == 0 } || kind == .pages, "\(kind)")
            // Each page in turn loses everything the file lists of it, then gets it back.
            for index in order.indices {
                var page = order[index].page
                page.rules = []
                page.colorTables = []
                page.title += " (edited)"
                var edited = site
                for g in edited.groups.indices {
                    for p in edited.groups[g].pages.indices where edited.groups[g].pages[p].source == page.source {
                        edited.groups[g].pages[p] = page
                    }
                }
                let old = api.part(kind, order[index])
                let new = api.part(kind, (page, order[index].group))
                let spliced = api.splice(kind, before.file.data, lengths: before.lengths, replacing: [index: new])
                #expect(spliced == api.encode(kind, edited).file.data, "\(kind) page \(index)")
                let chunks = api.splicePieces(kind, file, lengths: before.lengths, replacing: [index: new])
                #expect(chunks.map { OutputFile(path: kind.path, chunks: $0).data } == spliced, "\(kind) page \(index), from the file")
                var lengths = before.lengths
                lengths[index] = new.count
                #expect(
                    api.splice(kind, spliced ?? Data(), lengths: lengths, replacing: [index: old]) == before.file.data,
                    "\(kind) page \(index) back")
            }
        }
    }

    @Test(arguments: ["messy-site", "color-notations", "theme-override"])
    func partLengthsReadBackFromTheFiles(fixture: String) async throws {
        let site = try await Self.site(fixture)
        let api = APIDocuments(configuration: site.configuration, generator: "test")
        for kind in APIDocuments.Kind.allCases {
            let encoded = api.encode(kind, site)
            #expect(api.lengths(kind, of: encoded.file.data, site: site) == encoded.lengths, "\(kind)")
            #expect(api.lengths(kind, of: encoded.file.data.dropLast(), site: site) == nil, "\(kind)")
            let empty = Site(configuration: site.configuration, groups: [])
            #expect(api.lengths(kind, of: encoded.file.data, site: empty) == nil || encoded.lengths.allSatisfy { $0 == 0 }, "\(kind)")
            #expect(api.lengths(kind, of: api.encode(kind, empty).file.data, site: empty) == [], "\(kind)")
        }
    }
}
