import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// Recognizing formats from paths and content, and bad or huge input.
@Suite struct ShippedColorLoaderTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func load(_ path: String) -> ShippedCatalog {
        ShippedColorLoader().load(folder.appendingPathComponent(path), display: path)
    }

    @Test func formatsAreRecognizedFromPathAndContent() throws {
        try write("a/colors.css", ":root { --x: #010203; }")
        try write("b/res/values/colors.xml", "<resources><color name=\"x\">#010203</color></resources>")
        try write(
            "c/x.colorset/Contents.json", #"{"colors": [{"color": {"components": {"red": "1", "green": "2", "blue": "3"}}}], "info": {}}"#)
        try write("d/one.tokens.json", ##"{"x": {"$type": "color", "$value": "#010203"}}"##)
        try write("e/tokens.json", ##"{"x": {"$type": "color", "$value": "#010203"}}"##)
        for (path, format) in [
            ("a", ShippedFormat.css), ("b", .android), ("c", .assetCatalog), ("d", .designTokens), ("e/tokens.json", .designTokens),
        ] {
            let catalog = load(path)
            #expect(catalog.format == format, "\(path)")
            #expect(catalog.colors.map(\.values[nil]?.first?.hex) == ["#010203"], "\(path)")
            #expect(catalog.diagnostics.isEmpty, "\(path): \(catalog.diagnostics)")
        }
    }

    @Test func aResolverWithInlineSetsAndModifiersLayersItsContexts() throws {
        try write(
            "t/base.json", ##"{"brand": {"$type": "color", "red": {"$value": "#FF0000"}, "ink": {"$value": "{brand.red}"}}}"##)
        try write("t/dark.json", ##"{"brand": {"$type": "color", "red": {"$value": "#AA0000"}}}"##)
        try write(
            "t/app.resolver.json",
            ##"""
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "base.json"}]},
              {"type": "modifier", "name": "theme", "contexts": {"day": [], "night": [{"$ref": "dark.json"}]}, "default": "day"},
              {"type": "modifier", "name": "brand", "contexts": {"acme": [{"brand": {"blue": {"$type": "color", "$value": "#0000FF"}}}]}}
            ]}
            """##)
        let catalog = load("t")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let byName = Dictionary(uniqueKeysWithValues: catalog.colors.map { ($0.name, $0) })
        #expect(byName["brand.red"]?.values[nil]?.map(\.hex) == ["#FF0000"])
        #expect(byName["brand.red"]?.values[.dark]?.map(\.hex) == ["#AA0000"])
        // The alias follows the night context's red; a modifier that is not about appearance gives its default context.
        #expect(byName["brand.ink"]?.values[.dark]?.map(\.hex) == ["#AA0000"])
        #expect(byName["brand.blue"]?.values[nil]?.map(\.hex) == ["#0000FF"])
    }

    @Test func aMissingPathOrAFolderOfNothingIsReported() throws {
        #expect(load("nowhere").diagnostics.map(\.message) == ["nowhere does not exist"])
        try write("empty/readme.txt", "nothing here")
        #expect(
            load("empty").diagnostics.map(\.message) == [
                "empty holds no asset catalog, design token files, Android color resources or style sheets"
            ])
    }

    @Test func aFileOverTheLimitIsNotRead() throws {
        let url = folder.appendingPathComponent("huge.tokens.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ShippedColorLoader.maximumFileBytes + 1))
        try handle.close()
        let catalog = load("huge.tokens.json")
        #expect(catalog.colors.isEmpty)
        #expect(catalog.diagnostics.map(\.id.rawValue) == ["verify.unreadable"])
        #expect(catalog.diagnostics.first?.message == "huge.tokens.json is 32 MiB; files over 32 MiB are not read")
    }

    @Test func invalidJSONIsReportedAtItsLine() throws {
        try write("broken.tokens.json", "{\n  \"x\": {\"$value\": \"#fff\",}\n}")
        let catalog = load("broken.tokens.json")
        #expect(catalog.diagnostics.map(\.location) == [SourceLocation(path: "broken.tokens.json", line: 2, column: 26)])
    }

    /// Random bytes and random mixes of format syntax (a fixed seed) never crash a reader, and every finding has
    /// a known id.
    @Test func garbageNeverCrashes() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let pieces = [
            "{", "}", "[", "]", "\"", ":", ",", "$value", "$ref", "#/a/b", "{a.b}", "colorSpace", "components", "#FF0000",
            "light-dark(", "var(--", ")", ";", "@media (prefers-color-scheme: dark)", "<color name=\"a\">", "</color>",
            "<resources>", "@color/a", "/*", "*/", "\\u12", "\n", " ", "1e999", "-0", "é",
        ]
        for round in 0..<300 {
            var text = ""
            if round % 3 == 0 {
                text = String(
                    decoding: (0..<Int(generator.next() % 400)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, as: UTF8.self)
            } else {
                for _ in 0..<Int(generator.next() % 60) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            }
            let bytes = Array(text.utf8)
            _ = AssetCatalogReader().color(bytes, name: ["x"], file: "x")
            _ = CSSColorReader().colors(text, file: "x.css")
            let (_, xml) = AndroidColorReader().colors([(Data(bytes), "x.xml", nil)])
            if case .success(let json) = PositionedJSONReader.read(bytes) {
                let (_, tokens) = DesignTokenReader().colors(base: DesignTokenReader.tokens(json, file: "x"), layers: [])
                #expect(tokens.allSatisfy { $0.id.rawValue.hasPrefix("verify.") })
            }
            #expect(xml.allSatisfy { $0.id.rawValue.hasPrefix("verify.") })
        }
    }
}

/// A small seeded generator, so the garbage is the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
