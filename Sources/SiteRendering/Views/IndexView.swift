/// The fields `index.mustache` receives, besides the common ones.
package struct IndexView: TemplateView {
    package var groups: [IndexGroupView]
    package var hasWhatsNew: Bool

    package static let fields = [
        ViewField("groups", "one group per folder, in reading order", of: IndexGroupView.self),
        ViewField("hasWhatsNew", "some page has a change log, so `whats-new.html` is worth a link"),
    ]

    package static let sample = IndexView(groups: [.sample], hasWhatsNew: true)
}
