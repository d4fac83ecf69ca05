import FuzzDriver
import Glibc
import Guidelines

/// Color-value parsing: any cell text through the standard notation parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    switch ColorNotationParser.standard.parse(text) {
    case .value(_, let offset), .invalid(_, _, let offset, _):
        // Offsets are UTF-8 offsets into the cell text.
        precondition(offset >= 0 && offset <= text.utf8.count, "offset \(offset) outside the text")
    case .none:
        break
    }
    _ = ColorNotationParser.isBlank(text)
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
