import Foundation
import TestSupport
import Testing

/// `precept verify`, and `verify:` in precept.yml on `check` and `build`, on the four-format fixture and on the
/// bundled site's own exports.
@Suite struct VerifyCommandTests {
    static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = projectRoot.appendingPathComponent("Tests/Fixtures/verify")

    /// Every difference planted in Tests/Fixtures/verify/shipped, by id and where it is reported: the guideline
    /// cell (content/brand.md) or, for what is wrong in the code itself, the shipped file's line.
    static let planted: Set<String> = [
        // android/res: values-v31 ships another Ocean; Android has no increased-contrast resources; no night Dusk.
        "verify.value-mismatch content/brand.md:12:26",
        "verify.missing-appearance content/brand.md:12:46",
        "verify.missing-appearance content/brand.md:12:56",
        "verify.missing-appearance content/brand.md:22:59",
        // App.xcassets: Coral's dark entry differs, Moss has no dark entry, Sand is not in the catalog.
        "verify.value-mismatch content/brand.md:13:36",
        "verify.missing-appearance content/brand.md:19:34",
        "verify.not-shipped content/brand.md:20:2",
        // tokens: no increased-contrast Coral, a different dark Moss, no dark Sand, an alias to nothing.
        "verify.missing-appearance content/brand.md:13:46",
        "verify.value-mismatch content/brand.md:19:34",
        "verify.missing-appearance content/brand.md:20:34",
        "verify.invalid-value shipped/tokens/semantic.tokens.json:11:28",
        // web/colors.css: dark Moss one step off, no dark Ink.
        "verify.value-mismatch content/brand.md:19:34",
        "verify.missing-appearance content/brand.md:21:32",
    ]

    /// The notes: shipped colors the guidelines never name, and values that cannot be compared.
    static let notes: Set<String> = [
        "verify.unsupported-value shipped/App.xcassets/AccentColor.colorset/Contents.json:4:17",
        "verify.unmentioned shipped/App.xcassets/Brand/Legacy.colorset/Contents.json:4:17",
        "verify.unmentioned shipped/android/res/values-night/colors.xml:7:1",
        "verify.unmentioned shipped/android/res/values/colors.xml:11:1",
        "verify.unsupported-value shipped/android/res/values/colors.xml:12:1",
        "verify.unmentioned shipped/tokens/palette.tokens.json:5:26",
        "verify.unmentioned shipped/tokens/palette.tokens.json:6:26",
        "verify.unmentioned shipped/tokens/semantic.tokens.json:12:25",
        "verify.unmentioned shipped/web/colors.css:7:3",
    ]

