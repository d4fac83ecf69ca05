import Testing

@testable import ShippedColors

@Suite struct PositionedJSONTests {
    func read(_ text: String) -> Result<PositionedJSON, JSONSyntaxError> {
        PositionedJSONReader.read(Array(text.utf8))
    }

    @Test func valuesKeepTheLineAndColumnTheyStartAt() throws {
        let json = try read("{\n  \"a\": [1, \"é\", {\"b\": true}],\n  \"c\": null\n}").get()
        let a = try #require(json["a"])
        #expect((a.line, a.column) == (2, 8))
        #expect(a.elements.map(\.column) == [9, 12, 17])
        #expect(a.elements[1].string == "é")
        #expect(a.elements[2]["b"]?.value == .bool(true))
        #expect((json["c"]?.line, json["c"]?.column) == (3, 8))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let json = try read("{\"名前\": \"青\", \"x\": 1}").get()
        #expect(json["x"]?.column == 18)
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let json = try read(#"["a\"b\\c\n", "\u00e9\ud83d\ude00", "\ud800"]"#).get()
        #expect(json.elements.map(\.string) == ["a\"b\\c\n", "é😀", "\u{FFFD}"])
    }

    @Test func numbersKeepTheirTextForComponentsWrittenAsNumbers() throws {
        let json = try read("[0.220, 56, -1.5e2]").get()
        #expect(json.elements.map(\.text) == ["0.220", "56", "-1.5e2"])
        #expect(json.elements.map(\.number) == [0.22, 56, -150])
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
        ("[1, 2", 1, 6, "the file ends inside an array"),
        ("{}\n x", 2, 2, "unexpected text after the JSON value"),
        ("\"open\nstring\"", 1, 6, "a string is not closed on its line"),
        ("[tru]", 1, 2, "expected a value"),
    ])
    func syntaxErrorsSayWhereAndWhy(text: String, line: Int, column: Int, message: String) {
        guard case .failure(let error) = read(text) else {
            Issue.record("'\(text)' was read as JSON")
            return
        }
        #expect((error.line, error.column, error.message) == (line, column, message))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let error) = read(text) else {
            Issue.record("100,000 levels were read")
            return
        }
        #expect(error.message == "the JSON nests deeper than 256 levels")
        #expect(error.column == 257)
    }
}
