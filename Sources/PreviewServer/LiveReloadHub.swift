import Diagnostics
import Foundation

/// The state open pages follow over `/__precept/events`: a reload after each successful rebuild, or the
/// diagnostics of a failed one for the error overlay. A client that connects while the last build failed
/// gets the failure at once.
public final class LiveReloadHub: @unchecked Sendable {
    // Safe to share: every stored `var` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var generation = 0
    private var failure: String?
    private var closed = false
    /// One wake signal per open stream, so a change reaches each stream's thread at once.
    private var subscribers: [ObjectIdentifier: WakeSignal] = [:]

    public init() {}

    /// Tells every page to reload.
    public func publishReload() {
        update { $0.failure = nil }
    }

    /// Shows the overlay on every page; the site on disk stays as it was.
    public func publishFailure(_ diagnostics: [Diagnostic], fatal: String?) {
        let payload = Self.failurePayload(diagnostics, fatal: fatal)
        update { $0.failure = payload }
    }

    /// Ends every stream (shutdown).
    public func close() {
        update { $0.closed = true }
    }

    /// Connected event-stream clients.
    public var clientCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    private func update(_ change: (LiveReloadHub) -> Void) {
        lock.lock()
        change(self)
        generation += 1
        let wakes = Array(subscribers.values)
        lock.unlock()
        for wake in wakes { wake.signal() }
    }

    /// Runs one client's stream on its connection thread until the client leaves (noticed as soon as it
    /// closes its end), the server stops or the hub closes; a comment line after each quiet `heartbeat`
    /// keeps proxies and browsers from timing the stream out.
    public func stream(_ connection: EventStreamConnection, heartbeat: Duration = .seconds(15)) {
        guard let wake = WakeSignal() else { return }
        let key = ObjectIdentifier(wake)
        lock.lock()
        subscribers[key] = wake
        var seen = generation
        let initial = failure
        let closedAlready = closed
        lock.unlock()
        defer {
            lock.lock()
            subscribers[key] = nil
            lock.unlock()
        }
        guard !closedAlready else { return }
        var alive = connection.send("retry: 1000\n: connected\n\n")
        if alive, let initial { alive = connection.send(Self.event("failure", initial)) }
        while alive {
            let outcome = connection.wait(for: wake, timeout: heartbeat)
            if case .clientLeft = outcome { return }
            wake.drain()
            lock.lock()
            let (current, currentFailure, isClosed) = (generation, failure, closed)
            lock.unlock()
            if isClosed || connection.isServerStopping { return }
            if current != seen {
                seen = current
                alive = connection.send(
                    currentFailure.map { Self.event("failure", $0) } ?? Self.event("reload", "{\"generation\":\(current)}"))
            } else if case .timedOut = outcome {
                alive = connection.send(": ping\n\n")
            }
        }
    }

    static func event(_ name: String, _ data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }

    static func failurePayload(_ diagnostics: [Diagnostic], fatal: String?) -> String {
        struct Entry: Encodable {
            var severity: String
            var id: String
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
        }
        struct Payload: Encodable {
            var fatal: String?
            var diagnostics: [Entry]
        }
        let entries = diagnostics.filter { $0.severity != .note }.map {
            Entry(
                severity: $0.severity.rawValue, id: $0.id.rawValue, message: $0.message, file: $0.location?.path, line: $0.location?.line,
                column: $0.location?.column)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(Payload(fatal: fatal, diagnostics: entries))) ?? Data("{}".utf8), as: UTF8.self)
    }
}
