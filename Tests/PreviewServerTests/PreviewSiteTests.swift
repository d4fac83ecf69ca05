import Diagnostics
import Foundation
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// The server over real sockets: what it serves, what it refuses, and live reload.
@Suite struct PreviewSiteTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-serve-\(UUID().uuidString)")
    let hub = LiveReloadHub()
    let server: HTTPServer

    init() throws {
        let fm = FileManager.default
        let site = root.appendingPathComponent("public")
        try fm.createDirectory(at: site.appendingPathComponent("guides"), withIntermediateDirectories: true)
        try Data("<html><body><h1>Home</h1></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<html><body>Missing</body></html>".utf8).write(to: site.appendingPathComponent("404.html"))
        try Data("<html><body>Color</body></html>".utf8).write(to: site.appendingPathComponent("guides/color.html"))
        try Data("body{}".utf8).write(to: site.appendingPathComponent("style.css"))
        try Data("marker".utf8).write(to: site.appendingPathComponent(".precept-output"))
        try Data("top secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try fm.createSymbolicLink(
            atPath: site.appendingPathComponent("escape.txt").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("outside").path, withDestinationPath: root.path)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("alias.css").path, withDestinationPath: "style.css")
        // Links the user placed inside the folder that lead to its dot-files.
        try fm.createDirectory(at: site.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try Data("top secret".utf8).write(to: site.appendingPathComponent(".hidden/note.txt"))
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("marker.txt").path, withDestinationPath: ".precept-output")
        try fm.createSymbolicLink(
            atPath: site.appendingPathComponent("marker-absolute.txt").path,
            withDestinationPath: site.appendingPathComponent(".precept-output").path)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("notes").path, withDestinationPath: ".hidden")
        server = try HTTPServer(configuration: .init(host: "127.0.0.1", port: 0, maximumActiveRequests: 32, headTimeout: .seconds(1)))
        let preview = PreviewSite(root: site, hub: hub, port: server.port)
        server.start { preview.handle($0) }
    }

    func finish() {
        hub.close()
        server.stop()
        try? FileManager.default.removeItem(at: root)
    }

    @Test func servesFilesWithTypesAndInjectsTheReloadScriptIntoHTMLOnly() {
        defer { finish() }
        let page = RawHTTP.get(port: server.port, "/guides/color.html")
        #expect(page.status == 200)
        #expect(page.head.contains("Content-Type: text/html; charset=utf-8"))
        #expect(page.body == "<html><body>Color<script src=\"/__precept/live-reload.js\"></script></body></html>")
        #expect(page.head.contains("Content-Length: \(page.body.utf8.count)"))
        let css = RawHTTP.get(port: server.port, "/style.css")
        #expect(css.head.contains("Content-Type: text/css"))
        #expect(css.body == "body{}")
        #expect(RawHTTP.get(port: server.port, "/").body.contains("<h1>Home</h1>"))
        #expect(RawHTTP.get(port: server.port, "/alias.css").body == "body{}", "a link that stays inside is fine")
        #expect(RawHTTP.get(port: server.port, "/__precept/live-reload.js").body.contains("EventSource"))
        let redirect = RawHTTP.get(port: server.port, "/guides")
        #expect(redirect.status == 301)
        #expect(redirect.head.contains("Location: /guides/"))
    }

    @Test(arguments: [
        "/../secret.txt", "/guides/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/secret.txt",
        "/guides/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/.precept-output", "/%2eprecept-output",
        "/guides/.hidden", "/escape.txt", "/outside/secret.txt", "/marker.txt", "/marker-absolute.txt", "/notes/note.txt",
        "/notes", "/notes/",
    ])
    func refusesEverythingOutsideTheFolder(target: String) {
        defer { finish() }
        let response = RawHTTP.get(port: server.port, target)
        #expect([403, 404, 400].contains(response.status), "\(target) → \(response.status)")
        #expect(!response.body.contains("top secret"))
        #expect(!response.body.contains("marker"))
    }

    @Test(arguments: ["//guides", "///guides", "/%2F/guides", "/.//guides", "//guides?x=1"])
    func redirectsAreAlwaysALocalPath(target: String) {
        defer { finish() }
        let response = RawHTTP.get(port: server.port, target)
        #expect(response.status == 301)
        // `//guides/` would be followed by a browser to the host `guides`.
        #expect(response.header("Location") == (target.hasSuffix("?x=1") ? "/guides/?x=1" : "/guides/"), "\(target)")
    }

    @Test func refusesDuplicateHostHeaders() {
        defer { finish() }
        let raw = "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n"
        #expect(RawHTTP.request(port: server.port, raw).status == 400)
        #expect(RawHTTP.request(port: server.port, "GET / HTTP/1.1\r\nhost: evil.example\r\nHOST: localhost\r\n\r\n").status == 400)
    }

    @Test(arguments: [
        "GET / HTTP/1.1\nHost: localhost\n\n", "GET / HTTP/1.1\r\nHost: localhost\n\n", "GET / HTTP/1.1\nHost: localhost\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\n\n",
    ])
    func answersHeadsEndingInBareLineFeedsAtOnce(raw: String) {
        defer { finish() }
        // The head deadline is 1 s here; a head that is not recognized as ended would get 408.
        #expect(RawHTTP.request(port: server.port, raw).status == 200, "\(raw.debugDescription)")
    }

    @Test func refusesBareCarriageReturnsAndControlCharactersInTheHead() {
        defer { finish() }
        #expect(RawHTTP.request(port: server.port, "GET / HTTP/1.1\r\nHost: local\rhost\r\n\r\n").status == 400)
        #expect(RawHTTP.request(port: server.port, "GET /\u{7F}x HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 400)
    }

    @Test func answersMissesWithThe404Page() {
        defer { finish() }
        let response = RawHTTP.get(port: server.port, "/nowhere.html")
        #expect(response.status == 404)
        #expect(response.body.contains("Missing"))
        #expect(response.body.contains("live-reload.js"))
    }

    @Test func headSendsHeadersWithoutABody() {
        defer { finish() }
        let response = RawHTTP.get(port: server.port, "/style.css", method: "HEAD")
        #expect(response.status == 200)
        #expect(response.head.contains("Content-Length: 6"))
        #expect(response.body.isEmpty)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
    func refusesOtherMethods(method: String) {
        defer { finish() }
        let response = RawHTTP.get(port: server.port, "/index.html", method: method)
        #expect(response.status == 405)
        #expect(response.head.contains("Allow: GET, HEAD"))
    }

    @Test(arguments: ["evil.example", "evil.example:8000", "127.0.0.1:1", "localhost.evil.example"])
    func refusesForeignHostHeaders(host: String) {
        defer { finish() }
        #expect(RawHTTP.get(port: server.port, "/", host: host).status == 421)
    }

    @Test func acceptsLoopbackHostHeaders() {
        defer { finish() }
        for host in ["localhost", "localhost:\(server.port)", "127.0.0.1:\(server.port)", "[::1]:\(server.port)", "LOCALHOST"] {
            #expect(RawHTTP.get(port: server.port, "/", host: host).status == 200, "\(host)")
        }
        #expect(RawHTTP.request(port: server.port, "GET / HTTP/1.1\r\n\r\n").status == 421, "no Host header")
    }

    @Test func boundsRequestHeadsInSizeAndTime() {
        defer { finish() }
        let huge = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Fill: \(String(repeating: "a", count: 40_000))\r\n\r\n"
        #expect(RawHTTP.request(port: server.port, huge).status == 431)
        // A client that never finishes its head is cut off after the head timeout (1 s here), also while it keeps
        // sending: one byte every 100 ms for 8 s.
        let fd = RawHTTP.connect(port: server.port)
        defer { close(fd) }
        let head = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + String(repeating: "a", count: 46)
        let (answer, sent) = RawHTTP.trickle(fd, head, every: 0.1)
        #expect(answer.hasPrefix("HTTP/1.1 408"))
        #expect(sent < head.utf8.count, "the 408 came after the last byte: the deadline was reset by each byte")
        #expect(RawHTTP.request(port: server.port, "garbage\r\n\r\n").status == 400)
    }

    @Test func servesManyClientsAtOnce() async {
        defer { finish() }
        let port = server.port
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<48 {
                group.addTask {
                    RawHTTP.get(port: port, index.isMultiple(of: 2) ? "/style.css" : "/guides/color.html").status
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.count == 48)
        // Over the cap a client may be told to retry (503); nothing else fails.
        #expect(statuses.allSatisfy { $0 == 200 || $0 == 503 })
        #expect(statuses.filter { $0 == 200 }.count >= 32)
    }

    @Test func eventStreamDeliversReloadsAndFailures() {
        defer { finish() }
        let fd = RawHTTP.connect(port: server.port)
        defer { close(fd) }
        RawHTTP.send(fd, "GET /__precept/events HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
        let opening = RawHTTP.read(fd, until: ": connected")
        #expect(opening.contains("Content-Type: text/event-stream"))
        #expect(eventually { hub.clientCount == 1 })
        hub.publishFailure(
            [.error("frontmatter.syntax", "bad YAML", at: SourceLocation(path: "content/a.md", line: 3, column: 1))], fatal: nil)
        let failure = RawHTTP.read(fd, until: "\n\n", timeout: 10)
        #expect(failure.contains("event: failure"))
        #expect(failure.contains("\"file\":\"content/a.md\",\"id\":\"frontmatter.syntax\",\"line\":3"))
        hub.publishReload()
        #expect(RawHTTP.read(fd, until: "event: reload").contains("event: reload"))
    }

    @Test func aClientConnectingAfterAFailureSeesItAtOnce() {
        defer { finish() }
        hub.publishFailure([.error("templates.syntax", "unclosed section", at: nil)], fatal: nil)
        let fd = RawHTTP.connect(port: server.port)
        defer { close(fd) }
        RawHTTP.send(fd, "GET /__precept/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(RawHTTP.read(fd, until: "unclosed section").contains("event: failure"))
    }

    @Test func reloadScriptGoesBeforeTheLastClosingBodyTag() {
        let html = Data("<p></BODY></p></body>".utf8)
        #expect(String(decoding: LiveReloadScript.inject(into: html), as: UTF8.self).hasSuffix("</p>\(LiveReloadScript.tag)</body>"))
        #expect(String(decoding: LiveReloadScript.inject(into: Data("x".utf8)), as: UTF8.self) == "x" + LiveReloadScript.tag)
        finish()
    }
}
