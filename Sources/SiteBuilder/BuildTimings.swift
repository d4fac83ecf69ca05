import Foundation
import Synchronization

/// Phase timings of a build, printed to standard error when `PRECEPT_TIMINGS=1` is set: each phase's wall
/// time since the previous mark, the CPU time this process (not its workers) spent in it, and the process's
/// resident memory at its end. For benchmarks and
/// profiling (`docs/benchmarks.md`); off by default, and then each mark costs one branch.
package enum BuildTimings {
    static let enabled = ProcessInfo.processInfo.environment["PRECEPT_TIMINGS"] == "1"
    private static let last = Mutex<(wall: ContinuousClock.Instant, cpu: Double)>((ContinuousClock.now, 0))

    /// Starts timing a build: the first phase runs from here.
    package static func begin() {
        guard enabled else { return }
        last.withLock { $0 = (ContinuousClock.now, processCPUSeconds()) }
    }

    /// Ends the phase that began at the previous mark (or at `begin()`).
    package static func mark(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let cpuNow = processCPUSeconds()
        let (elapsed, cpu) = last.withLock { previous in
            defer { previous = (now, cpuNow) }
            return ((now - previous.wall).components, cpuNow - previous.cpu)
        }
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let padded = phase.padding(toLength: 24, withPad: " ", startingAt: 0)
        let figures = String(format: "%8.3f s %7.3f s CPU %7.0f MB resident", seconds, cpu, residentMB())
        FileHandle.standardError.write(Data("timing: \(padded) \(figures)\n".utf8))
    }

    /// A line of text among the marks, such as why a build took the path it took.
    package static func note(_ text: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("timing: \(text)\n".utf8))
    }

    /// User and system time of this process (all threads, not its worker processes), in seconds.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The resident set size from `/proc/self/statm`, in megabytes (0 where unavailable).
    static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
