import Diagnostics
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// Long-lived worker processes that pages are handed to one at a time. A page that runs past the time
/// budget has its worker killed and replaced; a worker that dies (a crash in cmark or libyaml, an
/// exhausted memory budget) fails only the page it held. Either way the page gets an error diagnostic
/// and the build goes on.
package actor PageWorkerPool {
    package let settings: IsolationSettings
    let executable: String
    private var idle: [WorkerProcess] = []
    private var live = 0
    private var waiters: [CheckedContinuation<WorkerProcess?, Never>] = []
    private var spawnFailure: String?
    /// The options of the latest request and their frame, encoded once rather than for every page.
    private var encodedOptions: (options: PageProcessor.Options, frame: [UInt8])?
    /// The options each live worker was last sent; a worker not listed (a new one) has had none. An entry goes
    /// when its worker dies or finishes, before the object can be freed and its identifier reused.
    private var optionsSent: [ObjectIdentifier: PageProcessor.Options] = [:]

    package init(executable: String, settings: IsolationSettings) {
        self.executable = executable
        self.settings = settings
        // A worker that dies mid-request must not take the build down with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Processes one page in a worker, falling back to this process only if no worker can be started.
    package nonisolated func process(_ source: PageSource, options: PageProcessor.Options) async -> PageResult {
        await processEncoded(source, options: options).result
    }

    /// Processes one page in a worker; `encoded` is the result as the worker sent it (`PageResultCodec`'s
    /// bytes), for the page cache to store without encoding it again, and nil when the result was made here
    /// (a failure, or no worker).
    package nonisolated func processEncoded(
        _ source: PageSource, options: PageProcessor.Options
    ) async -> (result: PageResult, encoded: [UInt8]?) {
        let (result, encoded, _) = await processEncoded(source, options: options, leavingTexts: false)
        return (result, encoded)
    }

    /// `processEncoded(_:options:)`; with `leavingTexts`, a result a worker sent keeps its page's body and
    /// Markdown copy in `encoded` (`.stored` in the result), at `texts` (`PageResultCodec.decode(_:leavingTexts:)`).
    package nonisolated func processEncoded(
        _ source: PageSource, options: PageProcessor.Options, leavingTexts: Bool
    ) async -> (result: PageResult, encoded: [UInt8]?, texts: PageResultCodec.TextPlaces?) {
        let lease = await worker(for: options)
        guard case .worker(let worker, let optionsFrame) = lease else {
            var result = PageProcessor(options: options).process(source)
            if let spawnFailure = await spawnFailure {
                result.diagnostics.append(
                    .note(
                        "page.not-isolated", "this page was processed without isolation: \(spawnFailure)",
                        at: SourceLocation(path: source.displayPath, line: 1, column: 1)))
            }
            return (result, nil, nil)
        }
        var request = optionsFrame.map(WorkerFraming.frame) ?? []
        request += WorkerFraming.frame(PageWorkRequest.encode(source))
        let budget = settings.timeBudget
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<WorkerProcess.Outcome, Never>) in
            // The exchange blocks in poll(2); keep it off the cooperative thread pool.
            DispatchQueue.global().async { [request] in continuation.resume(returning: worker.exchange(framed: request, timeout: budget)) }
        }
        switch outcome {
        case .reply(let payload):
            await release(worker)
            // Texts left in the bytes are checked as decoding them would: bytes that are not UTF-8 are a failure.
            if let (result, texts) = try? PageResultCodec.decode(payload[...], leavingTexts: leavingTexts),
                texts.map({ PageResultCodec.textsAreUTF8(payload[...], $0) }) ?? true
            {
                return (result, payload, texts)
            }
        case .timedOut, .died:
            await replace(worker)
        }
        return (failure(source, outcome), nil, nil)
    }

    /// What `worker(for:)` found.
    private enum Lease {
        /// A worker, and the options frame to send it before the page (nil when it has these options already).
        case worker(WorkerProcess, options: [UInt8]?)
        /// No worker could be started.
        case none
    }

    /// The result of a page whose worker sent back nothing readable, was stopped or died.
    private nonisolated func failure(_ source: PageSource, _ outcome: WorkerProcess.Outcome) -> PageResult {
        switch outcome {
        case .reply:
            return Self.failure(
                source, "page.crashed", "the worker processing this page sent back an unreadable result", notes: [Self.crashNote])
        case .timedOut:
            return Self.failure(
                source, "page.time-budget",
                "processing this page took longer than its \(settings.timeBudgetText) budget and was stopped; the page is left out",
                notes: [
                    "pages built from some patterns (many '![[]()', '<?', long '>' runs, thousands of table columns) are very slow to parse; simplify the page",
                    "or raise 'limits: page_time:' in precept.yml or --page-timeout",
                ])
        case .died(let signal, let status, let lastWords):
            let lines = lastWords.split(whereSeparator: \.isNewline).map(String.init)
            let words = lines.last { $0.lowercased().contains("error") || $0.contains("[cmark]") } ?? lines.last ?? ""
            let memory = lastWords.lowercased().contains("alloc") || lastWords.lowercased().contains("out of memory")
            if memory {
                return Self.failure(
                    source, "page.memory-budget",
                    "processing this page needed more than its \(settings.memoryBudgetMB) MB memory budget and was stopped; the page is left out",
                    notes: ["simplify the page, or raise 'limits: page_memory_mb:' in precept.yml or --page-memory"])
            }
            let how =
                signal.map { "was killed by signal \($0)\(Self.signalName($0).map { " (\($0))" } ?? "")" }
                ?? "exited with status \(status ?? -1)"
            return Self.failure(
                source, "page.crashed", "the worker processing this page \(how); the page is left out",
                notes: (words.isEmpty ? [] : ["the worker's last message: \(words.prefix(200))"]) + [Self.crashNote])
        }
    }

    /// How to get a crashed page built: it is a bug in a parser, so the page has to change until that is fixed.
    private static let crashNote =
        "a crash inside a parser: please report the page; until then, simplify the part of the page the crash points at (every other page is still built)"

    /// Diagnostic ids of pages the pool stopped or lost.
    package static let failureIds: Set<DiagnosticID> = ["page.time-budget", "page.memory-budget", "page.crashed", "page.not-isolated"]

    /// True when `result` comes from a stopped or crashed worker rather than from processing the page.
    package static func isIsolationFailure(_ result: PageResult) -> Bool {
        result.diagnostics.contains { failureIds.contains($0.id) }
    }

    /// Ends every idle worker; call when the build is done.
    package func shutdown() {
        for worker in idle {
            worker.finish()
            optionsSent[ObjectIdentifier(worker)] = nil
        }
        live -= idle.count
        idle.removeAll()
    }

    private static func failure(_ source: PageSource, _ id: DiagnosticID, _ message: String, notes: [String]) -> PageResult {
        PageResult(
            page: nil, diagnostics: [.error(id, message, at: SourceLocation(path: source.displayPath, line: 1, column: 1), notes: notes)])
    }

    /// An idle worker, a new one if the pool is not full, or nil when the caller has to wait (or spawning failed).
    private func acquire() -> WorkerProcess? {
        if let worker = idle.popLast() { return worker }
        guard live < settings.workerCount, spawnFailure == nil else { return nil }
        do {
            let worker = try WorkerProcess.spawn(executable, arguments: PageWorker.arguments(settings))
            live += 1
            return worker
        } catch {
            spawnFailure = error.description
            return nil
        }
    }

    /// A worker for a page processed with `options`, and the options frame it needs first.
    private func worker(for options: PageProcessor.Options) async -> Lease {
        let frame: [UInt8]
        if let encodedOptions, encodedOptions.options == options {
            frame = encodedOptions.frame
        } else {
            frame = PageWorkRequest.encode(options)
            encodedOptions = (options, frame)
        }
        guard let worker = await worker() else { return .none }
        let id = ObjectIdentifier(worker)
        if optionsSent[id] == options { return .worker(worker, options: nil) }
        // Recorded before the exchange: a worker that fails it is replaced (and forgotten) anyway.
        optionsSent[id] = options
        return .worker(worker, options: frame)
    }

    private func worker() async -> WorkerProcess? {
        if let worker = acquire() { return worker }
        if spawnFailure != nil, live == 0 { return nil }
        return await withCheckedContinuation { waiters.append($0) }
    }

    private func release(_ worker: WorkerProcess) {
        if waiters.isEmpty {
            idle.append(worker)
        } else {
            waiters.removeFirst().resume(returning: worker)
        }
    }

    /// The worker was killed or died: start another for whoever waits. (The new one gets the options again.)
    private func replace(_ dead: WorkerProcess) {
        optionsSent[ObjectIdentifier(dead)] = nil
        live -= 1
        guard !waiters.isEmpty else { return }
        let next = acquire()
        if let next {
            waiters.removeFirst().resume(returning: next)
        } else if live == 0 {
            for waiter in waiters { waiter.resume(returning: nil) }
            waiters.removeAll()
        }
    }

    static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGSEGV: "SIGSEGV, a memory access fault"
        case SIGABRT: "SIGABRT, an abort"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL, a Swift runtime trap"
        case SIGTRAP: "SIGTRAP, a Swift runtime trap"
        case SIGKILL: "SIGKILL"
        case SIGFPE: "SIGFPE"
        default: nil
        }
    }
}
