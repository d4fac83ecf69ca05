import MarkdownSyntax

/// How a page's extracted models change its body: specification tables become swatches, semantic tables lists,
/// rules get anchors the checklist links to, and the `Also called:` paragraph is left out (the theme shows the
/// synonyms beside the title; search indexes them as aliases). Swatches and pair samples sit between `SearchSkipMarkers`, so
/// search reads the page's prose and not the widgets' words.
package enum PageRenderHooks {
    package static func make(
        colorTables: [ColorTable], rules: [Rule], settings: ColorCheckSettings, synonymParagraph: SourcePosition? = nil,
        strings: ThemeStrings = .table(for: .english)
    ) -> RenderHooks {
        var hooks = RenderHooks()
        if let synonymParagraph { hooks.replacements[synonymParagraph] = HTML() }
        let swatches = SwatchHTMLRenderer(settings: settings, strings: strings)
        for table in colorTables {
            switch table.kind {
            case .semantic:
                hooks.replacements[table.blockPosition] = SemanticColorListRenderer.render(table)
            case .specification where table.recoveredFromLines:
                hooks.after[table.blockPosition, default: HTML()] += SearchSkipMarkers.wrap(swatches.render(table))
            case .specification:
                hooks.replacements[table.blockPosition] = SearchSkipMarkers.wrap(swatches.render(table))
            case .pairs where table.recoveredFromLines:
                hooks.after[table.blockPosition, default: HTML()] += SearchSkipMarkers.wrap(
                    ColorPairHTMLRenderer.render(table, strings: strings))
            case .pairs:
                hooks.replacements[table.blockPosition] = SearchSkipMarkers.wrap(ColorPairHTMLRenderer.render(table, strings: strings))
            }
        }
        for rule in rules {
            hooks.anchors[SourcePosition(line: rule.line, column: rule.column)] = RenderHooks.Anchor(
                id: rule.anchor, className: "rule rule-\(rule.kind.rawValue)")
        }
        return hooks
    }
}
