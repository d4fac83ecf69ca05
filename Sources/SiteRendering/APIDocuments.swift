import ColorExport
import Foundation
import Guidelines
import OutputStore
import ParallelMap
import SiteModel

/// `api/pages.json`, `api/rules.json` and `api/colors.json`, encoded page by page on every core and put
/// together by `JSONArrayLayout`, byte for byte what encoding each whole document gives. The length of
/// each page's part is kept, so that after a page edit `watch` replaces that part alone.
package struct APIDocuments: Sendable {
    /// One of the files made of per-page parts.
    package enum Kind: String, Sendable, CaseIterable {
        case pages, rules, colors

        package var path: String {
            switch self {
            case .pages: PagesAPI.path
            case .rules: RulesAPI.path
            case .colors: SiteRenderer.colorsPath
            }
        }
    }

    /// Each file's layout around its array.
    let layouts: [Kind: JSONArrayLayout]
    let colorSettings: ColorCheckSettings
    let generator: String
    /// The site's translations, which `api/pages.json` reports for each page.
    let translations: Translations

    package init(configuration: SiteConfiguration, generator: String, translations: Translations = Translations()) {
        self.generator = generator
        self.translations = translations
        colorSettings = configuration.colorChecks
        var layouts: [Kind: JSONArrayLayout] = [:]
        layouts[.pages] = JSONArrayLayout(emptyDocument: PagesAPI.emptyDocument(configuration), key: "pages")
        layouts[.rules] = JSONArrayLayout(emptyDocument: RulesAPI.emptyDocument(), key: "rules")
        layouts[.colors] = JSONArrayLayout(
            emptyDocument: ColorsDocument(pages: [], settings: configuration.colorChecks, generator: generator).encoded(),
            key: "tables")
        self.layouts = layouts
    }

    /// A page with the title of its group, in the order a file lists it.
    package typealias Entry = (page: Page, group: String)

    /// The pages in the order `kind`'s file lists them: reading order, or by source path for colors.
    package static func order(_ kind: Kind, _ site: Site) -> [Entry] {
        let pages = site.groups.flatMap { group in group.pages.map { (page: $0, group: group.title) } }
        guard kind == .colors else { return pages }
        return pages.sorted { $0.page.source.relativePath < $1.page.source.relativePath }
    }

    /// One page's part of `kind`'s file (empty when the file lists nothing of it).
    package func part(_ kind: Kind, _ entry: Entry) -> [UInt8] {
        guard let layout = layouts[kind] else { return [] }
        let encoder = PagesAPI.encoder()
        let elements: [Data]
        switch kind {
        case .pages:
            // Written by hand, byte for byte what JSONEncoder writes (PrettyJSONWriterTests), several times faster.
            elements = [Data(PagesAPI.write(PagesAPI.entry(entry.page, group: entry.group, translations: translations)))]
        case .rules:
            elements = RulesAPI.entries(entry.page).map { Data(RulesAPI.write($0)) }
        case .colors:
            elements = ColorsDocument(pages: [entry.page], settings: colorSettings, generator: generator).tables.map {
                (try? encoder.encode($0)) ?? Data("{}".utf8)
            }
        }
        return layout.part(elements)
    }

    /// A whole file and the length of each page's part, in the file's order.
    package struct File: Sendable {
        package var file: OutputFile
        package var lengths: [Int]
        /// The digest of each page's part, by the `partDigest` given to `encode` (in a build, `PageDigests.apiPart`),
        /// in the file's order; empty without one.
        package var partDigests: [String] = []
    }

    /// Every file of `kind` for `site`, with each page's part digested by `partDigest` when one is given.
    package func encode(_ kind: Kind, _ site: Site, partDigest: (@Sendable ([UInt8]) -> String)? = nil) -> File {
        // Parts are made a batch of pages at a time (on every core) and dropped once appended, so the file is
        // not held twice: at 10,000 generated pages `api/rules.json` is over 100 MB.
        let entries = Self.order(kind, site)
        var lengths: [Int] = []
        lengths.reserveCapacity(entries.count)
        var digests: [String] = []
        digests.reserveCapacity(entries.count)
        var batch: [(part: [UInt8], digest: String?)] = []
        var position = 0
        var next = 0
        let parts = AnyIterator<[UInt8]> {
            if position == batch.count {
                guard next < entries.count else { return nil }
                let end = min(entries.count, next + 256)
                batch = Parallel.map(Array(entries[next..<end]), chunk: 8) { entry in
                    let bytes = part(kind, entry)
                    return (bytes, partDigest?(bytes))
                }
                (next, position) = (end, 0)
            }
            defer { position += 1 }
            lengths.append(batch[position].part.count)
            if let digest = batch[position].digest { digests.append(digest) }
            return batch[position].part
        }
        let data = layouts[kind]?.assemble(IteratorSequence(parts), expectedParts: entries.count) ?? Data("{}".utf8)
        return File(file: OutputFile(path: kind.path, data: data), lengths: lengths, partDigests: digests)
    }

    /// `document` (the file of `kind` as last written, with parts of `lengths` bytes) with some parts
    /// replaced; nil when the file does not have that shape.
    package func splice(
        _ kind: Kind, _ document: Data, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> Data? {
        layouts[kind]?.splice(document, lengths: lengths, replacing: changes)
    }

    /// `splice` as pieces to write one after another, the unchanged runs sharing `document`'s storage.
    package func splicePieces(
        _ kind: Kind, _ document: Data, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> [Data]? {
        layouts[kind]?.splicePieces(document, lengths: lengths, replacing: changes)
    }

    /// The length of each page's part of `document`, the file of `kind` for `site` as written, found by
    /// reading the file instead of encoding every page again; nil when it does not have the right shape.
    /// (A part that is not what the page encodes to is caught when an edit splices it.)
    package func lengths(_ kind: Kind, of document: Data, site: Site) -> [Int]? {
        layouts[kind]?.elementLengths(in: document).flatMap { lengths(kind, elements: $0, site: site) }
    }

    /// `lengths(_:of:site:)` of the file of `kind` as written, read a block at a time.
    package func lengths(_ kind: Kind, of file: ReadOnlyFile, site: Site) -> [Int]? {
        layouts[kind]?.elementLengths(in: file).flatMap { lengths(kind, elements: $0, site: site) }
    }

    /// `splicePieces` of the file of `kind` as written, read where it lies (`JSONArrayLayout.splicePieces`).
    package func splicePieces(
        _ kind: Kind, _ file: ReadOnlyFile, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> [OutputFile.Chunk]? {
        layouts[kind]?.splicePieces(file, lengths: lengths, replacing: changes)
    }

    /// Each page's part length from the lengths of the array's elements, given in the file's order.
    private func lengths(_ kind: Kind, elements: [Int], site: Site) -> [Int]? {
        var lengths: [Int] = []
        var next = 0
        for entry in Self.order(kind, site) {
            let count =
                switch kind {
                case .pages: 1
                case .rules: entry.page.rules.count
                case .colors: entry.page.colorTables.count
                }
            guard next + count <= elements.count else { return nil }
            lengths.append(count == 0 ? 0 : elements[next..<(next + count)].reduce(0, +) + JSONArrayLayout.separator.count * (count - 1))
            next += count
        }
        return next == elements.count ? lengths : nil
    }
}
