import Foundation

/// How per-page work is isolated: in worker processes with time and memory budgets, or in this process.
package struct IsolationSettings: Sendable, Hashable {
    /// Where pages are processed.
    package enum Mode: Sendable, Hashable {
        /// In the build's own process, concurrently; no budget can be enforced (tests, debugging).
        case inProcess
        /// In long-lived worker processes started from `executable` with the hidden `__page-worker` command.
        case workers(executable: String)
    }

    package static let defaultTimeBudget: Duration = .seconds(5)
    package static let defaultMemoryBudgetMB = 1024

    package var mode: Mode
    /// Number of worker processes; defaults to the number of cores.
    package var workerCount: Int
    /// Wall-clock time one page may take in a worker before the worker is killed and the page reported.
    package var timeBudget: Duration
    /// Address-space limit of each worker (`RLIMIT_AS`), in MiB; 0 means no limit.
    package var memoryBudgetMB: Int

    package init(
        mode: Mode = .inProcess, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
        timeBudget: Duration = Self.defaultTimeBudget, memoryBudgetMB: Int = Self.defaultMemoryBudgetMB
    ) {
        self.mode = mode
        self.workerCount = max(1, workerCount)
        self.timeBudget = timeBudget
        self.memoryBudgetMB = max(0, memoryBudgetMB)
    }

    /// The running executable, for re-executing it as a worker (`/proc/self/exe` on Linux).
    package static var currentExecutable: String {
        #if os(Linux)
            if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return resolved }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// `5 s`, `0.5 s`: the budget as written in diagnostics.
    package var timeBudgetText: String {
        let (seconds, attoseconds) = timeBudget.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%.2g s", value)
    }
}
