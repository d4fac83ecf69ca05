import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The server's two pools (request slots and event-stream slots), whether it is stopping, and the counters
/// `HTTPServer.statistics` reports; shared by the head reader, the request threads and `stop`.
final class ServerLoad: @unchecked Sendable {
    // Safe to share: every stored `var` is read and written only while holding `condition`.
    private let condition = NSCondition()
    private let maximumRequests: Int
    private let maximumStreams: Int
    private var stopped = false
    private var readerRunning = false
    private var requests = 0
    /// The sockets of open event streams, so `stop` can end them; removed before each is closed.
    private var streams: Set<Int32> = []
    private var counters = HTTPServer.Statistics()

    init(maximumRequests: Int, maximumStreams: Int) {
        self.maximumRequests = maximumRequests
        self.maximumStreams = maximumStreams
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }

    var isStopped: Bool { locked { stopped } }

    var statistics: HTTPServer.Statistics {
        locked {
            var snapshot = counters
            snapshot.activeRequests = requests
            snapshot.eventStreams = streams.count
            return snapshot
        }
    }

    /// Takes a request slot; false when all are taken or the server is stopping.
    func acquireRequest() -> Bool {
        locked {
            guard !stopped, requests < maximumRequests else { return false }
            requests += 1
            return true
        }
    }

    func releaseRequest() {
        locked { requests -= 1 }
    }

    /// Takes an event-stream slot for the stream on `fd`; false when all are taken or the server is stopping.
    func acquireStream(_ fd: Int32) -> Bool {
        locked {
            guard !stopped, streams.count < maximumStreams else { return false }
            streams.insert(fd)
            return true
        }
    }

    /// Call before closing `fd`, so `stop` never shuts down a descriptor number already reused.
    func releaseStream(_ fd: Int32) {
        locked { _ = streams.remove(fd) }
    }

    /// Counts `bytes` (negative to release) of response body held in memory.
    func holdBody(bytes: Int) {
        locked {
            counters.bufferedBodyBytes += bytes
            counters.peakBufferedBodyBytes = max(counters.peakBufferedBodyBytes, counters.bufferedBodyBytes)
        }
    }

    func recordIdle(_ idle: Int, dropped: Int) {
        locked {
            counters.idleConnections = idle
            counters.droppedIdleConnections = dropped
        }
    }

    func readerStarted() {
        locked { readerRunning = true }
    }

    func readerFinished() {
        locked { readerRunning = false }
    }

    /// Refuses new work and ends every event stream: shutting a stream's socket down wakes its thread.
    func stop() {
        locked {
            stopped = true
            for fd in streams { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    /// Waits until the head reader has finished and no request or stream is open; false at `deadline`.
    func waitUntilQuiet(until deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while readerRunning || requests > 0 || !streams.isEmpty {
            guard condition.wait(until: deadline) else { return false }
        }
        return true
    }
}
