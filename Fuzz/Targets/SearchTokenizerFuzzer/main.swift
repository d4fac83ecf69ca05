import FuzzDriver
import FuzzTargets
import Glibc

/// The search tokenizer, at index time and at query time. The check is `FuzzTarget.searchTokenizer` (Sources/FuzzTargets), which `make test` also runs on every seed;
/// a failed check traps here, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let failure = FuzzTarget.searchTokenizer.check(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(failure) }
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
