// The per-page half of a build without the processes around it: for every page of a content folder, the
// worker round trip in one thread — encode the request (main process), decode it, process the page and
// encode the result (worker), decode the result (main process) — and prints the time of each step. The
// request is a page frame (the options go to a worker once, not per page); the result is in
// `PageResultCodec`'s format.
// Synchronous, so it also runs under valgrind (callgrind), which the build's async main does not.
// Run in release mode: swift run -c release PageBenchmark [content-folder] [rounds] [site-title]
// (e.g. a corpus from Benchmarks/corpus/generate-scale-corpus: /tmp/scale/precept/content).
import Foundation
import Guidelines
import PageIsolation

let arguments = Array(CommandLine.arguments.dropFirst())
let folder = URL(fileURLWithPath: arguments.first ?? "content")
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3
let options = PageProcessor.Options(siteTitle: arguments.count > 2 ? arguments[2] : nil)

let sources: [PageSource] = {
    var sources: [PageSource] = []
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".md"), let data = FileManager.default.contents(atPath: folder.path + "/" + path) else { continue }
        sources.append(PageSource(relativePath: path, displayPath: "content/" + path, text: String(decoding: data, as: UTF8.self)))
    }
    return sources.sorted { $0.relativePath < $1.relativePath }
}()
guard !sources.isEmpty else {
    print("no Markdown pages in \(folder.path)")
    exit(1)
}

var totals: [String: Duration] = [:]
var order: [String] = []
@MainActor func step<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    if totals[name] == nil { order.append(name) }
    let start = ContinuousClock.now
    let value = try body()
    totals[name, default: .zero] += ContinuousClock.now - start
    return value
}

let processor = PageProcessor(options: options)
var checksum = 0
for _ in 0..<rounds {
    for source in sources {
        let request = step("encode request") { PageWorkRequest.encode(source) }
        let decoded = try step("decode request") { try PageWorkRequest.decode(request) }
        guard case .page(let page) = decoded else { fatalError("a page request decoded as \(decoded)") }
        let result = step("process") { processor.process(page) }
        let reply = step("encode result") { PageResultCodec.encode(result) }
        let back = try step("decode result") { try PageResultCodec.decode(reply) }
        guard back == result else { fatalError("\(source.relativePath) does not round-trip") }
        checksum &+= reply.count &+ (back.page?.bodyHTML.utf8.count ?? 0)
    }
}
print("\(sources.count) pages × \(rounds) rounds (checksum \(checksum))")
for name in order {
    let total = totals[name]!
    let microseconds =
        (Double(total.components.seconds) * 1e6 + Double(total.components.attoseconds) / 1e12) / Double(sources.count * rounds)
    print(name.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: "%8.1f µs/page", microseconds))
}
