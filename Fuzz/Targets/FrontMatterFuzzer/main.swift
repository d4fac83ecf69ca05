import Diagnostics
import FrontMatter
import FuzzDriver
import Glibc

/// Front-matter reading: any text, as a page file's contents (invalid UTF-8 repaired, as the reader does).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let result = FrontMatterParser.parse(SourceText(path: "fuzz.md", text: text))
    _ = result.metadata.id
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
