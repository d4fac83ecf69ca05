import MarkdownSyntax

/// How a page's extracted models change its body: specification tables become swatches, semantic tables lists,
/// and rules get anchors the checklist links to.
package enum PageRenderHooks {
    package static func make(colorTables: [ColorTable], rules: [Rule], settings: ColorCheckSettings) -> RenderHooks {
        var hooks = RenderHooks()
        let swatches = SwatchHTMLRenderer(settings: settings)
        for table in colorTables {
            switch table.kind {
            case .semantic:
                hooks.replacements[table.blockPosition] = SemanticColorListRenderer.render(table)
            case .specification where table.recoveredFromLines:
                hooks.after[table.blockPosition, default: ""] += swatches.render(table)
            case .specification:
                hooks.replacements[table.blockPosition] = swatches.render(table)
            case .pairs where table.recoveredFromLines:
                hooks.after[table.blockPosition, default: ""] += ColorPairHTMLRenderer.render(table)
            case .pairs:
                hooks.replacements[table.blockPosition] = ColorPairHTMLRenderer.render(table)
            }
        }
        for rule in rules {
            hooks.anchors[SourcePosition(line: rule.line, column: rule.column)] = RenderHooks.Anchor(
                id: rule.anchor, className: "rule rule-\(rule.kind.rawValue)")
        }
        return hooks
    }
}
