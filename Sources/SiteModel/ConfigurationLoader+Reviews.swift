import Diagnostics
import Foundation
import FrontMatter

extension ConfigurationLoader {
    /// `reviews: { max_age_months: 12 }`.
    func readReviews(_ value: YAMLValue, into config: inout SiteConfiguration) -> [Diagnostic] {
        guard let entries = value.mappingEntries else {
            return [
                .warning(
                    "config.wrong-type", "'reviews' should be a mapping, found \(value.kindDescription)", at: value.location,
                    notes: ["for example: reviews: { max_age_months: 12 }"])
            ]
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "max_age_months":
                guard
                    let months = wholeNumber(
                        entry, in: "reviews", expected: "a whole number of months from 1 to 1200", fallback: nil,
                        accepts: { (1...1200).contains($0) }, into: &diagnostics)
                else { continue }
                config.reviewMaxAgeMonths = months
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting 'reviews.\(entry.key)'", at: entry.keyLocation,
                        notes: ["known: max_age_months"]))
            }
        }
        return diagnostics
    }
}

extension ConfigurationLoader {
    /// `edit_url: https://github.com/acme/guidelines/edit/main/{path}`: an absolute http(s) address; `{path}` is the
    /// page's file path from the project folder.
    func readEditURL(_ text: String, at location: SourceLocation, into config: inout SiteConfiguration) -> [Diagnostic] {
        guard let url = URL(string: text.replacingOccurrences(of: "{path}", with: "p")), let scheme = url.scheme,
            ["http", "https"].contains(scheme.lowercased()), url.host != nil
        else {
            return [
                .warning(
                    "config.invalid-url", "'edit_url' should be an absolute http(s) URL, found '\(text)'; pages get no edit link",
                    at: location, notes: ["for example: edit_url: https://github.com/acme/guidelines/edit/main/{path}"])
            ]
        }
        config.editURL = text
        guard text.contains("{path}") else {
            return [
                .warning(
                    "config.invalid-url", "'edit_url' has no {path}: every page's edit link goes to the same address", at: location,
                    notes: ["{path} is replaced by the page's file, such as content/foundations/color.md"])
            ]
        }
        return []
    }
}
