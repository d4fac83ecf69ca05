import BinaryCoding
import FuzzDriver
import Glibc
import Guidelines

/// `PageResultCodec.decode` on any bytes: it must throw or return a result, never trap; a result it returns
/// must encode and decode back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let result = try? PageResultCodec.decode(bytes) else { return 0 }
    let again = PageResultCodec.encode(result)
    guard let back = try? PageResultCodec.decode(again), PageResultCodec.encode(back) == again else {
        fatalError("a decoded result does not round-trip")
    }
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
