import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `precept serve`, `build` caching and the CI formats, through the real binary.
@Suite struct PreviewCommandTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("precept-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        _ = try PreceptBinary.run(["init"], in: url)
        return url
    }

    @Test func aSecondBuildReportsNothingChanged() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try PreceptBinary.run(["build"], in: dir).standardOutput.contains("Built 2 pages"))
        let again = try PreceptBinary.run(["build"], in: dir)
        #expect(again.standardOutput.contains("Nothing changed: public/ is up to date (2 pages, 2 from the cache)"))
        let clean = try PreceptBinary.run(["build", "--no-cache"], in: dir)
        #expect(clean.standardOutput.contains("Built 2 pages into public/"))
        #expect(!clean.standardOutput.contains("from the cache"))
    }

    @Test func checkPrintsGitHubAnnotationsAndSARIF() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("# Page\n\n[gone](nowhere.md)\n".utf8).write(to: dir.appendingPathComponent("content/broken.md"))
        let github = try PreceptBinary.run(["check", "--strict", "--format", "github"], in: dir)
        #expect(github.status == 1)
        #expect(
            github.standardOutput.contains(
                "::warning file=content/broken.md,line=3,col=1,title=links.missing-page::link to missing page 'nowhere.md' [links.missing-page]"
            ))
        let sarif = try PreceptBinary.run(["check", "--format", "sarif"], in: dir)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "links.missing-page")
        #expect(result["level"] as? String == "warning")
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect((rules?.first?["helpUri"] as? String)?.hasSuffix("docs/diagnostics.md#links") == true)
        // The old option name still works.
        #expect(try PreceptBinary.run(["check", "--diagnostics-format", "json"], in: dir).standardOutput.contains("\"warnings\" : 1"))
    }

    @Test func serveReloadsOpenPagesAfterASaveAndStopsOnControlC() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (process, out) = try PreceptBinary.start(["serve", "--port", "0"], in: dir)
        defer { if process.isRunning { process.terminate() } }
        // The banner names the port; it follows the first build.
        var banner = ""
        try #require(readPipe(out.fileHandleForReading, into: &banner, until: "Ctrl-C"), "no banner within 30 s: \(banner)")
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)\//).flatMap { UInt16($0.output.1) })

        let fd = try connect(port: port)
        defer { close(fd) }
        send(fd, "GET /__precept/events HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n")
        #expect(read(fd, until: ": connected").contains("text/event-stream"))
        // Saving a page rebuilds it and tells the open page to reload.
        try Data("# Color\n\nNew words.\n".utf8).write(to: dir.appendingPathComponent("content/foundations/color.md"))
        #expect(read(fd, until: "event: reload").contains("event: reload"))
        let page = try String(contentsOf: dir.appendingPathComponent("public/foundations/color.html"), encoding: .utf8)
        #expect(page.contains("New words."))
        #expect(!page.contains("live-reload"), "the build output never carries the reload script")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// An edit to an existing page takes the fast path: the page is rewritten alone, a failing edit writes
    /// nothing, and afterwards `precept build` finds the output and its fingerprint up to date.
    @Test func watchRebuildsAnEditedPageAloneAndLeavesTheBuildUpToDate() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (process, out) = try PreceptBinary.start(["watch"], in: dir)
        defer { if process.isRunning { process.terminate() } }
        var text = ""
        func waitFor(_ marker: String, count: Int = 1) {
            #expect(
                readPipe(out.fileHandleForReading, into: &text, until: marker, count: count),
                "'\(marker)' ×\(count) not printed within 30 s: \(text)")
        }
        waitFor("Watching for changes")
        let page = dir.appendingPathComponent("content/foundations/color.md")
        let html = dir.appendingPathComponent("public/foundations/color.html")
        let original = try String(contentsOf: page, encoding: .utf8)
        try Data((original + "\nFresh words.\n").utf8).write(to: page)
        waitFor(" changed: ")
        #expect(text.contains("color.md changed: "), "\(text)")
        #expect(try String(contentsOf: html, encoding: .utf8).contains("Fresh words."))
        let good = try Data(contentsOf: html)
        // An error: the page keeps its previous version.
        try Data(("---\ntitle: [unclosed\n---\n" + original).utf8).write(to: page)
        waitFor(" changed: ", count: 2)
        #expect(text.contains("1 page with errors kept its previous version: content/foundations/color.md"), "\(text)")
        #expect(try Data(contentsOf: html) == good)
        try Data((original + "\nFixed words.\n").utf8).write(to: page)
        waitFor(" changed: ", count: 3)
        #expect(try String(contentsOf: html, encoding: .utf8).contains("Fixed words."))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let again = try PreceptBinary.run(["build"], in: dir)
        #expect(again.standardOutput.contains("Nothing changed"), "\(again.standardOutput)")
    }

    func connect(port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(result == 0)
        return fd
    }

    func send(_ fd: Int32, _ text: String) {
        _ = text.withCString { Glibc.send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    func read(_ fd: Int32, until marker: String, timeout: TimeInterval = 30) -> String {
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while !text.contains(marker), Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text
    }
}
