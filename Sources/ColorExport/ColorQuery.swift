/// Filters for `precept colors`: each narrows the document; colors and tables left empty are dropped.
package struct ColorQuery: Sendable, Hashable {
    package enum Level: String, Sendable, Hashable { case aa = "AA", aaa = "AAA" }

    /// Page id or content path (`foundations/color`, `foundations/color.md`).
    package var page: String?
    /// Table id or title, case-insensitive.
    package var table: String?
    /// Part of a name, localized name or API name, case-insensitive.
    package var name: String?
    package var appearance: String?
    package var platform: String?
    /// Keep only values that fail text contrast at this level against their primary background.
    package var failing: Level?

    package init(
        page: String? = nil, table: String? = nil, name: String? = nil, appearance: String? = nil, platform: String? = nil,
        failing: Level? = nil
    ) {
        self.page = page
        self.table = table
        self.name = name
        self.appearance = appearance
        self.platform = platform
        self.failing = failing
    }

    package func apply(to document: ColorsDocument) -> ColorsDocument {
        var result = document
        result.tables = document.tables.compactMap(filter)
        return result
    }

    func filter(_ table: ColorsDocument.Table) -> ColorsDocument.Table? {
        if let page {
            let wanted = page.lowercased()
            let path = table.source.file.lowercased()
            guard
                table.page.lowercased() == wanted || path.hasSuffix("/" + wanted) || path.hasSuffix("/" + wanted + ".md") || path == wanted
            else { return nil }
        }
        if let wanted = self.table?.lowercased() {
            guard table.id.lowercased() == wanted || table.title.lowercased() == wanted || table.id.lowercased().hasSuffix("/" + wanted)
            else { return nil }
        }
        if let platform {
            guard table.platforms.contains(where: { $0.lowercased() == platform.lowercased() }) else { return nil }
        }
        var result = table
        result.colors = table.colors.compactMap(filter)
        result.semanticColors = table.semanticColors.filter { semantic in
            guard appearance == nil, failing == nil else { return false }
            guard let name else { return true }
            return matches(name, [semantic.name] + Array(semantic.apis.values))
        }
        return result.colors.isEmpty && result.semanticColors.isEmpty ? nil : result
    }

    func filter(_ color: ColorsDocument.Color) -> ColorsDocument.Color? {
        if let name, !matches(name, [color.name] + [color.localizedName].compactMap { $0 } + Array(color.apis.values)) { return nil }
        var result = color
        result.values = color.values.filter { appearance, value in
            if let wanted = self.appearance, appearance != wanted { return false }
            if let failing, let primary = value.contrast.first {
                return failing == .aa ? !primary.aaText : !primary.aaaText
            }
            return true
        }
        return result.values.isEmpty ? nil : result
    }

    func matches(_ needle: String, _ haystack: [String]) -> Bool {
        let n = needle.lowercased()
        return haystack.contains { $0.lowercased().contains(n) }
    }
}
