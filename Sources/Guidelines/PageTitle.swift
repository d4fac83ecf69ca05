/// Chooses a page's title: front matter (minus a ` | Site name` suffix), else the H1, else the file name.
package struct PageTitle: Sendable, Hashable {
    package var text: String
    package var fromFileName: Bool

    package static func resolve(frontMatter: String?, heading: String?, fileName: String) -> PageTitle {
        if let raw = frontMatter?.trimmingCharacters(in: [" ", "\t"]), !raw.isEmpty {
            return PageTitle(text: stripSiteSuffix(raw), fromFileName: false)
        }
        if let heading, !heading.isEmpty {
            return PageTitle(text: heading, fromFileName: false)
        }
        let words = fileName.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let text = words.enumerated().map { $0.offset == 0 ? $0.element.prefix(1).uppercased() + $0.element.dropFirst() : $0.element }
            .joined(separator: " ")
        return PageTitle(text: text.isEmpty ? fileName : text, fromFileName: true)
    }

    /// `App icons | Apple Developer Documentation` → `App icons`.
    package static func stripSiteSuffix(_ title: String) -> String {
        guard let bar = title.range(of: " | ", options: .backwards) else { return title }
        let head = title[..<bar.lowerBound].trimmingCharacters(in: [" ", "\t"])
        return head.isEmpty ? title : head
    }
}
