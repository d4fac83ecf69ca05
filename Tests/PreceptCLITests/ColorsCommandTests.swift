import Foundation
import Testing

@Suite struct ColorsCommandTests {
    static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Found: Hashable {
        var file: String
        var line: Int
        var column: Int
        var original: String
    }

    /// Every `R-1,G-2,B-3` / `R 1 G 2 B 3`, `#RRGGBB` and `white` written in a table row of the bundled content, found
    /// by a scan independent of Precept's parser.
    static func valuesWrittenInContent() throws -> Set<Found> {
        let pattern = try Regex(#"R[- ]\d{1,3},? ?G[- ]\d{1,3},? ?B[- ]\d{1,3}|#[0-9A-F]{6}\b|\bwhite\b"#)
        var found = Set<Found>()
        let content = projectRoot.appendingPathComponent("content")
        let enumerator = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "md" else { continue }
            let relative = "content/" + url.path.dropFirst(content.path.count + 1)
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.hasPrefix("|") {
                for match in line.matches(of: pattern) {
                    // `white` only as a whole cell: in prose (`a white label`) it is a word.
                    if line[match.range] == "white",
                        !(line[..<match.range.lowerBound].hasSuffix("| ") && line[match.range.upperBound...].hasPrefix(" |"))
                    {
                        continue
                    }
                    let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: match.range.lowerBound) + 1
                    found.insert(Found(file: relative, line: index + 1, column: column, original: String(line[match.range])))
                }
            }
        }
        return found
    }

    @Test func bundledContentRoundTripsExactlyWithLocations() throws {
        let result = try PreceptBinary.run(["colors"], in: Self.projectRoot)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        var reported = Set<Found>()
        var hexes = 0
        for table in document["tables"] as? [[String: Any]] ?? [] {
            for color in table["colors"] as? [[String: Any]] ?? [] {
                for (_, raw) in color["values"] as? [String: Any] ?? [:] {
                    let value = try #require(raw as? [String: Any])
                    let source = try #require(value["source"] as? [String: Any])
                    reported.insert(
                        Found(
                            file: source["file"] as? String ?? "", line: source["line"] as? Int ?? 0,
                            column: source["column"] as? Int ?? 0, original: value["original"] as? String ?? ""))
                    // The hex must encode the same numbers as the original notation.
                    let original = value["original"] as? String ?? ""
                    let numbers = Self.channels(original)
                    let rgb = value["rgb"] as? [Int] ?? []
                    #expect(numbers == rgb)
                    hexes += 1
                }
            }
        }
        let written = try Self.valuesWrittenInContent()
        #expect(written.count > 100)
        #expect(reported == written)
        #expect(hexes == written.count)
    }

    /// The channels an original writes, read here by hand: `R-1,G-2,B-3`, `#0066CC`, `white`.
    static func channels(_ original: String) -> [Int] {
        if original == "white" { return [255, 255, 255] }
        if original.hasPrefix("#") {
            let digits = Array(original.dropFirst())
            return stride(from: 0, to: digits.count, by: 2).compactMap { Int(String(digits[$0..<$0 + 2]), radix: 16) }
        }
        return original.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    @Test func nameFilterFindsNameLocalizedNameAndAPI() throws {
        let byName = try PreceptBinary.run(["colors", "--name", "BLUE", "--format", "ndjson"], in: Self.projectRoot)
        let lines = byName.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let byLocalized = try PreceptBinary.run(["colors", "--name", "蓝色", "--format", "ndjson"], in: Self.projectRoot)
        #expect(byLocalized.standardOutput.split(separator: "\n").count == 1)
        #expect(byLocalized.standardOutput.contains("systemBlue"))
    }

    @Test func failingFilterKeepsOnlyFailingValues() throws {
        let result = try PreceptBinary.run(["colors", "--failing", "AA", "--appearance", "light", "--format", "csv"], in: Self.projectRoot)
        #expect(result.status == 0)
        let rows = result.standardOutput.split(separator: "\r\n").dropFirst()
        #expect(!rows.isEmpty)
        for row in rows {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            #expect(fields[5] == "light")
            #expect(fields[15] == "false", "aa_text must be false: \(row)")
            #expect(Double(fields[13])! < 4.5)
        }
    }

    @Test func badQueryOptionsAreUsageErrors() throws {
        #expect(try PreceptBinary.run(["colors", "--format", "yaml"], in: Self.projectRoot).status == 64)
        #expect(try PreceptBinary.run(["colors", "--failing", "B"], in: Self.projectRoot).status == 64)
        #expect(try PreceptBinary.run(["colors", "--appearance", "dim"], in: Self.projectRoot).status == 64)
        #expect(try PreceptBinary.run(["build", "--name", "x"], in: Self.projectRoot).status == 64)
    }

    @Test func exportFormatsWriteCSSTokensAndAssetCatalogs() throws {
        let css = try PreceptBinary.run(["colors", "--format", "css", "--name", "blue"], in: Self.projectRoot)
        #expect(css.status == 0)
        #expect(css.standardOutput.contains("--system-colors-blue: light-dark(#0088FF, #0091FF);"))
        #expect(css.standardOutput.contains("@media (prefers-contrast: more)"))
        #expect(try PreceptBinary.run(["colors", "--format", "dtcg"], in: Self.projectRoot).status == 64)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("precept-export-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let tokens = try PreceptBinary.run(["colors", "--format", "dtcg", "--output", dir.path], in: Self.projectRoot)
        #expect(tokens.status == 0)
        let resolver = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("colors.resolver.json")))
        #expect(resolver is [String: Any])
        let catalog = try PreceptBinary.run(
            ["colors", "--format", "xcassets", "--output", dir.path, "--name", "red"], in: Self.projectRoot)
        #expect(catalog.status == 0)
        let set = dir.appendingPathComponent("Colors.xcassets/system-colors/Red.colorset/Contents.json")
        #expect(FileManager.default.fileExists(atPath: set.path))
    }

    @Test func rulesCommandFiltersByKind() throws {
        let result = try PreceptBinary.run(["rules", "--kind", "must-not"], in: Self.projectRoot)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let rules = try #require(document["rules"] as? [[String: Any]])
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0["kind"] as? String == "must-not" })
        #expect(try PreceptBinary.run(["rules", "--kind", "maybe"], in: Self.projectRoot).status == 64)
    }

    @Test func pagesCommandPrintsTheOutline() throws {
        let result = try PreceptBinary.run(["pages"], in: Self.projectRoot)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((document["pages"] as? [Any])?.count == 13)
    }

    /// Two processes write the same bytes: Swift seeds its hashing differently in each, so an order taken from a
    /// dictionary or a set shows here, where two renders in one process would agree. (The site itself is built
    /// twice in two processes and compared by `Benchmarks/wild-corpus --check`: "second build: identical".)
    @Test(arguments: [["colors"], ["colors", "--format", "css"], ["colors", "--format", "csv"]])
    func twoProcessesWriteTheSameBytes(arguments: [String]) throws {
        let first = try PreceptBinary.run(arguments, in: Self.projectRoot)
        let second = try PreceptBinary.run(arguments, in: Self.projectRoot)
        #expect(first.status == 0 && second.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.utf8.count > 1000)
        #expect(first.standardOutput == second.standardOutput)
    }
}
