import SiteModel
import SiteRendering

/// What the outputs stage of a session keeps for its next build, made with the site of the same memo's
/// `SiteMemo`: while the next site keeps that structure (`SiteMemo.replaced`) and the site inputs and static
/// files are the same, its navigation and checklist layout, the digests every declaration shares and every
/// page's declaration still hold, except for the pages put in place, which are made again.
package struct OutputsMemo: Sendable {
    package var navigation: SiteNavigation
    package var checklistLayout: ChecklistLayout
    package var shared: SiteOutputs.Shared
    package var declarations: [OutputDeclaration]
    package var staticFiles: [String: String]
    /// The site's translations: a page whose family changed (a source's colors, a translation added) is declared again.
    package var translations: Translations
}
