import Guidelines
import MarkdownSyntax

/// What search knows about one page: the text it indexes and what a result shows and links to.
package struct SearchDocument: Sendable, Hashable, Codable {
    /// A stretch of the page under one heading (the first has no heading: the text before it).
    package struct Section: Sendable, Hashable, Codable {
        package var anchor: String?
        package var title: String
        package var text: String

        package init(anchor: String?, title: String, text: String) {
            self.anchor = anchor
            self.title = title
            self.text = text
        }
    }

    /// A color of a specification table (or a semantic color): findable by name, localized name, API and value.
    package struct Color: Sendable, Hashable, Codable {
        package var name: String
        package var localizedName: String?
        package var apis: [String]
        /// `#0088FF` per appearance, first the default light value.
        package var hexValues: [String]
        /// Where a result links today: the table's heading.
        package var anchor: String?
        /// The stable id a swatch for this color should carry: `color-<table anchor>-<slug(name)>`.
        package var colorId: String
        /// Marked deprecated, itself or its whole table: search ranks it lower and says so.
        package var deprecated: Bool

        package init(
            name: String, localizedName: String?, apis: [String], hexValues: [String], anchor: String?, colorId: String,
            deprecated: Bool = false
        ) {
            self.name = name
            self.localizedName = localizedName
            self.apis = apis
            self.hexValues = hexValues
            self.anchor = anchor
            self.colorId = colorId
            self.deprecated = deprecated
        }
    }

    /// A rule of the page; the caller making the documents supplies these (`SiteRenderer.searchRules`).
    package struct Rule: Sendable, Hashable, Codable {
        package var id: String
        package var lead: String
        package var anchor: String
        /// The lead started `Deprecated:`: search ranks the rule lower and says so.
        package var deprecated: Bool

        package init(id: String, lead: String, anchor: String, deprecated: Bool = false) {
            self.id = id
            self.lead = lead
            self.anchor = anchor
            self.deprecated = deprecated
        }
    }

    package var title: String
    /// Path of the page from the site root: `foundations/color.html`.
    package var url: String
    package var group: String
    /// Front-matter `aliases` and the `Also called:` synonyms.
    package var aliases: [String]
    package var sections: [Section]
    package var colors: [Color]
    package var rules: [Rule]
    /// Front matter `deprecated:`: the reason ("" when none is given); search ranks the page lower and says so.
    package var deprecated: String?

    package init(
        title: String, url: String, group: String, aliases: [String] = [], sections: [Section], colors: [Color] = [],
        rules: [Rule] = [], deprecated: String? = nil
    ) {
        self.title = title
        self.url = url
        self.group = group
        self.aliases = aliases
        self.sections = sections
        self.colors = colors
        self.rules = rules
        self.deprecated = deprecated
    }

    /// The stable anchor id scheme for one color of a table, documented in `docs/search.md`.
    package static func colorId(tableAnchor: String, name: String) -> String {
        "color-\(tableAnchor)-\(HeadingSlugger.slug(name))"
    }

    /// Reads a processed page: sections from its body HTML (`body`, when the page's own was moved to a
    /// `PageBodyStore`), colors from its color tables.
    package init(page: Page, group: String, rules: [Rule] = [], body: String? = nil) {
        var sections = SearchHTMLText.sections(of: body ?? page.bodyHTML, firstTitle: page.title)
        let lead = [page.description, page.summary].compactMap { $0 }.filter { !FoundationSearch.contains(sections[0].text, $0) }
        if !lead.isEmpty {
            sections[0].text = (lead + [sections[0].text]).filter { !$0.isEmpty }.joined(separator: " ")
        }
        var colors: [Color] = []
        for table in page.colorTables {
            let tableAnchor = table.anchor ?? HeadingSlugger.slug(table.id)
            for spec in table.colors {
                let hexValues = spec.values.sorted { $0.key < $1.key }.map { $0.value.hex }
                var seen = Set<String>()
                colors.append(
                    Color(
                        name: spec.name, localizedName: spec.localizedName,
                        apis: spec.apis.sorted { $0.key < $1.key }.map(\.value).filter { seen.insert($0).inserted },
                        // Specification colors are drawn as swatches carrying this id, so results link to the swatch.
                        hexValues: hexValues, anchor: Self.colorId(tableAnchor: tableAnchor, name: spec.name),
                        colorId: Self.colorId(tableAnchor: tableAnchor, name: spec.name),
                        deprecated: spec.deprecated != nil || table.deprecated != nil))
            }
            for semantic in table.semanticColors {
                colors.append(
                    Color(
                        name: semantic.name, localizedName: nil, apis: semantic.apis.sorted { $0.key < $1.key }.map(\.value),
                        hexValues: [], anchor: table.anchor,
                        colorId: Self.colorId(tableAnchor: tableAnchor, name: semantic.name), deprecated: table.deprecated != nil))
            }
        }
        var aliases: [String] = []
        for alias in (page.metadata.aliases ?? []) + page.alsoCalled where !aliases.contains(alias) { aliases.append(alias) }
        self.init(
            title: page.title, url: page.source.href, group: group, aliases: aliases, sections: sections, colors: colors,
            rules: rules, deprecated: page.metadata.deprecated)
    }
}
