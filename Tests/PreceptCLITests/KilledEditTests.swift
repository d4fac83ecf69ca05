import ContentHashing
import Foundation
import SiteBuilder
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Builds killed (SIGKILL, through the debug binary's `PRECEPT_TEST_CRASH_AT` points) while a page edit
/// replaces files in `public/`, while a recovery undoes one, while a whole build swaps its folder in or
/// records its fingerprint: the next command restores the previous site exactly, the build after it gives
/// the site a clean build gives, byte for byte, and no temporary stays behind.
@Suite(.serialized) struct KilledEditTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-killed-\(UUID().uuidString)")
    var output: URL { root.appendingPathComponent("public") }
    /// A second project holding the same content, built clean for reference.
    var reference: URL { root.appendingPathComponent("reference") }
    var site: URL { root.appendingPathComponent("site") }

    /// The status `Process` reports for a child killed by SIGKILL (precept itself exits 0, 1 or 64).
    static let killed = SIGKILL

    func write(_ path: String, _ text: String, in project: URL? = nil) throws {
        let url = (project ?? site).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func page(_ number: Int, title: String? = nil, revision: Int = 0) -> String {
        "---\ntitle: \(title ?? "Page \(number)")\ndescription: Page \(number), revision \(revision).\n---\n# \(title ?? "Page \(number)")\n\n"
            + "Revision \(revision). See [the next page](../s\((number + 1) % 3)/p\(number + 1).md).\n\n"
            + "## Rules\n\n- **Keep page \(number) short.** Revision \(revision) says so.\n\n"
            + String(repeating: "Words about topic \(number) and revision \(revision). ", count: 12) + "\n"
    }

    /// 30 pages in three folders and a static file, built once.
    func makeSite() throws {
        for number in 0..<30 { try write("content/s\(number % 3)/p\(number).md", page(number)) }
        try write("content/s1/p30.md", "# Last\n\nThe last page.\n")
        try write("content/images/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let first = try build()
        try #require(first.status == 0, "\(first.standardError)")
    }

    func build(_ arguments: [String] = [], crashAt point: String? = nil, in project: URL? = nil) throws -> PreceptBinary.Result {
        try PreceptBinary.run(["build"] + arguments, in: project ?? site, environment: point.map { ["PRECEPT_TEST_CRASH_AT": $0] } ?? [:])
    }

    /// Every file under `folder`, dot-files included, by relative path.
    func snapshot(_ folder: URL) -> [String: Data] { filesByRelativePath(under: folder) }

    var publicSite: [String: Data] { snapshot(site.appendingPathComponent("public")) }

    /// The site a clean build of the current content gives, built in another project.
    func cleanBuild() throws -> [String: Data] {
        try? FileManager.default.removeItem(at: reference)
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: site.appendingPathComponent("content"), to: reference.appendingPathComponent("content"))
        let result = try build(["--no-cache"], in: reference)
        try #require(result.status == 0, "\(result.standardError)")
        return snapshot(reference.appendingPathComponent("public"))
    }

    /// What a killed command can leave: staging or retired folders beside `public/`, the journal folder and
    /// temporaries in it, a half-written fingerprint or cache entry.
    func leftovers(cacheToo: Bool = true) -> [String] {
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? []
        var found = beside.filter { $0.hasPrefix(".public.precept-") }
        let walker = FileManager.default.enumerator(atPath: site.appendingPathComponent("public").path)
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".precept-tmp") { found.append("public/" + path) }
        }
        if cacheToo {
            let cache = FileManager.default.enumerator(atPath: site.appendingPathComponent(".precept-cache").path)
            while let path = cache?.nextObject() as? String {
                if path.hasSuffix(".new") || path.hasSuffix(".tmp") { found.append(".precept-cache/" + path) }
            }
        }
        return found
    }

    /// A new title for page 4: the page, its neighbours' navigation, the index, the checklist, the search
    /// index and the API files all change.
    func retitle(_ revision: Int) throws {
        try write("content/s1/p4.md", page(4, title: "Retitled \(revision)", revision: revision))
    }

    /// After the kill, a build that dies right after recovering shows what the recovery left; then a build
    /// gives the clean site, and one more finds nothing to do.
    func expectRecovery(to expected: [String: Data], then new: [String: Data], _ label: String) throws {
        let inspected = try build(crashAt: "after-recovery")
        #expect(inspected.status == Self.killed, "\(label): \(inspected.standardError)")
        #expect(publicSite == expected, "\(label): public/ after recovery is not the expected site")
        #expect(leftovers(cacheToo: false).isEmpty, "\(label): \(leftovers())")
        let rebuilt = try build()
        #expect(rebuilt.status == 0, "\(label): \(rebuilt.standardError)")
        #expect(publicSite == new, "\(label): public/ after the rebuild is not the clean build")
        #expect(leftovers().isEmpty, "\(label): \(leftovers())")
        let again = try build()
        #expect(again.standardOutput.contains("Nothing changed"), "\(label): \(again.standardOutput)")
    }

    enum Leaves: Sendable { case previous, edited }

    /// The page-edit path of `build` killed at each of its points.
    @Test(arguments: [
        ("staged", Leaves.previous), ("journal", .previous), ("journaled", .previous), ("replace:1", .previous),
        ("replace:4", .previous), ("commit", .previous), ("committed", .edited), ("before-record", .edited),
        ("fingerprint", .edited),
    ])
    func aPageEditKilled(at point: String, leaves: Leaves) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        let previous = publicSite
        try retitle(1)
        let edited = try cleanBuild()
        #expect(edited != previous)
        let killed = try build(crashAt: point)
        #expect(killed.status == Self.killed, "the edit was not killed at \(point): \(killed.standardOutput)")
        try expectRecovery(to: leaves == .previous ? previous : edited, then: edited, point)
    }

    /// The next build says what it restored.
    @Test func theRecoveringBuildSaysWhatItRestored() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        try retitle(1)
        let edited = try cleanBuild()
        #expect(try build(crashAt: "replace:3").status == Self.killed)
        let recovering = try build()
        #expect(recovering.status == 0)
        let notes = recovering.standardError.split(separator: "\n").filter { $0.contains("output.restored") }
        #expect(notes.count == 1, "\(recovering.standardError)")
        let note = String(notes.first ?? "")
        #expect(note.contains("'public/' was left part-written by a build that was stopped (process "), "\(note)")
        // The three changes made before the kill were undone: files put back, or new files removed.
        let counts = note.split(separator: "restored (").last.map { $0.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) } }
        #expect(counts?.count == 2 && counts?.reduce(0, +) == 3, "\(note)")
        #expect(publicSite == edited)
        // The next build has nothing to restore.
        #expect(try build().standardError.contains("output.restored") == false)
    }

    /// A journal that names a file outside the output folder is not followed: the build says so, touches
    /// nothing outside, and writes the whole site (the journal folder goes with the rest of what differs).
    @Test func aDamagedJournalIsReportedAndTheSiteRebuilt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        let clean = try cleanBuild()
        try write("outside.html", "mine")
        let payload = Data(#"{"entries":[{"path":"../outside.html"}],"folders":[]}"#.utf8)
        // The record's checksum is a SHA-256 of its payload, as Precept writes it.
        let hash = ContentHash.hex(payload)
        let journal = "precept-edit-journal 1 4194305\nrecord \(payload.count) \(hash)\n" + String(decoding: payload, as: UTF8.self) + "\n"
        try write("public/.precept-tmp-edit/journal", journal)
        let result = try build()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("[output.not-restored]"), "\(result.standardError)")
        #expect(result.standardError.contains("its journal names files outside the output folder"))
        #expect(try String(contentsOf: site.appendingPathComponent("outside.html"), encoding: .utf8) == "mine")
        #expect(publicSite == clean)
        #expect(leftovers().isEmpty, "\(leftovers())")
    }

    /// Seeded rounds: random edits killed after a random number of replacements, the recovery itself now
    /// and then killed after a random number of restorations; the site is always the previous one or the
    /// edited one, and the rebuild always the clean one.
    @Test(arguments: [1, 2] as [UInt64])
    func randomKillsDuringEditsAndRecoveries(seed: UInt64) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        var rng = SplitMix64(state: seed)
        var killedEdits = 0
        var killedRecoveries = 0
        for round in 1...6 {
            let previous = publicSite
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let number = Int.random(in: 0..<30, using: &rng)
                let title = Bool.random(using: &rng) ? "Renamed \(number) in \(round)" : nil
                try write("content/s\(number % 3)/p\(number).md", page(number, title: title, revision: round))
            }
            let edited = try cleanBuild()
            let replacements = Int.random(in: 1...12, using: &rng)
            let label = "seed \(seed) round \(round) replace:\(replacements)"
            let edit = try build(crashAt: "replace:\(replacements)")
            guard edit.status == Self.killed else {
                // Fewer files changed than the kill point: the edit went through.
                #expect(edit.status == 0 && publicSite == edited, "\(label): \(edit.standardError)")
                continue
            }
            killedEdits += 1
            // The first killed edit always has its recovery killed too, after one restoration (every killed edit
            // has at least one file to put back), so each seed checks a killed recovery; later ones, by chance.
            if killedRecoveries == 0 || Bool.random(using: &rng) {
                let restorations = killedRecoveries == 0 ? 1 : Int.random(in: 1...4, using: &rng)
                let recovery = try build(crashAt: "rollback:\(restorations)")
                if recovery.status == 0 {
                    // Fewer files to put back than the kill point: recovered and rebuilt.
                    #expect(publicSite == edited, "\(label) rollback:\(restorations)")
                    continue
                }
                #expect(recovery.status == Self.killed, "\(label): \(recovery.standardError)")
                killedRecoveries += 1
            }
            try expectRecovery(to: previous, then: edited, label)
        }
        #expect(killedEdits >= 3, "only \(killedEdits) of 6 edits were killed")
        #expect(killedRecoveries >= 1, "no recovery was killed")
    }

    /// `watch` writes its edits through the same journal: killed part-way, the next build restores.
    @Test func aWatchKilledPartWayThroughAnEditIsRestored() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        // The edited page is one replacement, written first; the second is among the other files.
        let (process, out) = try PreceptBinary.start(["watch"], in: site, environment: ["PRECEPT_TEST_CRASH_AT": "replace:2"])
        defer { if process.isRunning { process.terminate() } }
        var text = ""
        readPipe(out.fileHandleForReading, into: &text, until: "Watching for changes")
        try #require(text.contains("Watching for changes"), "\(text)")
        // An edit that lands before `watch` has read the site back takes a whole build (no journal); the next
        // edit then takes the page-edit path.
        var previous = publicSite
        for revision in 1...3 where process.isRunning {
            try retitle(revision)
            // Returns at the line, when the killed process closes its output, or after 30 s.
            readPipe(out.fileHandleForReading, into: &text, until: " changed: ")
            if text.contains(" changed: ") {
                previous = publicSite
                text = text.replacingOccurrences(of: " changed: ", with: " rebuilt: ")
            }
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "watch was not killed: \(text)")
        let edited = try cleanBuild()
        try expectRecovery(to: previous, then: edited, "watch")
    }

    /// A whole build killed after swapping its folder in, or while removing the previous one (after its
    /// first entry, or after all but one): the site is the new one, and the next build removes the rest of
    /// the previous one, which must still carry its marker (removed last) to be known for Precept's.
    @Test(arguments: ["exchanged", "removing:1", "removing:all-but-one"])
    func aWholeBuildKilledWhileRetiringThePreviousSite(at point: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Top-level entries, so that the marker is not last in the folder's listing by chance (one-character
        // names among them: Foundation's `deletingLastPathComponent` trapped on those).
        for number in 0..<20 { try write("content/file-\(number).txt", "\(number)\n") }
        for name in ["a", "d", "q/x.md", "z"] { try write("content/" + name, "# \(name)\n") }
        try makeSite()
        let entries = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("public").path).count
        try write("content/s2/added.md", "# Added\n\nA new page takes a whole build.\n")
        let edited = try cleanBuild()
        let killed = try build(crashAt: point.replacingOccurrences(of: "all-but-one", with: "\(entries - 1)"))
        #expect(killed.status == Self.killed, "\(point): \(killed.standardOutput)")
        #expect(publicSite == edited)
        #expect(!leftovers().isEmpty, "the previous site is still beside the new one")
        let rebuilt = try build()
        #expect(rebuilt.status == 0, "\(rebuilt.standardError)")
        #expect(publicSite == edited)
        #expect(leftovers().isEmpty, "\(leftovers())")
        #expect(try build().standardOutput.contains("Nothing changed"))
    }
}
