#if DEBUG
    import Foundation
    import Synchronization

    /// Debug builds only: `PRECEPT_FAULT_WRITE_AFTER=N` makes the N-th file write of the process, and every
    /// later one, fail as if the disk were full, so tests can check that a failed write loses nothing.
    enum WriteFaultInjection {
        static let failingWrite: Int? = ProcessInfo.processInfo.environment["PRECEPT_FAULT_WRITE_AFTER"].flatMap { Int($0) }
        static let writes = Mutex(0)

        static func check(_ url: URL) throws {
            guard let failingWrite else { return }
            let number = writes.withLock {
                $0 += 1
                return $0
            }
            if number >= failingWrite {
                throw CocoaError(
                    .fileWriteOutOfSpace,
                    userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(.ENOSPC)])
            }
        }
    }
#endif
