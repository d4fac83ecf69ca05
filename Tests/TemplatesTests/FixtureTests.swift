import Foundation
import Testing

@testable import Templates

/// Renders the fixture site pages under `Fixtures/<case>/` and compares them with `expected.html`.
///
/// Set `RECORD_TEMPLATE_SNAPSHOTS=1` to rewrite `expected.html` in the source tree instead.
@Suite("Fixture pages")
struct FixtureTests {
    static let fixtureCases = ["guideline-page"]

    @Test(arguments: fixtureCases)
    func rendersLikeTheSnapshot(_ fixture: String) throws {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent(fixture)
        var templates: [String: Template] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            templates[name] = try Template(parsing: source, name: file)
        }
        let json = try Data(contentsOf: directory.appendingPathComponent("data.json"))
        let data = try JSONDecoder().decode(JSONTemplateValue.self, from: json).value

        let result = TemplateLibrary(templates: templates).render("page", with: data, strict: true)
        #expect(result.warnings.isEmpty, "\(result.warnings)")

        if ProcessInfo.processInfo.environment["RECORD_TEMPLATE_SNAPSHOTS"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(fixture)/expected.html")
            try result.output.write(to: source, atomically: true, encoding: .utf8)
            Issue.record("recorded \(source.path); unset RECORD_TEMPLATE_SNAPSHOTS to compare")
            return
        }
        let expected = try String(contentsOf: directory.appendingPathComponent("expected.html"), encoding: .utf8)
        #expect(result.output == expected)
    }
}

/// Decodes JSON fixture data into `TemplateValue` (test-only; the library itself does not read JSON).
struct JSONTemplateValue: Decodable {
    var value: TemplateValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let items = try? container.decode([JSONTemplateValue].self) {
            value = .list(items.map(\.value))
        } else {
            value = .object(try container.decode([String: JSONTemplateValue].self).mapValues(\.value))
        }
    }
}
