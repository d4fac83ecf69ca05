/// What kind of run a build is, the one choice its behaviour follows (with `PageCache.Mode` for the cache,
/// which `--no-cache` sets on its own).
public enum BuildMode: Sendable, Hashable {
    /// `precept check` and the query commands: everything read, validated and rendered; nothing written.
    case check
    /// `precept build`: writes the output, flushed to disk, and moves page bodies out of memory until they
    /// are rendered (`PageBodyStore`), since nothing is kept for a next build.
    case build
    /// A build of a `watch` or `serve` session: keeps its page results, site and outputs in the memo it
    /// hands to the session's next build, keeps its worker processes, and writes without flushing so that
    /// edits show at once.
    case session

    /// Whether the build writes the output folder.
    package var writesOutput: Bool { self != .check }
    /// Whether the memo the build leaves keeps what the next build of the same process can reuse.
    package var keepsResults: Bool { self == .session }
    /// Whether written files reach the disk before the build reports (a power cut then leaves the old site or the new).
    package var flushesWrites: Bool { self == .build }
    /// Whether page bodies leave memory for `PageBodyStore` once processed.
    package var spillsBodies: Bool { self == .build }
}
