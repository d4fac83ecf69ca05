import Diagnostics
import Foundation
import PageCache

/// The page cache as this Precept opens it: stamped with `SiteBuild.version`, sharing its folder with the
/// build fingerprint.
extension PageCache {
    /// The stamp of the running Precept binary.
    static func currentStamp() -> String { currentStamp(version: SiteBuild.version) }

    /// Opens the cache folder; a folder that is not a Precept cache is left alone and reported with a note.
    static func open(_ directory: URL, mode: Mode, display: String) -> (PageCache?, [Diagnostic]) {
        open(directory, mode: mode, display: display, version: SiteBuild.version, sharedFiles: [BuildFingerprint.fileName])
    }
}
