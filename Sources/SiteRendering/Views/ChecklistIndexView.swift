import SearchIndex

/// The fields `checklist-index.mustache` receives: on a site whose checklist is split, `checklist.html`
/// lists the groups with their rule counts and links to each group's checklist page.
package struct ChecklistIndexView: TemplateView {
    package var groups: [ChecklistGroupView]
    package var groupCount: Int
    package var pageCount: Int
    package var pageCountText: String
    package var ruleCount: Int
    package var ruleCountText: String
    package var kinds: [ChecklistKindView]
    package var emptyGroups: [String]
    package var hasEmptyGroups: Bool
    /// `ChecklistIndexView.reviewHashes(_:)` of every rule listed.
    package var reviewHashes: String

    package static let fields = [
        ViewField("groups", "the groups that have rules, in reading order", of: ChecklistGroupView.self),
        ViewField("groupCount", "how many groups have rules"),
        ViewField("pageCount", "pages with rules on the whole site"),
        ViewField("pageCountText", "`pageCount for people: digits grouped by commas (`12,345`)"),
        ViewField("ruleCount", "rules on the whole site"),
        ViewField("ruleCountText", "`ruleCount for people: digits grouped by commas (`12,345`)"),
        ViewField("kinds", "the rule kinds the site has, with their counts on the whole site", of: ChecklistKindView.self),
        ViewField("emptyGroups", "titles of the groups without rules (they have no checklist page)"),
        ViewField("hasEmptyGroups", "`emptyGroups` is not empty"),
        ViewField(
            "reviewHashes",
            "the first 8 digits of every rule's text hash, space-separated, as a JSON string: `assets/review.js` counts the saved verdicts of the whole site from it (`<script type=\"application/json\" data-review-hashes>{{{reviewHashes}}}</script>`, safe inside a script element)"
        ),
    ]

    package static let sample = ChecklistIndexView(
        groups: [.sample], groupCount: 1, pageCount: 1, pageCountText: "1", ruleCount: 1, ruleCountText: "1", kinds: [.sample],
        emptyGroups: ["Resources"],
        hasEmptyGroups: true, reviewHashes: reviewHashes(["0123456789abcdef"]))

    /// The rules' text hashes cut to 8 digits (about 9 bytes a rule, where listing ids and hashes would take 60),
    /// space-separated, as a JSON string literal that is safe inside a script element.
    package static func reviewHashes(_ hashes: [String]) -> String {
        JS.string(hashes.map { String($0.prefix(8)) }.joined(separator: " "))
    }
}
