import Synchronization

/// What a build keeps alive until its process exits, when the process exits right after it
/// (`BuildRequest.exitsAfter`): releasing a 10,000-page site object by object takes about 0.17 s, which the
/// kernel does at once when the process ends. Not for a process that builds again (`watch`, `serve`), whose
/// memory this would only grow; tests that run `PreceptCommand` in-process keep their small sites until they end.
enum LeftForExit {
    private static let kept = Mutex<[any Sendable]>([])

    static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
