/// The fields `index.mustache` receives, besides the common ones.
package struct IndexView: TemplateView {
    package var groups: [IndexGroupView]

    package static let fields = [
        ViewField("groups", "one group per folder, in reading order", of: IndexGroupView.self)
    ]

    package static let sample = IndexView(groups: [.sample])
}
