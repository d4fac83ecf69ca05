import Diagnostics
import SiteBuilder

/// What one rebuild of a `watch` or `serve` session did, and what open pages should do about it.
package struct PreviewUpdate: Sendable {
    /// What open pages should do after a rebuild.
    package enum Pages: Sendable, Equatable {
        /// Nothing they show changed.
        case unchanged
        /// Reload. `paths` are the output files the rebuild wrote or deleted; empty when nothing changed
        /// but the last rebuild had failed, so the error overlay must go.
        case reload(paths: [String])
        /// Show these diagnostics (errors, warnings) and the fatal error over the last good site.
        case showFailure([Diagnostic], fatal: String?)
    }

    package var report: BuildReport
    /// The paths the file watcher reported; empty for the first build.
    package var changed: [String]
    /// True when the rebuild left the output as it was because of errors (or warnings with `--strict`),
    /// could not run at all, or held back pages with errors (the rest written; the overlay shows the errors).
    package var failed: Bool
    package var pages: Pages
    /// True when the rebuild ran against the memo of the last build (only the outputs whose inputs
    /// changed were rendered), false after a build without one.
    package var editedPagesOnly: Bool
}
