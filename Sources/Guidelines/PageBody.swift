/// A page's rendered HTML body (or its Markdown copy, which is held the same way in `.html`): held in the page,
/// or moved out of memory to the build's `PageBodyStore` (under the page's output path) until it is rendered,
/// which `precept build` does for every page.
package enum PageBody: Sendable, Hashable, Codable {
    case html(String)
    /// In the build's `PageBodyStore`.
    case stored
}
