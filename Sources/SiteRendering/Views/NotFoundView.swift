/// The fields `404.mustache` receives besides the common ones: none.
package struct NotFoundView: TemplateView {
    package static let fields: [ViewField] = []
    package static let sample = NotFoundView()
}
