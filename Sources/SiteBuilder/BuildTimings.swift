import Foundation
import Synchronization

/// Phase timings of a build, printed to standard error when `PRECEPT_TIMINGS=1` is set: each phase's wall
/// time since the previous mark and the process's resident memory at its end. For benchmarks and
/// profiling (`docs/benchmarks.md`); off by default, and then each mark costs one branch.
package enum BuildTimings {
    static let enabled = ProcessInfo.processInfo.environment["PRECEPT_TIMINGS"] == "1"
    private static let last = Mutex<ContinuousClock.Instant>(ContinuousClock.now)

    /// Starts timing a build: the first phase runs from here.
    package static func begin() {
        guard enabled else { return }
        last.withLock { $0 = ContinuousClock.now }
    }

    /// Ends the phase that began at the previous mark (or at `begin()`).
    package static func mark(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let elapsed = last.withLock { previous in
            defer { previous = now }
            return (now - previous).components
        }
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let padded = phase.padding(toLength: 24, withPad: " ", startingAt: 0)
        let line = "timing: \(padded) \(String(format: "%8.3f s %7.0f MB resident", seconds, residentMB()))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The resident set size from `/proc/self/statm`, in megabytes (0 where unavailable).
    static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
