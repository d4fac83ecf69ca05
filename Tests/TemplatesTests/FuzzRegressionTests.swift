import Foundation
import Testing

@testable import Templates

/// Inputs the template fuzzer (`Fuzz/`, `make fuzz FUZZ_TARGETS=template`) found, rendered the way its harness
/// renders them: the first (90 bytes) and the last of the timeouts, which took over 10 s (self-including partials
/// multiplying output; warnings de-duplicated by hashing long non-ASCII text). They must finish, with bounded
/// output and a warning saying why rendering stopped.
@Suite("Fuzzer regressions")
struct FuzzRegressionTests {
    static let inputs: [(String, String)] = [
        (
            "timeout-1ef762854ae174f8b990cdb2ac96b85af155ed35",
            "e3s+IGl0ZW19fQogIHt7PnBhZ2V9fXt7CiNpdGVten19e3s+cGFnZX19e3sKI2l0ZWV9fQogIHt7PnBhZ2V9fXt7CiNpdGVt"
                + "en19e3s+IGl0ZW0gfX1tc319"
        ),
        (
            "timeout-7fd5fd29363cf0ac98014b4ebd6aae49f5edcb5c",
            "e3s+IGl0////////////////////YWFhYWFhYWFhYWFhYWFh+PhDbG9zZWRSYfj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+PhhYWFhYWFhYWFhYfj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+PhhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh"
                + "YWFhYWFhYWFhYWFhYf//////////////////////////////////////////////////////////////////ZW19fQogIHt7"
                + "PnBhZ2V9fXt7CiNpdAAAc319W3s+IGl0ZW0gfX17e2Vtc334+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+GFhYWFhYWFh"
                + "YWFhYWFhYWFhYWFhYWFhYWFh////////////AQBzAAB0aSP/////////////////////////////////////////////////"
                + "/////2VtfX0KICB7ez5wYWdlfX17ewojaXQAAHN9fVt7PiBpdGVtIH19e3tlbXN9+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+GFhYWFhYWFhYWFh"
                + "YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYf//YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh////////"
                + "//////////////////////////////////////////////////////////9l//////////////9hYWFhYWFhYWFhYWFhYWH4"
                + "+ENsb3NlZFJh+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+GFhYWFhYWFhYWFh+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+PhhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh"
                + "YWFhYWFhYWFhYWH//2FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYf//////////////////////////////////////////"
                + "////////////////////////Zf//////////////YWFhYWFhYWFhYWFhYWFh+PhDbG9zZWRSYfj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+PhhYWFhYWFhYWFhYfj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+CoAAAAAAAAA+Pj4+Pj4+GFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh"
                + "YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFh////////////////////////////////////////////////////////"
                + "//////////9lbX19CiAge3s+cGFnZX19e3sKI2l0AABzfX1bez4gaXRlbSB9fXt7ZW1zffj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4"
                + "+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+Pj4+PhhYWFhYWFh"
                + "YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWH//2FhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYf//"
                + "////////////////////////////////////////////////////////////////////////////////////////////////"
                + "/////////////////////////////////////////////////////////2VtfX0KICB7ez5wYWdlfX17ewojaXQAAHN9fVt7"
                + "PiBpdGVtIH19e3tlbX19CiAge3s+cGFnZX19e3sKI2l0AABzfX1bez4gaXRlbSB9fXt7ZW1zfX0="
        ),
    ]

    @Test(arguments: inputs.map(\.0))
    func rendersWithinBounds(_ name: String) throws {
        let base64 = try #require(Self.inputs.first { $0.0 == name }?.1)
        let bytes = try #require(Data(base64Encoded: base64))
        let source = String(decoding: bytes, as: UTF8.self)
        let templates = [
            "page": try Template(parsing: source, name: "page"),
            "item": try Template(parsing: "<b>{{title}}</b>{{#items}}{{name}}{{/items}}", name: "item"),
        ]
        let value: TemplateValue = ["title": "Colors & <Type>", "items": [["name": "red"], ["name": "blue"], "x"]]
        // Strict mode renders what plain mode does and adds the warnings.
        let result = TemplateLibrary(templates: templates).render("page", with: value, strict: true)
        #expect(result.output.utf8.count <= TemplateRenderer.maximumOutputBytes + (1 << 20))
        #expect(
            result.warnings.contains {
                $0.message.contains("partials were expanded") || $0.message.contains("output passed")
                    || $0.message.contains("nested more than")
            })
    }
}
