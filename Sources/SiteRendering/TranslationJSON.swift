import SiteModel

/// What the JSON (`precept pages`, `api/pages.json`, `api/groups/`) says of a page's translations: on a translated
/// page, `translation` (its language, the page it translates, `current` or `outdated`, and what differs); on a
/// page that has translations, `translations` (language → output path).
package struct TranslationJSON: Encodable, Sendable, Hashable {
    /// One difference (`TranslationStatus.Change`).
    package struct Change: Encodable, Sendable, Hashable {
        var api: String?
        var appearance: String?
        var color: String?
        var deltaE: Double?
        var kind: String
        var source: String?
        var summary: String
        var translated: String?
    }

    var changes: [Change]
    var language: String
    var source: String
    var status: String

    /// The `translation` member of the page at `path`, when it is a translation.
    package static func of(_ path: String, in translations: Translations) -> TranslationJSON? {
        guard let status = translations.statuses[path] else { return nil }
        return TranslationJSON(
            changes: status.changes.map {
                Change(
                    api: $0.api, appearance: $0.appearance?.rawValue, color: $0.color, deltaE: $0.deltaE.map { ($0 * 100).rounded() / 100 },
                    kind: $0.kind.rawValue, source: $0.source, summary: $0.summary, translated: $0.translated)
            }, language: status.language, source: status.source, status: status.label)
    }

    /// The `translations` member of the page at `path`, when it has translations: language → output path.
    package static func translations(of path: String, in translations: Translations) -> [String: String]? {
        guard translations.links[path] == nil, let all = translations.translations[path], !all.isEmpty else { return nil }
        return all.mapValues { translations.outputPaths[$0] ?? $0 }
    }

    /// Writes both members, when the page has them, in key order (`translation` before `translations`) at the
    /// place of a member named `translation` among the page's sorted members.
    static func write<Writer: TranslationJSONWriting>(
        _ translation: TranslationJSON?, _ translations: [String: String]?, into json: inout Writer
    ) {
        if let translation {
            json.key("translation")
            json.beginObject()
            json.key("changes")
            json.beginArray()
            for change in translation.changes {
                json.beginObject()
                json.member("api", change.api)
                json.member("appearance", change.appearance)
                json.member("color", change.color)
                json.member("deltaE", number: change.deltaE)
                json.member("kind", change.kind)
                json.member("source", change.source)
                json.member("summary", change.summary)
                json.member("translated", change.translated)
                json.closeObject()
            }
            json.closeArray()
            json.member("language", translation.language)
            json.member("source", translation.source)
            json.member("status", translation.status)
            json.closeObject()
        }
        if let translations {
            json.key("translations")
            json.beginObject()
            for (language, path) in translations.sorted(by: { $0.key < $1.key }) { json.member(language, path) }
            json.closeObject()
        }
    }
}

/// The members the two JSON writers share, so one function writes a page's translations into either.
protocol TranslationJSONWriting {
    mutating func key(_ name: String)
    mutating func beginObject()
    mutating func beginArray()
    mutating func closeObject()
    mutating func closeArray()
    mutating func member(_ name: String, _ value: String?)
    mutating func member(_ name: String, number value: Double?)
}

extension CompactJSONWriter: TranslationJSONWriting {
    mutating func closeObject() { endObject() }
    mutating func closeArray() { endArray() }
}

extension PrettyJSONWriter: TranslationJSONWriting {
    mutating func closeObject() { end() }
    mutating func closeArray() { end() }
}
