import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// The worker side (`precept __page-worker`): reads requests on stdin (`PageWorkRequest`, one frame each) and
/// writes each page's result on stdout (`PageResultCodec`'s bytes, one frame each), until stdin ends. Runs
/// under an address-space limit so a page that exhausts memory kills only this process.
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
        var processor: PageProcessor?
        #if DEBUG
            // Test hooks, compiled into debug builds only: crash on, or hang for a minute on, a page containing
            // this text (every input cmark-gfm was slow on is now defused before parsing).
            let crashMarker = ProcessInfo.processInfo.environment["PRECEPT_TEST_WORKER_CRASH_ON"]
            let hangMarker = ProcessInfo.processInfo.environment["PRECEPT_TEST_WORKER_HANG_ON"]
        #endif
        while let frame = WorkerFraming.readFrame(0) {
            guard let request = try? PageWorkRequest.decode(frame) else { return 65 }
            switch request {
            case .options(let options):
                processor = PageProcessor(options: options)
            case .page(let source):
                // A page before any options is a broken protocol, not a page to process with defaults.
                guard let processor else { return 65 }
                #if DEBUG
                    if let crashMarker, source.text.contains(crashMarker) { raise(SIGSEGV) }
                    if let hangMarker, source.text.contains(hangMarker) { sleep(60) }
                #endif
                let payload = PageResultCodec.encode(processor.process(source))
                guard WorkerFraming.writeAll(1, WorkerFraming.frame(payload)) else { return 74 }
            }
        }
        return 0
    }
}
