import Foundation

/// Gives the free memory the allocator holds back to the system between stages (glibc's `malloc_trim(0)`,
/// which also releases free pages in the middle of its heaps). The pages and site files stages free many
/// strings of hundreds of KB that glibc keeps for reuse; without this the search stage's tables came on top of
/// them and a 10,000-page build peaked 20–30 MB higher (issue 19's RSS target). A no-op where there is no
/// `malloc_trim`.
enum FreeMemoryRelease {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// Looked up, as `malloc.h` is not part of Swift's Glibc module.
    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    static func now() {
        _ = trim?(0)
    }
}
