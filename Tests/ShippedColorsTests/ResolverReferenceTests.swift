import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// Issue 47: a resolver's `"$ref": "../../secrets/tok.json"` was read, and a token's value shown in a note. A
/// resolver reads only files inside the folder of its verify source, by their real paths.
@Suite struct ResolverReferenceTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-ref-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func resolver(_ references: [String]) -> String {
        let sources = references.map { #"{"$ref": "\#($0)"}"# }.joined(separator: ",\n    ")
        return """
            {"version": "2025.10", "sets": {"base": {"sources": [
                \(sources)
            ]}}}
            """
    }

    static let secret = ##"{"secret": {"$type": "color", "$value": "#5EC2E7"}}"##

    @Test func aReferenceOutOfTheSourceFolderIsRefusedAndNeverRead() throws {
        try write("secrets/tok.json", Self.secret)
        try write("project/tokens/inside/base.json", ##"{"brand": {"$type": "color", "$value": "#102030"}}"##)
        try write(
            "project/tokens/app.resolver.json",
            resolver(["inside/base.json", "../../secrets/tok.json", "\(folder.path)/secrets/tok.json#/secret"]))
        for source in ["project/tokens", "project/tokens/app.resolver.json"] {
            let catalog = ShippedColorLoader().load(folder.appendingPathComponent(source), display: source)
            #expect(catalog.colors.map(\.name) == ["brand"], "\(source)")
            #expect(catalog.diagnostics.map(\.id.rawValue) == ["verify.outside-reference", "verify.outside-reference"], "\(source)")
            let finding = try #require(catalog.diagnostics.first)
            #expect(finding.location == SourceLocation(path: "project/tokens/app.resolver.json", line: 3, column: 5))
            #expect(
                finding.message
                    == "'../../secrets/tok.json' in project/tokens/app.resolver.json is outside project/tokens and is not read")
            // Nothing of the file shows, and the build's digest does not read it either.
            #expect(!"\(catalog.diagnostics)".contains("5EC2E7"))
            #expect(catalog.files.allSatisfy { !$0.contains("secrets") }, "\(catalog.files)")
        }
    }

    @Test func aSymbolicLinkOutOfTheSourceFolderIsRefused() throws {
        try write("secrets/tok.json", Self.secret)
        try write("project/tokens/app.resolver.json", resolver(["linked/tok.json", "file.json"]))
        let tokens = folder.appendingPathComponent("project/tokens")
        try FileManager.default.createSymbolicLink(
            at: tokens.appendingPathComponent("linked"), withDestinationURL: folder.appendingPathComponent("secrets"))
        try FileManager.default.createSymbolicLink(
            at: tokens.appendingPathComponent("file.json"), withDestinationURL: folder.appendingPathComponent("secrets/tok.json"))
        let catalog = ShippedColorLoader().load(tokens, display: "project/tokens")
        #expect(catalog.colors.isEmpty)
        #expect(catalog.diagnostics.map(\.id.rawValue) == ["verify.outside-reference", "verify.outside-reference"])
        #expect(catalog.diagnostics.first?.message.hasPrefix("'linked/tok.json' in project/tokens/app.resolver.json") == true)
        #expect(catalog.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["app.resolver.json"])
    }

    @Test func aTokenFileLinkedIntoTheFolderIsNotRead() throws {
        try write("secrets/tok.json", Self.secret)
        try write("project/tokens/own.tokens.json", ##"{"brand": {"$type": "color", "$value": "#102030"}}"##)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("project/tokens/secret.tokens.json"),
            withDestinationURL: folder.appendingPathComponent("secrets/tok.json"))
        let catalog = ShippedColorLoader().load(folder.appendingPathComponent("project/tokens"), display: "project/tokens")
        #expect(catalog.colors.map(\.name) == ["brand"])
    }
}
