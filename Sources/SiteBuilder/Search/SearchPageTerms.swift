/// One page's share of the inverted index: every term found on the page with its postings there, each
/// posting counting the term's occurrences in one field entry (capped at 4 when encoded). Computed per page,
/// on any core, and small next to the page's text, so a build can drop the text once its terms are known.
package struct SearchPageTerms: Sendable, Hashable {
    /// The page's position in reading order.
    package var page: Int
    /// Each term with its postings on this page, sorted by posting code.
    package var terms: [String: [SearchPosting]]

    package init(page: Int, terms: [String: [SearchPosting]]) {
        self.page = page
        self.terms = terms
    }

    /// Tokenizes every field of `document`: title, aliases, headings, section text, colors (name, localized name,
    /// API names, hex values) and rule leads.
    package init(document: SearchDocument, page: Int, tokenizer: SearchTokenizer) {
        // Term → its slot; each slot lists (posting code without its count, occurrences), usually one or two.
        var slots: [String: Int] = [:]
        var places: [[(base: Int, count: Int)]] = []
        slots.reserveCapacity(512)
        places.reserveCapacity(512)
        func add(_ term: String, _ field: SearchField, _ entry: Int) {
            let base = entry * 32 + field.rawValue * 4
            if let slot = slots[term] {
                if let at = places[slot].lastIndex(where: { $0.base == base }) {
                    places[slot][at].count += 1
                } else {
                    places[slot].append((base, 1))
                }
            } else {
                slots[term] = places.count
                places.append([(base, 1)])
            }
        }
        func add(_ text: String, field: SearchField, entry: Int) {
            for term in tokenizer.indexTerms(text) { add(term, field, entry) }
        }
        let titleTerms = tokenizer.indexTerms(document.title)
        for term in titleTerms { add(term, .title, 0) }
        for alias in document.aliases { add(alias, field: .alias, entry: 0) }
        for (entry, section) in document.sections.enumerated() {
            if entry > 0 { add(section.title, field: .heading, entry: entry) }
            add(section.text, field: .body, entry: entry)
        }
        for (entry, color) in document.colors.enumerated() {
            add(color.name, field: .color, entry: entry)
            if let localized = color.localizedName { add(localized, field: .color, entry: entry) }
            for api in color.apis { add(api, field: .color, entry: entry) }
            for hex in color.hexValues { add(String(hex.dropFirst().prefix(6)).lowercased(), .color, entry) }
        }
        for (entry, rule) in document.rules.enumerated() { add(rule.lead, field: .rule, entry: entry) }
        // For titles the count slot holds the title's length in terms, so shorter titles can rank first.
        let titleLength = max(1, titleTerms.count)
        var terms: [String: [SearchPosting]] = [:]
        terms.reserveCapacity(slots.count)
        for (term, slot) in slots {
            terms[term] = places[slot].sorted { $0.base < $1.base }.map { place in
                let field = SearchField(rawValue: (place.base / 4) % 8) ?? .body
                return SearchPosting(
                    page: page, field: field, entry: place.base / 32, count: field == .title ? titleLength : place.count)
            }
        }
        self.page = page
        self.terms = terms
    }
}