    /// A copy of the fixture in a temporary folder, so builds write nothing into the repository.
    static func copyOfFixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-verify-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        return folder
    }

    /// `(id location)` of each diagnostic in `check --format json` output, split by severity.
    static func findings(_ json: String) throws -> (warnings: [String], notes: [String]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var warnings: [String] = []
        var notes: [String] = []
        for diagnostic in document["diagnostics"] as? [[String: Any]] ?? [] {
            let id = diagnostic["id"] as? String ?? ""
            guard id.hasPrefix("verify.") else { continue }
            let text =
                "\(id) \(diagnostic["file"] as? String ?? "-"):\(diagnostic["line"] as? Int ?? 0):\(diagnostic["column"] as? Int ?? 0)"
            if diagnostic["severity"] as? String == "note" { notes.append(text) } else { warnings.append(text) }
        }
        return (warnings, notes)
    }

    @Test func checkReportsExactlyThePlantedDifferencesAtTheirCells() throws {
        let site = try Self.copyOfFixture()
        let result = try PreceptBinary.run(["check", "--format", "json"], in: site)
        #expect(result.status == 0, "warnings only: \(result.standardError)")
        let (warnings, notes) = try Self.findings(result.standardOutput)
        #expect(warnings.count == Self.planted.count + 1, "Moss's dark cell is reported by two sources")
        #expect(Set(warnings) == Self.planted)
        #expect(Set(notes) == Self.notes)
    }

    @Test func verifyPrintsOnlyItsFindingsWithWhereTheCodeSaysOtherwise() throws {
        let site = try Self.copyOfFixture()
        let result = try PreceptBinary.run(["verify", "--against", "shipped/App.xcassets"], in: site)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(
            lines.contains(
                "content/brand.md:13:36: warning: Coral (brandCoral), dark: the guidelines say #FF8375, 'Brand/Coral' in shipped/App.xcassets is #FF8A7D (ΔE00 1.64) [verify.value-mismatch]"
            ))
        #expect(
            lines.contains("  note: shipped at shipped/App.xcassets/Brand/Coral.colorset/Contents.json:9:17 as srgb 0xFF 0x8A 0x7D 1.000"))
        // Only the catalog given: nothing from the other sources of precept.yml.
        #expect(!result.standardError.contains("shipped/tokens"))
        #expect(lines.last == "0 errors, 3 warnings in 1 page")
    }

    @Test func verifyWritesGitHubAnnotationsAndSARIFAtTheGuidelineLine() throws {
        let site = try Self.copyOfFixture()
        let github = try PreceptBinary.run(["verify", "shipped/web/colors.css", "--names", "brand-{key}", "--format", "github"], in: site)
        #expect(github.status == 1)
        #expect(github.standardOutput.contains("::warning file=content/brand.md,line=19,col=34,title=verify.value-mismatch::Moss"))
        #expect(github.standardOutput.contains("::warning file=content/brand.md,line=21,col=32,title=verify.missing-appearance::Ink"))
        let sarif = try PreceptBinary.run(
            ["verify", "--against", "shipped/web/colors.css", "--names", "brand-{key}", "--format", "sarif"], in: site)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSuperset(of: ["verify.value-mismatch", "verify.missing-appearance"]))
    }

    @Test func aToleranceAcceptsSmallDifferences() throws {
        let site = try Self.copyOfFixture()
        // Moss's dark #4CC26C against #4CC26B is ΔE00 0.18.
        let exact = try PreceptBinary.run(["verify", "shipped/web/colors.css", "--names", "brand-{key}"], in: site)
        #expect(exact.standardError.contains("'--brand-moss' in shipped/web/colors.css is #4CC26C (ΔE00 0.18)"))
        let tolerant = try PreceptBinary.run(
            ["verify", "shipped/web/colors.css", "--names", "brand-{key}", "--tolerance", "0.5"], in: site)
        #expect(!tolerant.standardError.contains("--brand-moss"))
        #expect(tolerant.standardError.contains("[verify.missing-appearance]"))
    }

    @Test func theBundledSiteVerifiesCleanAgainstItsOwnExports() throws {
        let exports = FileManager.default.temporaryDirectory.appendingPathComponent("precept-exports-\(UUID().uuidString)")
        for (format, output) in [("xcassets", "xcassets"), ("dtcg", "dtcg"), ("css", "colors.css")] {
            let export = try PreceptBinary.run(
                ["colors", "--format", format, "--output", exports.appendingPathComponent(output).path], in: Self.projectRoot)
            #expect(export.status == 0, "\(export.standardError)")
        }
        for source in ["xcassets/Colors.xcassets", "dtcg", "dtcg/colors.resolver.json", "colors.css"] {
            let result = try PreceptBinary.run(["verify", "--against", exports.appendingPathComponent(source).path], in: Self.projectRoot)
            #expect(result.status == 0, "\(source): \(result.standardError)")
            #expect(result.standardError.split(separator: "\n").last?.hasPrefix("0 errors, 0 warnings in ") == true, "\(source)")
            #expect(!result.standardError.contains("[verify."), "\(source): \(result.standardError)")
        }
    }

    @Test func usageErrors() throws {
        let site = try Self.copyOfFixture()
        try FileManager.default.removeItem(at: site.appendingPathComponent("precept.yml"))
        let nothing = try PreceptBinary.run(["verify"], in: site)
        #expect(nothing.status == 64)
        #expect(nothing.standardError.contains("nothing to verify: give '--against <path>' or list sources under 'verify:' in precept.yml"))
        let tolerance = try PreceptBinary.run(["verify", "shipped/web", "--tolerance", "-1"], in: site)
        #expect(tolerance.status == 64)
        let missing = try PreceptBinary.run(["verify", "shipped/nowhere.css"], in: site)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("warning: shipped/nowhere.css does not exist [verify.unreadable]"))
    }

    @Test func aChangedShippedFileMakesTheNextBuildRun() throws {
        let site = try Self.copyOfFixture()
        let first = try PreceptBinary.run(["build"], in: site)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("'--brand-moss' in shipped/web/colors.css is #4CC26C"))
        let again = try PreceptBinary.run(["build"], in: site)
        #expect(again.standardOutput.hasPrefix("Nothing changed"))
        let css = site.appendingPathComponent("shipped/web/colors.css")
        let text = try String(contentsOf: css, encoding: .utf8).replacingOccurrences(of: "#4CC26C", with: "#4CC26B")
        try Data(text.utf8).write(to: css)
        // The recorded fingerprint would replay the 13 warnings of the first build: the shipped file is one of its inputs.
        let fixed = try PreceptBinary.run(["build"], in: site)
        #expect(!fixed.standardError.contains("--brand-moss"))
        #expect(fixed.standardError.contains("0 errors, 12 warnings"))
    }

    @Test func watchRebuildsWhenAShippedFileChanges() throws {
        let site = try Self.copyOfFixture()
        let (process, out) = try PreceptBinary.start(["watch"], in: site)
        defer { if process.isRunning { process.terminate() } }
        var text = ""
        #expect(readPipe(out.fileHandleForReading, into: &text, until: "Watching for changes", count: 1), "\(text)")
        #expect(text.contains("0 errors, 13 warnings in 1 page"), "\(text)")
        let css = site.appendingPathComponent("shipped/web/colors.css")
        let fixed = try String(contentsOf: css, encoding: .utf8).replacingOccurrences(of: "#4CC26C", with: "#4CC26B")
        try Data(fixed.utf8).write(to: css)
        #expect(readPipe(out.fileHandleForReading, into: &text, until: " changed: ", count: 1), "\(text)")
        #expect(text.contains("shipped/web/colors.css changed: "), "\(text)")
        #expect(readPipe(out.fileHandleForReading, into: &text, until: "12 warnings", count: 1), "\(text)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }
}
