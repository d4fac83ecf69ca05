import Diagnostics
import Guidelines
import SiteModel

extension ViewModelBuilder {
    /// Where the "What's new" page goes.
    package static let whatsNewPath = "whats-new.html"

    /// `whats-new.html`: every change-log row of every page, gathered by date, newest first; rows whose date
    /// cannot be read come last, by page.
    package func whatsNew() -> PageView<WhatsNewView> {
        var byDay: [String: (date: String, entries: [WhatsNewEntryView])] = [:]
        var order: [String] = []
        var count = 0
        for group in site.groups {
            for page in group.pages {
                for row in page.changeLog {
                    let key = Self.dayKey(row.date)
                    if byDay[key] == nil {
                        byDay[key] = (row.date, [])
                        order.append(key)
                    }
                    byDay[key]?.entries.append(
                        WhatsNewEntryView(title: page.title, url: page.source.href, group: group.title, changes: row.changes))
                    count += 1
                }
            }
        }
        // Readable dates (`2026-05-02` keys) newest first, then the others in the order they were met.
        let readable = order.filter { $0.first?.isNumber == true }.sorted(by: >)
        let days = (readable + order.filter { $0.first?.isNumber != true }).map { key in
            WhatsNewDayView(date: byDay[key]!.date, entries: byDay[key]!.entries)
        }
        var view = WhatsNewView(
            days: days, hasChanges: count > 0, changeCountText: CountText.number(count),
            feedURL: (site.configuration.baseURL ?? "").isEmpty ? nil : AtomFeed.path)
        view.releases = (site.configuration.versionChanges?.releases ?? []).map(WhatsNewReleaseView.init)
        return PageView(
            common: common(kind: "whats-new", title: "What's new", outputPath: Self.whatsNewPath, currentPage: Self.whatsNewPath),
            fields: view)
    }

    /// `2026-05-02` for a date written `2026-05-02`, `2026/5/2`, `May 2, 2026` or `2 May 2026`; otherwise the
    /// text itself after `~`, so that unreadable dates sort apart and each keeps its own day.
    static func dayKey(_ text: String) -> String {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        var year: Int?
        var month: Int?
        var day: Int?
        var numbers: [Int] = []
        for word in words {
            if let number = Int(word) {
                numbers.append(number)
            } else if let index = months.firstIndex(where: { word.hasPrefix($0) }) {
                month = index + 1
            }
        }
        if month == nil, numbers.count == 3, numbers[0] > 999 {
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else if month != nil, numbers.count == 2 {
            let (a, b) = (numbers[0], numbers[1])
            (year, day) = a > 999 ? (a, b) : (b, a)
        }
        guard let year, let month, let day, (1...12).contains(month), (1...31).contains(day), year > 999 else {
            return "~" + text
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
}
