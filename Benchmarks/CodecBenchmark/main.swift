// Encodes and decodes the page results of a content folder with JSONEncoder/JSONDecoder and with
// PageResultCodec (the page cache's and the worker protocol's format), and prints the time of each.
// Run in release mode: swift run -c release CodecBenchmark [content-folder] [rounds] [json|compact]
// (the last argument times that codec alone, e.g. for a profile)
// (e.g. a corpus from Benchmarks/corpus/generate-scale-corpus: /tmp/scale/precept/content).
import Foundation
import Guidelines

let arguments = CommandLine.arguments.dropFirst()
let folder = URL(fileURLWithPath: arguments.first ?? "content")
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 5
let only = arguments.dropFirst(2).first

let results: [PageResult] = {
    var results: [PageResult] = []
    let processor = PageProcessor()
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".md"), let data = FileManager.default.contents(atPath: folder.path + "/" + path) else { continue }
        let text = String(decoding: data, as: UTF8.self)
        results.append(processor.process(PageSource(relativePath: path, displayPath: "content/" + path, text: text)))
    }
    return results
}()
guard !results.isEmpty else {
    print("no Markdown pages in \(folder.path)")
    exit(1)
}

func measure(_ name: String, pages: Int, _ body: () throws -> Int) rethrows {
    var best = Duration.seconds(1_000_000)
    var bytes = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        bytes = try body()
        best = min(best, ContinuousClock.now - start)
    }
    let milliseconds = Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
    let perPage = milliseconds * 1000 / Double(pages)
    print(
        name.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%9.1f ms  %7.1f µs/page  %6.1f MB", milliseconds, perPage, Double(bytes) / 1e6))
}

print("\(results.count) pages, best of \(rounds) rounds")
if only == nil || only == "json" {
    let json = try results.map { try JSONEncoder().encode($0) }
    try measure("JSON encode", pages: results.count) { try results.reduce(0) { $0 + (try JSONEncoder().encode($1)).count } }
    try measure("JSON decode", pages: results.count) {
        try json.reduce(0) { total, data in
            _ = try JSONDecoder().decode(PageResult.self, from: data)
            return total + data.count
        }
    }
}
if only == nil || only == "compact" {
    let compact = results.map(PageResultCodec.encode)
    measure("compact encode", pages: results.count) { results.reduce(0) { $0 + PageResultCodec.encode($1).count } }
    try measure("compact decode", pages: results.count) {
        try compact.reduce(0) { total, bytes in
            _ = try PageResultCodec.decode(bytes)
            return total + bytes.count
        }
    }
    for (result, bytes) in zip(results, compact) where try PageResultCodec.decode(bytes) != result {
        print("compact round trip mismatch: \(result.page?.source.relativePath ?? "?")")
        exit(1)
    }
}
