import Diagnostics
import Foundation

/// The state open pages follow over `/__precept/events`: a reload after each successful rebuild, or the
/// diagnostics of a failed one for the error overlay. A client that connects while the last build failed
/// gets the failure at once.
public final class LiveReloadHub: @unchecked Sendable {
    // Safe to share: every stored property is read and written only while holding `condition`.
    private let condition = NSCondition()
    private var generation = 0
    private var failure: String?
    private var closed = false
    private var clients = 0

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
        condition.lock()
        defer { condition.unlock() }
        return clients
    }

    private func update(_ change: (LiveReloadHub) -> Void) {
        condition.lock()
        change(self)
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Runs one client's stream on its connection thread until the client leaves or the hub closes.
    public func stream(_ connection: EventStreamConnection, heartbeat: TimeInterval = 15) {
        condition.lock()
        clients += 1
        var seen = generation
        let initial = failure
        condition.unlock()
        defer {
            condition.lock()
            clients -= 1
            condition.unlock()
        }
        var alive = connection.send("retry: 1000\n: connected\n\n")
        if alive, let initial { alive = connection.send(Self.event("failure", initial)) }
        while alive {
            condition.lock()
            let deadline = Date().addingTimeInterval(heartbeat)
            while generation == seen, !closed, !connection.isServerStopping, Date() < deadline {
                _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.25)))
            }
            let (current, currentFailure, isClosed) = (generation, failure, closed || connection.isServerStopping)
            condition.unlock()
            if isClosed { return }
            if current == seen {
                alive = connection.send(": ping\n\n")
                continue
            }
            seen = current
            alive = connection.send(currentFailure.map { Self.event("failure", $0) } ?? Self.event("reload", "{\"generation\":\(current)}"))
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
