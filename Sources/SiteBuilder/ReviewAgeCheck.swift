import Diagnostics
import Foundation
import Guidelines
import SiteModel

/// `page.review-overdue`: pages whose `reviewed:` date is more than `reviews: max_age_months:` before today. A site
/// stage check, run on every build (today is an input: `BuildFingerprint` records the day when the check is on).
enum ReviewAgeCheck {
    static func diagnostics(_ pages: [Page], maxMonths: Int?, today: Date = Date()) -> [Diagnostic] {
        guard let maxMonths else { return [] }
        let now = Self.day(today)
        return pages.compactMap { page in
            guard let reviewed = page.metadata.reviewed, reviewed.isOlder(thanMonths: maxMonths, today: now) else { return nil }
            let months = maxMonths == 1 ? "1 month" : "\(maxMonths) months"
            return .warning(
                "page.review-overdue",
                "'\(page.title)' was last reviewed \(reviewed.text), more than \(months) ago (reviews: max_age_months: \(maxMonths))",
                at: SourceLocation(path: page.source.displayPath, line: max(reviewed.line, 1), column: 1),
                notes: ["review the page, then set 'reviewed:' to the date of the review"])
        }
    }

    /// Today in UTC as (year, month, day).
    static func day(_ date: Date) -> (year: Int, month: Int, day: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// What the fingerprint records while the check is on: the day, so that a new day runs the check again.
    static func fingerprintToken(_ maxMonths: Int?, today: Date = Date()) -> String {
        guard let maxMonths else { return "" }
        let now = day(today)
        return "\treviews \(maxMonths) \(now.year)-\(now.month)-\(now.day)"
    }
}
