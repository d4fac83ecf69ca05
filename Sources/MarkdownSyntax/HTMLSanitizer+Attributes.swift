/// How the sanitizer judges and writes a kept tag's attributes.
extension HTMLSanitizer {
    typealias Piece = HTMLEntityDecoder.Piece

    static func render(_ name: String, _ attributes: [(name: String, value: String?)], removed: inout [String]) -> String {
        var result = "<" + name
        var seen: Set<String> = []
        for (attribute, rawValue) in attributes where seen.insert(attribute).inserted {
            let value = rawValue.map(HTMLEntityDecoder.pieces)
            if let refusal = refusal(of: attribute, on: name, value) {
                removed.append(refusal)
                continue
            }
            result += " " + attribute
            if let value { result += "=\"" + written(value, isURL: urlAttributes[attribute] != nil) + "\"" }
        }
        return result + ">"
    }

    /// Why `attribute` may not stay on `element`, as `Result.removed` lists it; nil when it stays.
    static func refusal(of attribute: String, on element: String, _ value: [Piece]?) -> String? {
        if let urlElement = urlAttributes[attribute] {
            guard urlElement == element, let value else { return "\(attribute) attribute" }
            if hidesScheme(value) { return "URL with an unknown reference in its scheme" }
            let url = checked(value)
            if let scheme = unsafeScheme(url) { return "\(scheme): URL" }
            // Pages make no network request: an image is not fetched from another host (a link is only followed).
            if attribute == "src", isRemote(url) { return "remote image source" }
            return nil
        }
        if !allowedAttributes.contains(attribute), !attribute.hasPrefix("aria-") { return "\(attribute) attribute" }
        // An element with one of the theme's ids, earlier in the page, is what the theme's scripts would find
        // (DOM clobbering). `name` would clobber the same way; it is not allowed at all.
        if attribute == "id", let value, let entry = ThemeIDs.reservedEntry(for: checked(value)) { return "id \"\(entry)\"" }
        return nil
    }

    /// The value as the checks read it: a reference the decoder does not know as U+FFFD, which like the character
    /// a browser reads it as is neither ASCII nor part of a scheme.
    static func checked(_ value: [Piece]) -> String {
        var text = ""
        for piece in value {
            switch piece {
            case .text(let run): text += run
            case .reference: text += "\u{FFFD}"
            }
        }
        return text
    }

    /// The value written back: text escaped (and percent-encoded in a URL, as cmark-gfm encodes a link's
    /// destination), references the decoder does not know as they were written.
    static func written(_ value: [Piece], isURL: Bool) -> String {
        var text = ""
        for piece in value {
            switch piece {
            case .text(let run): text += isURL ? HTMLEscaping.href(run) : HTMLEscaping.attribute(run)
            case .reference(let reference): text += reference
            }
        }
        return text
    }

    /// True when a reference the decoder does not know comes before the URL's first `:` with only characters a
    /// scheme may have around it: what it stands for could make a scheme, so the URL is not kept.
    static func hidesScheme(_ value: [Piece]) -> Bool {
        var sawReference = false
        for piece in value {
            guard case .text(let run) = piece else {
                sawReference = true
                continue
            }
            for scalar in run.unicodeScalars {
                if scalar == ":" { return sawReference }
                // Browsers leave out whitespace and controls here (as `LinkDestination` does).
                if scalar.value <= 0x20 || scalar.value == 0x7F { continue }
                let isSchemeCharacter =
                    ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || scalar == "+" || scalar == "-" || scalar == "."
                if !isSchemeCharacter { return false }
            }
        }
        return false
    }

    /// The scheme of a URL that is not http, https, mailto or relative; nil when the URL may stay.
    static func unsafeScheme(_ url: String) -> String? {
        switch LinkDestination(url) {
        case .fragment, .relative: return nil
        case .unsafe(let scheme): return scheme
        case .external:
            let lower = squeezed(url).lowercased()
            if lower.hasPrefix("//") { return nil }
            for allowed in ["http:", "https:", "mailto:"] where lower.hasPrefix(allowed) { return nil }
            return lower.split(separator: ":").first.map(String.init) ?? "unknown"
        }
    }

    /// True for a URL on another host: `http:`, `https:`, or two slashes (either way round) to start with.
    static func isRemote(_ url: String) -> Bool {
        let lower = squeezed(url).lowercased()
        if lower.hasPrefix("http:") || lower.hasPrefix("https:") { return true }
        let start = lower.unicodeScalars.prefix(2)
        return start.count == 2 && start.allSatisfy { $0 == "/" || $0 == "\\" }
    }

    /// The URL without the whitespace and controls browsers leave out of a scheme.
    private static func squeezed(_ url: String) -> String {
        String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
    }
}
