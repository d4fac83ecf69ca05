import Testing

@testable import SiteModel
@testable import SiteRendering

/// The compact writer of `api/groups/`: no whitespace, commas only between values, strings escaped as
/// `JSONEncoder` escapes them, members in the order written.
@Suite struct CompactJSONWriterTests {
    @Test func writesNestedValuesWithoutWhitespace() {
        let bytes = CompactJSONWriter.bytes(reservingCapacity: 0) { json in
            json.beginObject()
            json.member("a", strings: [])
            json.key("b")
            json.beginArray()
            json.beginObject()
            json.member("c", 1)
            json.member("d", nil)
            json.member("e", "x\"y\\z\n/")
            json.endObject()
            json.int(-2)
            json.bool(true)
            json.raw(Array("[3]".utf8))
            json.endArray()
            json.member("f", strings: ["g", "h"])
            json.endObject()
        }
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"a":[],"b":[{"c":1,"e":"x\"y\\z\n/"},-2,true,[3]],"f":["g","h"]}"#)
    }

    @Test func aGroupFileIsItsHeadItsPartsAndItsTail() {
        let group = Site.Group(id: "foundations", title: "Found \"ations\"", pages: [])
        let data = GroupAPI.assemble(group, parts: [Array("{}".utf8), Array("{\"x\":1}".utf8)], part: 2, partCount: 3)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"group":{"id":"foundations","title":"Found \"ations\""},"pages":[{},{"x":1}],"part":2,"partCount":3,"schemaVersion":2}"#
        )
    }
}
