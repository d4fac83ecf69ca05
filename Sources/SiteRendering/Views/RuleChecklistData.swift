import Guidelines
import SearchIndex

/// A page's rules as the JSON its checklist is built from in the browser (`review.js`), written into the page
/// inside `<script type="application/json" data-rules>`: the page's id, each kind present with its icon and word,
/// and per rule its slug (the rule's id is the page's id, `/`, the slug; its anchor `rule-` and the slug), text
/// hash, kind and lead, and its id when it is not the page's id and slug. About 110 bytes a rule where the checklist's markup was about 520: the checklist shows only
/// leads that the page shows already. Safe inside a script element: no `</`, no raw U+2028/U+2029.
package enum RuleChecklistData {
    package static func json(pageId: String, rules: [RuleView]) -> String {
        var kinds: [String] = []
        var kindEntries: [String] = []
        var ruleEntries: [String] = []
        ruleEntries.reserveCapacity(rules.count)
        for rule in rules {
            if !kinds.contains(rule.kind) {
                kinds.append(rule.kind)
                kindEntries.append("\(string(rule.kind)):[\(string(rule.kindIcon)),\(string(rule.kindLabel))]")
            }
            let slug = rule.anchor.hasPrefix("rule-") ? String(rule.anchor.dropFirst(5)) : rule.anchor
            // The id only when it is not the page's id and the slug (never so today: both come from one slug).
            let id = rule.id == pageId + "/" + slug ? "" : "," + string(rule.id)
            ruleEntries.append("[\(string(slug)),\(string(rule.hash)),\(string(rule.kind)),\(string(rule.lead))\(id)]")
        }
        return "{\"page\":\(string(pageId)),\"kinds\":{\(kindEntries.joined(separator: ","))},\"rules\":["
            + ruleEntries.joined(separator: ",") + "]}"
    }

    static func string(_ text: String) -> String { JS.string(text) }
}
