import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// A file or folder name that is not valid UTF-8 anywhere in the content (issue 24: one such name failed the
/// whole build with "cannot read the content folder 'content': … The file doesn't exist.", naming no file) is
/// a warning on that entry, and every other page builds; the fingerprint's walk sees it too.
@Suite struct InvalidFileNameTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-names-\(UUID().uuidString)")

    /// `root` then `relative` as bytes, so a test can name what no `String` can.
    func path(_ relative: [UInt8]) -> [CChar] {
        (Array(root.path.utf8) + [UInt8(ascii: "/")] + relative + [0]).map { CChar(bitPattern: $0) }
    }

    func makeFile(_ relative: [UInt8], _ text: String) throws {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let written = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == text.utf8.count)
    }

    func makeFolder(_ relative: [UInt8]) throws {
        guard mkdir(path(relative), 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Two good pages, and names with invalid bytes: a page, a page in a folder, a folder with a page, a static file.
    func site() throws {
        try write("precept.yml", "title: Names\n")
        try write("content/ok.md", "# OK\n\nSee [B](guides/b.md).\n")
        try write("content/guides/b.md", "# B\n\nBack to [OK](../ok.md).\n")
        try makeFile(Array("content/bad".utf8) + [0xFF] + Array(".md".utf8), "# Bad\n")
        try makeFile(Array("content/guides/also".utf8) + [0xFE, 0xFD] + Array(".md".utf8), "# Also\n")
        try makeFolder(Array("content/dir".utf8) + [0xC3, 0x28])
        try makeFile(Array("content/dir".utf8) + [0xC3, 0x28] + Array("/inside.md".utf8), "# Inside\n")
        try makeFile(Array("content/pic".utf8) + [0xE9] + Array(".png".utf8), "png")
        try makeFile(Array("content/caf".utf8) + [0xC3, 0xA9] + Array(".md".utf8), "# Café\n")
    }

    func build() async -> BuildReport {
        await SiteBuild(BuildRequest(projectRoot: root)).run()
    }

    @Test func aNameThatIsNotUTF8IsAWarningOnItAndEveryOtherPageBuilds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        let report = await build()
        #expect(report.fatalError == nil, "\(report.fatalError ?? "")")
        #expect(report.succeeded)
        let invalid = report.diagnostics.diagnostics.filter { $0.id == "content.invalid-file-name" }
        #expect(
            invalid.compactMap(\.location?.path).sorted() == [
                "content/bad\\xFF.md", "content/dir\\xC3(", "content/guides/also\\xFE\\xFD.md", "content/pic\\xE9.png",
            ])
        for diagnostic in invalid {
            #expect(diagnostic.severity == .warning)
            #expect(diagnostic.message.contains("not valid UTF-8"), "\(diagnostic.message)")
            #expect(diagnostic.notes.contains { $0.contains("rename") }, "\(diagnostic.notes)")
        }
        #expect(invalid.first { $0.location?.path == "content/dir\\xC3(" }?.message.contains("with everything in it") == true)
        // The other pages, a valid non-ASCII name among them, are built and linked.
        let output = root.appendingPathComponent("public")
        for page in ["ok.html", "guides/b.html", "café.html", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page)")
        }
        #expect(report.pageCount == 3)
        #expect(!report.diagnostics.diagnostics.contains { $0.id.rawValue.hasPrefix("links.") })
    }

    @Test func theFingerprintSeesTheNameAndARenameRebuilds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        let first = await build()
        #expect(first.succeeded)
        let walked = BuildFingerprint.walk(root.appendingPathComponent("content").path, content: true)
        #expect(walked?.contains { $0.path == "bad\\xFF.md" && $0.kind == "x" } == true)
        #expect(walked?.contains { $0.path == "dir\\xC3(" && $0.kind == "x" } == true)
        let second = await build()
        #expect(second.nothingChanged, "a second build of the same site takes the fast path")
        // Renamed to a valid name, the page is built.
        #expect(rename(path(Array("content/bad".utf8) + [0xFF] + Array(".md".utf8)), path(Array("content/fixed.md".utf8))) == 0)
        let third = await build()
        #expect(third.succeeded && !third.nothingChanged)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("public/fixed.html").path))
        #expect(!third.diagnostics.diagnostics.contains { $0.location?.path == "content/bad\\xFF.md" })
    }

    @Test(arguments: [
        ([UInt8]("plain.md".utf8), "plain.md"),
        ([0x61, 0xFF, 0x62], "a\\xFFb"),
        ([0xC3, 0xA9, 0xC3], "é\\xC3"),
        ([0xE2, 0x82], "\\xE2\\x82"),
        ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),
        ([0xC0, 0xAF], "\\xC0\\xAF"),
        ([0xF0, 0x9F, 0x8E, 0xA8, 0x80], "🎨\\x80"),
    ])
    func invalidBytesAreEscaped(bytes: [UInt8], expected: String) {
        #expect(FileNameText.escaped(bytes) == expected)
        let decoded = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { FileNameText.decode($0.baseAddress!) }
        #expect(decoded.text == expected)
        #expect(decoded.isValidUTF8 == (expected == "plain.md"))
    }
}
