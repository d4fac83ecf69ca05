import Foundation
import SiteRendering
import Templates

extension BuildMemo {
    static let fileName = "build-memo"
    static let magic = "precept-build-memo 4"

    /// The memo as lines of tab-separated fields; nil when a field holds a tab or a line break (such a site
    /// keeps no memo, and every build renders everything).
    func encoded() -> [UInt8]? {
        // Appended as bytes: joining strings field by field was most of storing a 10,000-page site's memo.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + pages.count * 480 + outputs.count * 96)
        func line(_ fields: [String]) {
            for (number, field) in fields.enumerated() {
                if number > 0 { bytes.append(UInt8(ascii: "\t")) }
                bytes.append(contentsOf: field.utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        line([Self.magic])
        line([siteInputs])
        line([apiRuleBodies ? "rule-bodies" : "no-rule-bodies"])
        line(["\(pages.count) \(outputs.count)"])
        for entry in pages {
            let d = entry.digests
            let fields = [
                entry.relativePath, entry.outputPath, entry.pageKey, entry.group, d.navigation, d.index, d.checklist,
                d.api.joined(separator: ","), d.groupPart, String(d.groupPartLength), d.search, entry.translation,
            ]
            guard fields.allSatisfy(Self.fits) else { return nil }
            line(fields)
        }
        // In the order of their bytes (comparing 10,000 paths as `String`s cost more than writing them).
        for path in outputs.keys.sorted(by: BuildFingerprint.utf8Precedes) {
            let record = outputs[path]!
            guard Self.fits(path) else { return nil }
            line([path, record.inputs, Self.encode(record.warnings)])
        }
        for kind in APIDocuments.Kind.allCases {
            line([kind.rawValue, apiLengths[kind].map { $0.map(String.init).joined(separator: ",") } ?? "-"])
        }
        return bytes
    }

    /// The memo stored in `directory`, if there is one of this version. Read in one pass over the file's bytes,
    /// each field made a string once (a `build` after an edit reads 20,000 lines of a 10,000-page site's memo
    /// before anything else).
    static func stored(in directory: URL) -> BuildMemo? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return nil }
        return data.withUnsafeBytes { raw in
            var lines = MemoLines(raw.bindMemory(to: UInt8.self))
            return parse(&lines)
        }
    }

    private static func parse(_ lines: inout MemoLines) -> BuildMemo? {
        guard lines.nextText() == magic, let siteInputs = lines.nextText(), let form = lines.nextText(),
            form == "rule-bodies" || form == "no-rule-bodies",
            let counts = lines.nextText()?.split(separator: " ").compactMap({ Int($0) }), counts.count == 2
        else { return nil }
        var pages: [PageEntry] = []
        pages.reserveCapacity(counts[0])
        for _ in 0..<counts[0] {
            guard let f = lines.nextFields(), f.count == 12, let groupPartLength = Int(f[9]) else { return nil }
            let api = f[7].split(separator: ",").map(String.init)
            // No whole-site parts when the site is too big for those files.
            guard api.isEmpty || api.count == APIDocuments.Kind.allCases.count else { return nil }
            pages.append(
                PageEntry(
                    relativePath: f[0], outputPath: f[1], pageKey: f[2], group: f[3],
                    digests: PageDigests(
                        navigation: f[4], index: f[5], checklist: f[6], api: api, groupPart: f[8], groupPartLength: groupPartLength,
                        search: f[10]), translation: f[11]))
        }
        var outputs: [String: OutputRecord] = [:]
        outputs.reserveCapacity(counts[1])
        for _ in 0..<counts[1] {
            guard let f = lines.nextFields(), f.count == 3, let warnings = decode(f[2]) else { return nil }
            outputs[f[0]] = OutputRecord(inputs: f[1], warnings: warnings)
        }
        var memo = BuildMemo(siteInputs: siteInputs, pages: pages, outputs: outputs)
        memo.apiRuleBodies = form == "rule-bodies"
        for kind in APIDocuments.Kind.allCases {
            guard let f = lines.nextFields(), f.count == 2, f[0] == kind.rawValue else { return nil }
            if f[1] != "-" { memo.apiLengths[kind] = f[1].split(separator: ",").compactMap { Int($0) } }
        }
        return memo
    }

    /// Writes the memo into `directory` through a temporary file; removes any older memo when it cannot.
    func store(in directory: URL) {
        let path = directory.appendingPathComponent(Self.fileName).path
        guard let bytes = encoded() else {
            unlink(path)
            return
        }
        BuildFingerprint.writeDurably(bytes, to: path, through: path + ".new")
    }

    /// Removes the stored memo: done before a build changes the output folder, so that no memo outlives
    /// the output it describes.
    static func remove(in directory: URL) {
        unlink(directory.appendingPathComponent(fileName).path)
    }

    private static func fits(_ field: String) -> Bool {
        !field.utf8.contains(9) && !field.utf8.contains(10)
    }

    private static func encode(_ warnings: [TemplateWarning]) -> String {
        guard !warnings.isEmpty else { return "" }
        let rows = warnings.map { [$0.templateName, String($0.line), String($0.column), $0.name, $0.message, kindName($0.kind)] }
        guard let data = try? JSONSerialization.data(withJSONObject: rows) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func decode(_ text: String) -> [TemplateWarning]? {
        guard !text.isEmpty else { return [] }
        guard let rows = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String]] else { return nil }
        var warnings: [TemplateWarning] = []
        for row in rows {
            // A memo written before the kind was kept has five fields: its warnings read back as general ones.
            guard row.count == 5 || row.count == 6, let line = Int(row[1]), let column = Int(row[2]) else { return nil }
            let kind: TemplateWarning.Kind =
                switch row.count == 6 ? row[5] : "" {
                case "unsafe-url": .unsafeURL
                case "unsafe-context": .unsafeContext
                default: .general
                }
            warnings.append(TemplateWarning(templateName: row[0], line: line, column: column, name: row[3], message: row[4], kind: kind))
        }
        return warnings
    }

    /// The kind of a warning as its memo field, so that a page not rendered again reports it under the same id.
    private static func kindName(_ kind: TemplateWarning.Kind) -> String {
        switch kind {
        case .general: ""
        case .unsafeURL: "unsafe-url"
        case .unsafeContext: "unsafe-context"
        }
    }
}

/// The lines of a stored memo, taken one at a time from its bytes: a whole line, or its tab-separated fields.
private struct MemoLines {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next line's range, without its line break; nil past the end.
    private mutating func nextRange() -> Range<Int>? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        position = end + 1
        return start..<end
    }

    mutating func nextText() -> String? {
        guard let range = nextRange() else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    mutating func nextFields() -> [String]? {
        guard let range = nextRange() else { return nil }
        var fields: [String] = []
        fields.reserveCapacity(12)
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: "\t") {
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            start = index + 1
        }
        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]), as: UTF8.self))
        return fields
    }
}
