import SiteModel
import Templates

/// One entry of the version menu (`versions:` in precept.yml): the page being rendered in one published version of the
/// guidelines, or that version's index when it has no such page.
package struct VersionLinkView: TemplateView {
    /// The version's name in the menu (`current_version:` for the guidelines at the root).
    package var label: String
    /// Relative to the page being rendered.
    package var url: String
    package var current: Bool

    package static let fields = [
        ViewField("label", "the version's label (`versions:` `label`, or `current_version:` for the site's root)"),
        ViewField("url", "the same page in that version, or its index when it has no such page; relative to this page"),
        ViewField("current", "whether this entry is the version being read"),
    ]

    package static let sample = VersionLinkView(label: "1.0", url: "../v/1.0/foundations/color.html", current: false)

    /// The menu of `menu` on the page at `outputPath`, `root` leading from it to its site's root.
    package static func links(_ menu: VersionMenu?, outputPath: String, root: String) -> [VersionLinkView] {
        guard let menu else { return [] }
        return menu.links(forOutputPath: outputPath, root: root).map {
            VersionLinkView(label: $0.label, url: $0.url, current: $0.isCurrent)
        }
    }
}

extension VersionLinkView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object(["label": .string(label), "url": .string(url), "current": .bool(current)])
    }
}
