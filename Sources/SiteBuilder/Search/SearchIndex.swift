/// The inverted index of a site: every term with the places it occurs, built from the pages' search documents.
package struct SearchIndex: Sendable, Hashable {
    package var documents: [SearchDocument]
    /// Term → postings, in page order.
    package var terms: [String: [SearchPosting]]

    package init(documents: [SearchDocument]) {
        self.documents = documents
        let tokenizer = SearchTokenizer()
        var counts: [String: [SearchPosting: Int]] = [:]
        func add(_ text: String, page: Int, field: SearchField, entry: Int) {
            for term in tokenizer.indexTerms(text) {
                counts[term, default: [:]][SearchPosting(page: page, field: field, entry: entry), default: 0] += 1
            }
        }
        func addTerm(_ term: String, page: Int, field: SearchField, entry: Int) {
            counts[term, default: [:]][SearchPosting(page: page, field: field, entry: entry), default: 0] += 1
        }
        for (page, document) in documents.enumerated() {
            add(document.title, page: page, field: .title, entry: 0)
            for alias in document.aliases { add(alias, page: page, field: .alias, entry: 0) }
            for (entry, section) in document.sections.enumerated() {
                if entry > 0 { add(section.title, page: page, field: .heading, entry: entry) }
                add(section.text, page: page, field: .body, entry: entry)
            }
            for (entry, color) in document.colors.enumerated() {
                add(color.name, page: page, field: .color, entry: entry)
                if let localized = color.localizedName { add(localized, page: page, field: .color, entry: entry) }
                for api in color.apis { add(api, page: page, field: .color, entry: entry) }
                for hex in color.hexValues {
                    addTerm(String(hex.dropFirst().prefix(6)).lowercased(), page: page, field: .color, entry: entry)
                }
            }
            for (entry, rule) in document.rules.enumerated() { add(rule.lead, page: page, field: .rule, entry: entry) }
        }
        // For titles and aliases the count slot holds the title's length in terms, so shorter titles can rank first.
        var titleLengths: [SearchPosting: Int] = [:]
        for (page, document) in documents.enumerated() {
            titleLengths[SearchPosting(page: page, field: .title, entry: 0)] = tokenizer.indexTerms(document.title).count
        }
        terms = counts.mapValues { places in
            places.map { posting, count in
                var posting = posting
                posting.count = posting.field == .title ? max(1, titleLengths[posting] ?? 1) : count
                return posting
            }.sorted { ($0.page, $0.code) < ($1.page, $1.code) }
        }
    }

    /// Terms in the order the browser compares strings (UTF-16 code units), which is the order of the shards.
    package var sortedTerms: [String] { terms.keys.sorted(by: Self.precedes) }

    package static func precedes(_ a: String, _ b: String) -> Bool { a.utf16.lexicographicallyPrecedes(b.utf16) }
}
