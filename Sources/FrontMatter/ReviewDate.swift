/// When a page was last reviewed: a day (`2026-10-04`) or just a month (`October 2026`), plus the text as written.
package struct ReviewDate: Sendable, Hashable, Codable, Comparable {
    package var year: Int
    /// 1 to 12.
    package var month: Int
    /// `nil` when only a month was given.
    package var day: Int?
    /// The value as written in the front matter.
    package var text: String
    /// Where the value is written (0 when unknown).
    package var line = 0

    package init(year: Int, month: Int, day: Int? = nil, text: String, line: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.text = text
        self.line = line
    }

    /// Whether the date is more than `months` months before `today` (year, month, day): a month-only date counts
    /// from the month's end.
    package func isOlder(thanMonths months: Int, today: (year: Int, month: Int, day: Int)) -> Bool {
        let then = year * 12 + (month - 1) + months
        let now = today.year * 12 + (today.month - 1)
        guard then == now else { return then < now }
        return day.map { $0 < today.day } ?? false
    }

    /// Reads `2026-10-04`, `2026-10`, `October 2026`, `Oct 2026`, `4 October 2026` or `October 4, 2026`.
    package init?(parsing text: String) {
        let trimmed = text.trimmingBlanks()
        guard let (year, month, day) = Self.isoParts(trimmed) ?? Self.wordParts(trimmed) else { return nil }
        guard (1...12).contains(month), (1000...9999).contains(year) else { return nil }
        if let day, !(1...Self.daysIn(month: month, year: year)).contains(day) { return nil }
        self.init(year: year, month: month, day: day, text: text)
    }

    private enum CodingKeys: String, CodingKey {
        case year, month, day, text
    }

    package static func < (lhs: ReviewDate, rhs: ReviewDate) -> Bool {
        (lhs.year, lhs.month, lhs.day ?? 0) < (rhs.year, rhs.month, rhs.day ?? 0)
    }

    private static let monthNames = [
        "january", "february", "march", "april", "may", "june",
        "july", "august", "september", "october", "november", "december",
    ]

    /// `YYYY-MM-DD` or `YYYY-MM`.
    private static func isoParts(_ text: String) -> (Int, Int, Int?)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0].count == 4,
            parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return nil }
        let numbers = parts.compactMap { digits($0) }
        guard numbers.count == parts.count else { return nil }
        return (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : nil)
    }

    /// `October 2026`, `Oct 2026`, `4 October 2026`, `October 4, 2026`.
    private static func wordParts(_ text: String) -> (Int, Int, Int?)? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        var month: Int?
        var numbers: [Substring] = []
        for word in words {
            if let number = monthNumber(word) {
                guard month == nil else { return nil }
                month = number
            } else if digits(word) != nil {
                numbers.append(word)
            } else {
                return nil
            }
        }
        guard let month else { return nil }
        switch numbers.count {
        case 1:
            guard numbers[0].count == 4 else { return nil }
            return (digits(numbers[0])!, month, nil)
        case 2:
            guard let yearIndex = numbers.firstIndex(where: { $0.count == 4 }), numbers[1 - yearIndex].count <= 2 else { return nil }
            return (digits(numbers[yearIndex])!, month, digits(numbers[1 - yearIndex]))
        default:
            return nil
        }
    }

    private static func monthNumber(_ word: Substring) -> Int? {
        let lower = word.lowercased().trimmingSuffix(".")
        guard lower.count >= 3 else { return nil }
        return monthNames.firstIndex { $0.hasPrefix(lower) }.map { $0 + 1 }
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }

    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : String(self)
    }
}
