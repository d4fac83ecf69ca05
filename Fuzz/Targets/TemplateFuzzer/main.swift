import FuzzDriver
import Glibc
import Templates

/// The Mustache parser, and rendering what parses (strict) against a small value with itself and a fixed partial.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? Template(parsing: text, name: "page") else { return 0 }
    let partial = try! Template(parsing: "<b>{{title}}</b>{{#items}}{{name}}{{/items}}", name: "item")
    let library = TemplateLibrary(templates: ["page": template, "item": partial])
    let value = TemplateValue.object([
        "title": .string("Colors & <Type>"),
        "count": .number(3),
        "flag": .bool(true),
        "none": .null,
        "items": .list([.object(["name": .string("red")]), .object(["name": .string("blue")]), .string("x")]),
        "nested": .object(["a": .object(["b": .string("deep")])]),
    ])
    // Strict mode renders exactly what plain mode does and adds the warnings, so one render covers both.
    _ = library.render("page", with: value, strict: true)
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
