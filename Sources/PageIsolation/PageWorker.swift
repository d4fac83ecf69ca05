import BinaryCoding
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// One request to a worker: the processing options and the page.
package struct PageWorkRequest: Sendable, Codable {
    package var options: PageProcessor.Options
    package var source: PageSource

    package init(options: PageProcessor.Options, source: PageSource) {
        self.options = options
        self.source = source
    }
}

/// The worker side (`precept __page-worker`): reads page requests on stdin, writes page results on stdout
/// (both in `BinaryCoding`'s format, one frame each), until stdin ends. Runs under an address-space limit so a page that exhausts memory kills only this process.
package enum PageWorker {
    package static let command = "__page-worker"

    /// Arguments for a worker with `settings`.
    package static func arguments(_ settings: IsolationSettings) -> [String] {
        [command, "--memory-mb", String(settings.memoryBudgetMB)]
    }

    /// The worker loop; returns the exit status.
    package static func run(_ arguments: [String]) -> Int32 {
        if let flag = arguments.firstIndex(of: "--memory-mb"), flag + 1 < arguments.count, let megabytes = Int(arguments[flag + 1]),
            megabytes > 0
        {
            let bytes = rlim_t(megabytes) * 1024 * 1024
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            #if os(Linux)
                setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
            #else
                setrlimit(RLIMIT_AS, &limit)
            #endif
        }
        let decoder = BinaryDecoder()
        let encoder = BinaryEncoder()
        var processor: PageProcessor?
        #if DEBUG
            // Test hook, compiled into debug builds only: crash on a page containing this text.
            let crashMarker = ProcessInfo.processInfo.environment["PRECEPT_TEST_WORKER_CRASH_ON"]
        #endif
        while let frame = WorkerFraming.readFrame(0) {
            guard let request = try? decoder.decode(PageWorkRequest.self, from: frame) else { return 65 }
            #if DEBUG
                if let crashMarker, request.source.text.contains(crashMarker) { raise(SIGSEGV) }
            #endif
            if processor?.options != request.options { processor = PageProcessor(options: request.options) }
            let result = processor!.process(request.source)
            guard let payload = try? encoder.encode(result), WorkerFraming.writeAll(1, WorkerFraming.frame(payload)) else { return 74 }
        }
        return 0
    }
}
