import FuzzDriver
import FuzzTargets
import Glibc

/// Color-value parsing: any cell text through the standard notation parser. The check is `FuzzTarget.colorNotation` (Sources/FuzzTargets), which `make test` also runs on every seed;
/// a failed check traps here, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let failure = FuzzTarget.colorNotation.check(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(failure) }
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
