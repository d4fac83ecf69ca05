import SiteRendering

extension PageDigests {
    /// The digest of what the checklist shows of one page: every field of `view`, its sections' and rules',
    /// added one by one (encoding the view as a template value first cost a tenth of a second per 1,000
    /// pages). `PageDigestsTests` fails when one of these view types gains a field this does not add.
    static func checklist(_ view: ChecklistPageView) -> String {
        var digest = InputDigest("checklist entry")
        for field in [view.id, view.title, view.url, view.group, view.platformKeys] { digest.add(field) }
        digest.add(view.platforms.count)
        for platform in view.platforms { digest.add(platform) }
        digest.add(view.ruleCount)
        digest.add(view.sections.count)
        for section in view.sections {
            digest.add(section.title)
            digest.add(section.url)
            digest.add(section.rules.count)
            for rule in section.rules {
                for field in [rule.id, rule.anchor, rule.lead, rule.body, rule.kind, rule.kindLabel, rule.kindIcon, rule.hash, rule.url] {
                    digest.add(field)
                }
                digest.add(rule.section ?? "\u{0}")
                digest.add(rule.isDeprecated)
                digest.add(rule.deprecatedReason ?? "\u{0}")
            }
        }
        return digest.finish()
    }
}
