import FuzzDriver
import FuzzTargets
import Glibc

/// Front-matter reading: any text, as a page file's contents. The check is `FuzzTarget.frontMatter` (Sources/FuzzTargets), which `make test` also runs on every seed;
/// a failed check traps here, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let failure = FuzzTarget.frontMatter.check(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(failure) }
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
