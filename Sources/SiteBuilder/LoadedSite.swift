import Diagnostics
import Foundation

/// A site read and checked but not yet rendered: what `build`, `check` and the query commands share.
package struct LoadedSite: Sendable {
    package var configuration: SiteConfiguration
    package var contentURL: URL
    package var listing: ContentScanner.Listing
    package var site: Site
    package var diagnostics: DiagnosticCollection
}
