/// A folder's section on the index page.
package struct IndexGroupView: TemplateView {
    package var title: String
    package var id: String
    package var pages: [IndexPageView]
    /// The group has more than 60 pages under more than one letter, so `letters` lists them A–Z.
    package var lettered: Bool
    package var letters: [IndexLetterView]

    package init(title: String, id: String, pages: [IndexPageView]) {
        self.title = title
        self.id = id
        self.pages = pages
        let sections = IndexLetters.sections(pages.map(\.title)) ?? []
        lettered = !sections.isEmpty
        letters = sections.map { section in
            IndexLetterView(
                label: section.label, id: "\(id)-letter-\(section.anchor)", pages: section.members.map { pages[$0] })
        }
    }

    package static let fields = [
        ViewField("title", "group title"),
        ViewField("id", "the group's anchor"),
        ViewField("pages", "the group's pages, in reading order", of: IndexPageView.self),
        ViewField("lettered", "the group has more than 60 pages under more than one letter: list `letters` instead"),
        ViewField("letters", "the group's pages by first letter, each sorted by title", of: IndexLetterView.self),
    ]

    package static let sample: IndexGroupView = {
        var group = IndexGroupView(title: "Foundations", id: "foundations", pages: [.sample])
        group.lettered = true
        group.letters = [.sample]
        return group
    }()
}
