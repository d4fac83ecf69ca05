import Foundation
import Testing

@testable import Templates

/// Issue 47, defect 4: a value a template writes is escaped for where it lands (element text, a quoted
/// attribute, a quoted JavaScript string) or, where no escaping makes it safe, dropped with a warning at the
/// tag. The payloads are front matter an author controls; the templates are a theme's.
@Suite struct TemplateContextTests {
    static let page: TemplateValue = [
        "title": "x\\", "tail": ";alert(1);//", "description": "';alert(1);//", "break": "\";alert(1);//",
        "attribute": "x onmouseover=alert(1)",
        "handler": "onclick=alert(1)", "html": "<script>alert(1)</script>", "code": "${alert(1)}",
    ]

    /// The warnings of `result` that say a value was dropped, as `line:column`.
    func dropped(_ result: TemplateRenderResult) -> [String] {
        result.warnings.filter { $0.kind == .unsafeContext }.map { "\($0.line):\($0.column)" }
    }

    @Test func aValueInAQuotedScriptStringCannotEndTheString() throws {
        // Before: `"x\", d = "` was one string and `;alert(1);//` ran.
        let result = try render("<script>\nvar t = \"{{title}}\", d = \"{{tail}}\", e = '{{description}}';\n</script>", Self.page)
        #expect(
            result.output
                == "<script>\nvar t = \"x\\u005C\", d = \";alert(1);//\", e = '\\u0027;alert(1);//';\n</script>")
        #expect(result.warnings.isEmpty)
        let json = try render("<script type=\"application/json\">{\"t\": \"{{break}}\"}</script>", Self.page)
        #expect(json.output == "<script type=\"application/json\">{\"t\": \"\\u0022;alert(1);//\"}</script>")
    }

    @Test func aScriptStringEscapesEverythingThatCouldEndTheStringOrTheScript() throws {
        let value = "</script><!--\n\r\u{2028}\u{2029}&`\u{0}\u{7F}é"
        let result = try render("<script>var a = '{{v}}';</script><p>{{v}}</p>", ["v": .string(value)])
        let script = "\\u003C/script\\u003E\\u003C!--\\u000A\\u000D\\u2028\\u2029\\u0026\\u0060\\u0000\\u007Fé"
        #expect(result.output == "<script>var a = '\(script)';</script><p>&lt;/script&gt;&lt;!--\n\r\u{2028}\u{2029}&amp;`\u{0}\u{7F}é</p>")
    }

    @Test func aValueInATemplateLiteralIsDropped() throws {
        // Before: `${alert(1)}` ran; HTML escaping leaves `$`, `{` and `}` alone.
        let result = try render("<script>\nlet t = `{{code}}`;\n</script>", Self.page)
        #expect(result.output == "<script>\nlet t = ``;\n</script>")
        #expect(dropped(result) == ["2:10"])
    }

    @Test func aValueInSrcdocIsDropped() throws {
        // Before: `&lt;script&gt;` in srcdoc is decoded and runs in the frame.
        let result = try render("<iframe\n  srcdoc=\"{{html}}\" title=\"{{title}}\"></iframe>", Self.page)
        #expect(result.output == "<iframe\n  srcdoc=\"\" title=\"x\\\"></iframe>")
        #expect(dropped(result) == ["2:11"])
    }

    @Test func aValueInAnUnquotedAttributeIsDropped() throws {
        // Before: `class=x onmouseover=alert(1)` added a handler.
        let result = try render("<p class={{attribute}}>{{title}}</p><p id=a{{attribute}}>", Self.page)
        #expect(result.output == "<p class=>x\\</p><p id=a>")
        #expect(dropped(result) == ["1:10", "1:44"])
    }

    @Test func aValueWhereAnAttributeNameGoesIsDropped() throws {
        // Before: `<a onclick=alert(1)>`.
        let result = try render("<a {{handler}}>x</a><a href=\"y\"{{handler}}><b{{handler}}></{{handler}}><a title {{handler}}>", Self.page)
        #expect(result.output == "<a >x</a><a href=\"y\"><b></><a title >")
        #expect(dropped(result) == ["1:4", "1:32", "1:46", "1:60", "1:81"])
    }

    @Test func aValueRightAfterALessThanSignCannotOpenATag() throws {
        // Before: `<{{handler}}>` made the element `<onclick=alert(1)>`; `<img src=x onerror=…>` would run.
        let result = try render(
            "<{{handler}}> <{{n}}> <{{slash}}> <{{empty}}{{handler}}>", Self.page.merging(["n": 0, "slash": "/a", "empty": ""]))
        #expect(result.output == "<&#111;nclick=alert(1)> <0> <&#47;a> <&#111;nclick=alert(1)>")
        #expect(result.warnings.isEmpty)
    }

    @Test func valuesInEventHandlersStylesAndScriptCodeAreDropped() throws {
        let source = """
            <button onclick="go('{{description}}')" ONMOUSEOVER='{{description}}'>b</button>
            <p style="color: {{c}}">p</p>
            <style>p { color: {{c}}; }</style>
            <script>var n = {{description}}; //{{description}}
            /* {{description}} */ var r = /"/, s = "{{description}}";</script>
            <svg><animate attributeName="href" to="{{description}}"/></svg>
            """
        let result = try render(source, Self.page.merging(["c": "red;background:url(https://example.com/x)"]))
        let expected = """
            <button onclick="go('')" ONMOUSEOVER=''>b</button>
            <p style="color: ">p</p>
            <style>p { color: ; }</style>
            <script>var n = ; //
            /*  */ var r = /"/, s = "\\u0027;alert(1);//";</script>
            <svg><animate attributeName="href" to=""/></svg>
            """
        #expect(result.output == expected)
        #expect(dropped(result) == ["1:22", "1:54", "2:18", "3:19", "4:17", "4:36", "5:4", "6:40"])
    }

    @Test func aRegularExpressionAfterAKeywordIsNotTakenForAString() throws {
        let result = try render("<script>function f() { return /'/.test(x) }; var v = {{description}};</script>", Self.page)
        #expect(result.output == "<script>function f() { return /'/.test(x) }; var v = ;</script>")
        #expect(dropped(result) == ["1:54"])
    }

    @Test func valuesInAPartialIncludedInScriptOrInATagAreDropped() throws {
        let partials = ["p": "a = '{{description}}'; {{title}}", "literal": "var ok = 1;"]
        let result = try render(
            "<script>{{>p}}{{>literal}}</script><a {{>p}}>{{>p}}</a>", Self.page, partials: partials)
        #expect(result.output == "<script>a = ''; var ok = 1;</script><a a = ''; >a = '&#39;;alert(1);//'; x\\</a>")
        #expect(dropped(result) == ["1:6", "1:24"])
    }

    @Test func htmlContextsKeepTheirEscaping() throws {
        let source =
            "<!DOCTYPE html><title>{{html}}</title><p title=\"{{description}}\" data-x='{{break}}'>{{html}}</p>"
            + "<!-- {{html}} --><textarea>{{html}}</textarea>"
        let result = try render(source, Self.page)
        let expected =
            "<!DOCTYPE html><title>&lt;script&gt;alert(1)&lt;/script&gt;</title><p title=\"&#39;;alert(1);//\" "
            + "data-x='&quot;;alert(1);//'>&lt;script&gt;alert(1)&lt;/script&gt;</p><!-- &lt;script&gt;alert(1)&lt;/script&gt; -->"
            + "<textarea>&lt;script&gt;alert(1)&lt;/script&gt;</textarea>"
        #expect(result.output == expected)
        #expect(result.warnings.isEmpty)
    }

    @Test func rawValuesStayAsTheyAre() throws {
        let result = try render("<script>var x = {{{html}}};</script><a {{&handler}}>", Self.page)
        #expect(result.output == "<script>var x = <script>alert(1)</script>;</script><a onclick=alert(1)>")
        #expect(result.warnings.isEmpty)
    }

    @Test func aDoctypeDoesNotHideTheURLAttributesAfterIt() throws {
        // Before: `<!DOCTYPE html>` was read as a comment that never closed, so no URL after it was checked.
        let result = try render("<!DOCTYPE html>\n<a href=\"{{u}}\">x</a><?pi x?><a href=\"{{u}}\">y</a>", ["u": "javascript:alert(1)"])
        #expect(result.output == "<!DOCTYPE html>\n<a href=\"#\">x</a><?pi x?><a href=\"#\">y</a>")
    }
}

/// The built-in theme writes values only in element text and quoted attributes: it loads with no value left out.
@Suite struct BuiltInThemeContextTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    /// `name:line:column context` for every tag of `nodes` that is not plain HTML.
    func unusual(_ nodes: [TemplateNode], in name: String) -> [String] {
        nodes.flatMap { node -> [String] in
            switch node {
            case .variable(_, _, let context, let location, _), .partial(_, _, let context, let location, _):
                context == .html ? [] : ["\(name):\(location.line):\(location.column) \(context)"]
            case .section(_, _, let children, _, _): unusual(children, in: name)
            case .text: []
            }
        }
    }

    @Test func everyBuiltInTemplateWritesItsValuesAsHTML() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(names.count > 10, "templates/ not found at \(Self.folder.path)")
        var found: [String] = []
        for name in names.sorted() {
            let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            found += unusual(try Template(parsing: source, name: name).nodes, in: name)
        }
        #expect(found == [])
    }
}

extension TemplateValue {
    /// This object with `fields` added.
    fileprivate func merging(_ fields: [String: TemplateValue]) -> TemplateValue {
        guard case .object(var own) = self else { return self }
        own.merge(fields) { $1 }
        return .object(own)
    }
}
