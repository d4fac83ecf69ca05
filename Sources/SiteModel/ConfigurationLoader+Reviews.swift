import Diagnostics
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
