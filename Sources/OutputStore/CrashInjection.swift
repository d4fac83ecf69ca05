#if DEBUG
    import Foundation
    import Synchronization

    #if canImport(Glibc)
        import Glibc
    #endif

    /// Debug builds only, for the tests that kill Precept part-way through writing (not a user setting):
    /// `PRECEPT_TEST_CRASH_AT=point` or `point:N` kills the process with SIGKILL, as `kill -9` or a power cut
    /// would, the N-th time (the first when N is left out) it reaches the named point. Release builds have
    /// the same calls, which do nothing.
    ///
    /// The points, in the order a page edit of `build` reaches them: `staged` (every new file written to the
    /// journal folder, nothing journaled yet), `journal` (part-way through appending a journal record: a torn
    /// record), `journaled` (the record written, nothing replaced), `replace` (after each file replaced or
    /// deleted), `commit` (every file replaced, the journal still there), `committed` (the journal removed,
    /// the journal folder not yet), `before-record` (the edit written, the cache and fingerprint not yet),
    /// `fingerprint` (the new fingerprint written beside the old name, not yet renamed); while a leftover
    /// journal is rolled back, `rollback` (after each file put back) and `after-recovery` (the output
    /// restored, before the build goes on); in a whole build, `exchanged` (the new site swapped in, the
    /// previous one not yet removed) and `removing` (after each entry of a removed folder). `write` is reached
    /// before every file write of the process, whatever kind of build makes it.
    package enum CrashInjection {
        static let target: (point: String, count: Int)? = {
            guard let value = ProcessInfo.processInfo.environment["PRECEPT_TEST_CRASH_AT"], !value.isEmpty else { return nil }
            let parts = value.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
        }()
        static let reached = Mutex(0)

        /// Counts `point`; true when this is the visit the environment asks to die at.
        private static func isFatal(_ point: String) -> Bool {
            guard let target, target.point == point else { return false }
            return reached.withLock {
                $0 += 1
                return $0 == target.count
            }
        }

        /// Dies here when the environment names this visit of `point`.
        package static func point(_ point: String) {
            if isFatal(point) { die() }
        }

        /// True when the write named `point` must die part-way: the caller writes part of it, then calls `die()`.
        package static func tears(_ point: String) -> Bool {
            isFatal(point)
        }

        /// Kills the process with SIGKILL, as `kill -9` would.
        package static func die() -> Never {
            raise(SIGKILL)
            _exit(137)
        }
    }
#else
    /// Release builds: the crash points of the kill tests do nothing (see the debug version).
    package enum CrashInjection {
        @inline(__always) package static func point(_ point: String) {}
        @inline(__always) package static func tears(_ point: String) -> Bool { false }
        package static func die() -> Never { fatalError("no crash points in release builds") }
    }
#endif
