import OutputStore

/// Page records, packed many to a file: `search/p/<k>.js` holds the records of pages `k × P ..< (k + 1) × P`
/// (the last pack fewer), so the browser finds a page's record from its number and the manifest's `P`.
///
/// `P` is the smallest power of two that keeps a site's records in at most `packBudget` files: 1 up to 640
/// pages (one file per page, as small as a result's record can be), 2 up to 1,280, 16 at 10,000 pages (625
/// packs of about 20 KB). A query loads the packs of the eight results it shows, which are mostly eight
/// different packs, so a larger `P` costs bytes per query in proportion: the pack is as small as the file
/// budget of a site at that scale lets it be.
extension SearchIndexWriter {
    /// Record files a site has at most (unless its pages outnumber them with `P` at 2^20).
    package static let packBudget = 640

    /// The pack size for a site of `pages` pages.
    package static func packSize(forPages pages: Int) -> Int {
        var size = 1
        while (pages + size - 1) / size > packBudget, size < 1 << 20 { size *= 2 }
        return size
    }

    /// Pages whose records share a file on a site of `documentCount` pages.
    package func packSize(documentCount: Int) -> Int { packSize ?? Self.packSize(forPages: documentCount) }

    /// The pack that holds page `page`'s record.
    package func pack(of page: Int, documentCount: Int) -> Int { page / packSize(documentCount: documentCount) }

    /// The pages whose records pack `pack` holds, on a site of `documentCount` pages.
    package func pages(ofPack pack: Int, documentCount: Int) -> Range<Int> {
        let size = packSize(documentCount: documentCount)
        return min(documentCount, pack * size)..<min(documentCount, (pack + 1) * size)
    }

    /// How many packs the records of `documentCount` pages take.
    package func packCount(documentCount: Int) -> Int {
        let size = packSize(documentCount: documentCount)
        return (documentCount + size - 1) / size
    }

    package static func packPath(_ pack: Int) -> String { "search/p/\(pack).js" }

    /// `search/p/<number>.js`: `PreceptSearch.pack(number,[record,…])` with the records (`record(_:)`) of
    /// its pages in page order.
    package func packFile<Records: Sequence<[UInt8]>>(_ records: Records, number: Int) -> OutputFile {
        var out = Array("PreceptSearch.pack(\(number),[".utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: record)
        }
        out.append(contentsOf: "]);\n".utf8)
        return OutputFile(path: Self.packPath(number), chunks: [.bytes(out)])
    }

    /// What a result for one page shows, `{"t":title,"u":url,"g":group,"a":[aliases],"s":[[anchor,heading,excerpt]],
    /// "c":[[anchor,id,name,localized,[apis],[hex]]],"r":[[anchor,lead]],"d":reason}`: a deprecated color or rule ends
    /// with `1`, `"d"` is there only for a deprecated page ("" when no reason is given); each section's text is cut to
    /// `SearchExcerpt.excerpt`, a section without text is `[anchor,heading]`, and the first section's heading is
    /// empty when it is the page's title (the browser shows the title there).
    package func record(_ d: SearchDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(d.sections.reduce(256) { $0 + min($1.text.utf8.count, 4 * SearchExcerpt.limit) + $1.title.utf8.count + 32 })
        out.append(contentsOf: #"{"t":"#.utf8)
        JS.append(d.title, to: &out)
        out.append(contentsOf: #","u":"#.utf8)
        JS.append(d.url, to: &out)
        out.append(contentsOf: #","g":"#.utf8)
        JS.append(d.group, to: &out)
        out.append(contentsOf: #","a":"#.utf8)
        JS.appendArray(d.aliases, to: &out)
        out.append(contentsOf: #","s":"#.utf8)
        JS.appendTuples(
            d.sections.enumerated().map { number, section in
                let heading = number == 0 && section.title == d.title ? "" : section.title
                return section.text.isEmpty
                    ? [.optional(section.anchor), .string(heading)]
                    : [.optional(section.anchor), .string(heading), .string(SearchExcerpt.excerpt(section.text))]
            }, to: &out)
        out.append(contentsOf: #","c":"#.utf8)
        JS.appendTuples(
            d.colors.map {
                [
                    .optional($0.anchor), .string($0.colorId), .string($0.name), .optional($0.localizedName), .strings($0.apis),
                    .strings($0.hexValues),
                ] + ($0.deprecated ? [.flag] : [])
            }, to: &out)
        out.append(contentsOf: #","r":"#.utf8)
        JS.appendTuples(d.rules.map { [.string($0.anchor), .string($0.lead)] + ($0.deprecated ? [.flag] : []) }, to: &out)
        if let deprecated = d.deprecated {
            out.append(contentsOf: #","d":"#.utf8)
            JS.append(deprecated, to: &out)
        }
        out.append(UInt8(ascii: "}"))
        return out
    }
}
