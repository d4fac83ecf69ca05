import FuzzDriver
import Glibc
import SearchIndex

/// The search tokenizer, at index time and at query time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let tokenizer = SearchTokenizer()
    for term in tokenizer.indexTerms(text) + tokenizer.queryTerms(text) {
        precondition(!term.isEmpty, "empty term")
        precondition(term.count <= SearchTokenizer.maximumTermLength, "term longer than the cap: \(term)")
    }
    return 0
}

exit(PreceptFuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
