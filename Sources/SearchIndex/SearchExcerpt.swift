/// The part of a section's text a page record keeps: what the result list can show of it.
///
/// The result list shows a snippet of about 140–160 characters (`snippet` in `search.js`), starting at the
/// text's beginning unless the first match lies past a third of that width. An excerpt keeps the first
/// `limit` characters, cut back to the last space unless a word ends there or that loses half of them (text without
/// spaces, such as Chinese, is cut at `limit`), and ends with `…` when it is shorter than the text. So a
/// snippet is the same as from the whole text whenever the first match falls in the first ~50 characters,
/// and still shows it up to ~150; a section matched further on shows its opening instead. The term shards index the whole text either way.
package enum SearchExcerpt {
    /// Characters a record keeps of a section's text: the widest snippet the result list shows.
    package static let limit = 160

    /// `text` bounded to `limit` characters (grapheme clusters), cut at a word boundary where there is one.
    package static func excerpt(_ text: String, limit: Int = limit) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return text
        }
        var cut = end
        if text[end] != " ", let space = text[..<end].lastIndex(of: " "),
            text.distance(from: text.startIndex, to: space) > limit / 2
        {
            cut = space
        }
        var kept = text[..<cut]
        while let last = kept.last, last == " " || last == "," || last == ";" || last == ":" { kept = kept.dropLast() }
        return kept + "…"
    }
}
