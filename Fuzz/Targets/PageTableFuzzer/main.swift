import FuzzDriver
import Glibc
import Guidelines

/// Table extraction, through the whole per-page pipeline: front matter, Markdown, color tables, rules, checks,
/// body HTML, with the default limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let source = PageSource(relativePath: "foundations/color.md", displayPath: "content/foundations/color.md", text: text)
    _ = PageProcessor().process(source)
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
