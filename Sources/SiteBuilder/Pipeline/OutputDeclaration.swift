import SiteRendering

/// One file of the site as the outputs stage declares it: where it goes, what it is made by, and the
/// digest of every input it shows. The write stage renders it only when that digest differs from the one
/// the build memo recorded for the same path (or the memo has none), so a file whose inputs did not change
/// is neither rendered nor written.
package struct OutputDeclaration: Sendable {
    /// What makes the file (`OutputStage.render(_:views:digests:)`).
    package enum Product: Sendable, Hashable {
        /// The guideline page at this position of the reading order.
        case guideline(Int)
        /// The Markdown copy of the guideline page at this position of the reading order (`foundations/color.md`).
        case markdownCopy(Int)
        /// `llms.txt`.
        case llmsIndex
        /// `llms-full.txt`.
        case llmsFull
        /// `index.html` of the language at this home (`""`, or `zh/` on a site in several languages).
        case index(String)
        /// `checklist.html` of the language at this home: the single checklist or the index of a split one.
        case checklist(String)
        /// The page of a split checklist of the language at this home, at this position of its `ChecklistLayout.entries`.
        case checklistGroup(String, Int)
        case notFound
        /// `whats-new.html`: every page's change-log rows by date.
        case whatsNew
        /// `feed.xml`: the newest change-log rows as an Atom feed (with a base URL).
        case feed
        /// A whole-site API file, declared only while the site is small enough (`APIGroupLayout.writesWholeSite`).
        case api(APIDocuments.Kind)
        /// `api/index.json`.
        case apiIndex
        /// A file of `api/groups/`.
        case apiGroup(APIGroupLayout.File)
        /// `api/index.schema.json` or `api/group.schema.json`, by its path.
        case apiSchema(String)
        case colorsSchema
        case sitemap
        /// A file of the theme's `assets/`, by its path.
        case asset(String)
        /// A file of the content folder copied as it is, by its content-relative path.
        case staticFile(String)
        /// A file of a version's site (`VersionSites`), copied from where its build left it.
        case versionFile(String)
    }

    /// The output-relative path.
    package var path: String
    /// The digest of the inputs (`InputDigest`).
    package var inputs: String
    package var product: Product

    package init(path: String, inputs: String, product: Product) {
        self.path = path
        self.inputs = inputs
        self.product = product
    }
}
