import Foundation

/// The line-based exports of a colors document: NDJSON (one color per line) and CSV (one value per row).
package enum ColorTextFormats {
    struct Line: Encodable {
        var table: String
        var page: String
        var url: String
        var platforms: [String]
        var color: ColorsDocument.Color
    }

    package static func ndjson(_ document: ColorsDocument) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = ""
        for table in document.tables {
            for color in table.colors {
                let line = Line(table: table.id, page: table.page, url: table.url, platforms: table.platforms, color: color)
                if let data = try? encoder.encode(line) { out += String(decoding: data, as: UTF8.self) + "\n" }
            }
        }
        return out
    }

    static let csvHeader = [
        "table", "page", "name", "localized_name", "apis", "appearance", "hex", "red", "green", "blue", "alpha", "color_space",
        "background", "wcag", "apca", "aa_text", "aaa_text", "non_text", "file", "line", "column",
    ]

    package static func csv(_ document: ColorsDocument) -> String {
        var rows = [csvHeader]
        for table in document.tables {
            for color in table.colors {
                let apis = color.apis.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
                for (appearance, value) in color.values.sorted(by: { $0.key < $1.key }) {
                    let contrast = value.contrast.first
                    rows.append([
                        table.id, table.page, color.name, color.localizedName ?? "", apis, appearance, value.hex,
                        String(value.rgb[0]), String(value.rgb[1]), String(value.rgb[2]), String(value.alpha), value.colorSpace,
                        contrast?.background ?? "", contrast.map { String($0.wcag) } ?? "", contrast.map { String($0.apca) } ?? "",
                        contrast.map { String($0.aaText) } ?? "", contrast.map { String($0.aaaText) } ?? "",
                        contrast.map { String($0.nonText) } ?? "",
                        value.source.file, String(value.source.line), String(value.source.column),
                    ])
                }
            }
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180 quoting.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
