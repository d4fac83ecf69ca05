import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One worker process and the two pipes to it. Used by one page at a time (the pool hands it out),
/// and all its stored properties are constants, so it can cross threads.
package final class WorkerProcess: Sendable {
    package let pid: pid_t
    /// The worker's stdin, for requests.
    let requests: Int32
    /// The worker's stdout, for results.
    let results: Int32
    /// The worker's stderr, read for the last words of a crash.
    let errors: Int32

    /// How one request ended.
    package enum Outcome: Sendable {
        case reply([UInt8])
        /// The budget ran out; the worker was killed.
        case timedOut
        /// The worker died: its exit status or signal, and the end of what it wrote to stderr.
        case died(signal: Int32?, status: Int32?, lastWords: String)
    }

    private init(pid: pid_t, requests: Int32, results: Int32, errors: Int32) {
        self.pid = pid
        self.requests = requests
        self.results = results
        self.errors = errors
    }

    package struct SpawnError: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// Starts `executable arguments…` with pipes on its stdin, stdout and stderr.
    package static func spawn(_ executable: String, arguments: [String]) throws(SpawnError) -> WorkerProcess {
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0], error: [Int32] = [0, 0]
        guard Self.pipeClosedOnExec(&input) == 0 else { throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))") }
        guard Self.pipeClosedOnExec(&output) == 0 else {
            close(input[0])
            close(input[1])
            throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        guard Self.pipeClosedOnExec(&error) == 0 else {
            for fd in input + output { close(fd) }
            throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Swift's crash backtracer would spend seconds symbolicating a worker that ran out of memory.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(input[0])
        close(output[1])
        close(error[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            close(error[0])
            throw SpawnError(description: "cannot start '\(executable)': \(String(cString: strerror(status)))")
        }
        return WorkerProcess(pid: pid, requests: input[1], results: output[0], errors: error[0])
    }

    /// `pipe(2)` with both ends closed on exec, so one worker never inherits another's pipes.
    /// (`pipe2` is hidden behind `_GNU_SOURCE`; workers are spawned one at a time by the pool's actor.)
    private static func pipeClosedOnExec(_ fds: inout [Int32]) -> Int32 {
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    /// Sends one request (`framed`: one or more frames, the last of which is answered) and waits for its
    /// reply, at most `timeout`. Blocks the calling thread.
    package func exchange(framed request: [UInt8], timeout: Duration) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var lastWords: [UInt8] = []
        guard WorkerFraming.writeAll(requests, request) else { return died(lastWords) }
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var watchErrors = true
        while true {
            let remaining = deadline - clock.now
            if remaining <= .zero {
                stop()
                return .timedOut
            }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var fds = [pollfd(fd: results, events: Int16(POLLIN), revents: 0)]
            if watchErrors { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                kill(pid, SIGKILL)
                return died(lastWords)
            }
            if ready == 0 { continue }
            if watchErrors, fds[1].revents != 0 {
                let got = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
                if got > 0 {
                    lastWords.append(contentsOf: chunk[0..<got])
                    if lastWords.count > 4096 { lastWords.removeFirst(lastWords.count - 4096) }
                } else if got == 0 || errno != EINTR {
                    watchErrors = false
                }
            }
            if fds[0].revents != 0 {
                let got = chunk.withUnsafeMutableBytes { read(results, $0.baseAddress!, $0.count) }
                if got < 0, errno == EINTR { continue }
                if got <= 0 { return died(lastWords) }
                buffer.append(contentsOf: chunk[0..<got])
                switch WorkerFraming.parseFrame(buffer) {
                case .incomplete: continue
                case .complete(let payload): return .reply(payload)
                case .invalid:
                    kill(pid, SIGKILL)
                    return died(lastWords)
                }
            }
        }
    }

    /// Collects the exit status of a worker whose output ended, draining what remains of its stderr.
    private func died(_ lastWords: [UInt8]) -> Outcome {
        var words = lastWords
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            words.append(contentsOf: chunk[0..<got])
            if words.count > 8192 { words.removeFirst(words.count - 8192) }
        }
        let status = reap()
        let text = String(decoding: words.suffix(4096), as: UTF8.self)
        let signal = status & 0x7F
        if signal != 0 { return .died(signal: signal, status: nil, lastWords: text) }
        return .died(signal: nil, status: (status >> 8) & 0xFF, lastWords: text)
    }

    /// Kills the worker and collects it.
    package func stop() {
        kill(pid, SIGKILL)
        _ = reap()
    }

    /// Asks the worker to finish (end of its input) and collects it.
    package func finish() {
        close(requests)
        _ = reap(closingRequests: false)
    }

    /// Waits for the worker to exit and closes the pipes; returns the raw `waitpid` status.
    @discardableResult
    private func reap(closingRequests: Bool = true) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        close(results)
        close(errors)
        if closingRequests { close(requests) }
        return status
    }
}
