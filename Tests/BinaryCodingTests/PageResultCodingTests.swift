import Foundation
import Guidelines
import TestSupport
import Testing

@testable import BinaryCoding

/// Real page results, from this repository's own content and the test fixtures, through the generic codec: a
/// large, varied `Codable` value. (The worker protocol and the page cache carry them in `PageResultCodec`'s
/// format, whose tests compare with this codec.)
@Suite struct PageResultCodingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let pagePaths = samplePagePaths(packageRoot: root)

    static func result(_ path: String) throws -> PageResult {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        let text = String(decoding: data, as: UTF8.self)
        let source = PageSource(relativePath: path, displayPath: path, text: text)
        return PageProcessor(options: .init(siteTitle: "Precept")).process(source)
    }

    @Test func everyPageRoundTrips() throws {
        #expect(Self.pagePaths.count > 20)
        var tables = 0
        for path in Self.pagePaths {
            let result = try Self.result(path)
            tables += result.page?.colorTables.count ?? 0
            // (Not compared byte for byte with its own re-encoding: equal dictionaries may list their keys in another order.)
            #expect(try roundTrip(result) == result, "\(path)")
        }
        #expect(tables > 3, "the pages should include color tables")
    }

    @Test func aWorkRequestShapedValueRoundTrips() throws {
        struct Request: Codable, Equatable {
            var options: PageProcessor.Options
            var source: PageSource
        }
        var options = PageProcessor.Options(allowRawHTML: true, siteTitle: nil, ruleHeadings: ["do", "don't"])
        options.colorChecks.minimumContrast = 4.5
        let request = Request(
            options: options,
            source: PageSource(relativePath: "a.md", displayPath: "content/a.md", text: "# A\u{0}\n", hadInvalidUTF8: true))
        #expect(try roundTrip(request) == request)
    }

    /// The smallest page with a bit of everything, so every cut can be tried.
    static let smallPage = "Tests/Fixtures/color-notations/content/palette.md"

    @Test func everyTruncationThrows() throws {
        let bytes = try BinaryEncoder().encode(try Self.result(Self.smallPage))
        #expect(bytes.count > 500)
        for cut in 0..<bytes.count {
            let prefix = Array(bytes[..<cut])
            #expect(throws: DecodingError.self, "cut at \(cut)") { try BinaryDecoder().decode(PageResult.self, from: prefix) }
            // The same cut with the outer length mended, so decoding gets as far as the cut before it fails.
            guard cut >= 5 else { continue }
            var mended = prefix
            mended.replaceSubrange(1..<5, with: withUnsafeBytes(of: UInt32(cut - 5).littleEndian, Array.init))
            #expect(throws: DecodingError.self, "mended cut at \(cut)") { try BinaryDecoder().decode(PageResult.self, from: mended) }
        }
    }

    @Test func everyDamagedByteThrowsOrDecodes() throws {
        let result = try Self.result(Self.smallPage)
        let bytes = try BinaryEncoder().encode(result)
        var decodedDifferently = 0
        let flips: [UInt8] = [0x01, 0x80, 0xFF]
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= flips[index % flips.count]
            if let back = try? BinaryDecoder().decode(PageResult.self, from: damaged), back != result { decodedDifferently += 1 }
        }
        // A flipped bit inside a string still decodes; the page cache's checksum is what catches those.
        #expect(decodedDifferently > 0)
    }
}
