import Diagnostics
import Foundation
import SiteModel

/// Each page's last change, for `last_updated: true`: the date of the newest commit that touched the page's file
/// (one `git log` over the content folder), else the file's modification time. A shallow clone's oldest commit
/// shows every file as added, so a page whose only commit in the history is that one gets its file's time too, and
/// a note says so; so does a content folder outside a git repository. Dates are `2026-12-04`, in UTC.
enum PageHistory {
    /// The history read for a repository state (`TranslationHistory.headToken`), kept for the next build of a session:
    /// a `watch` rebuild after a save does not run git again.
    private static let remembered = Remembered()

    static func lastChanges(_ paths: [String], contentURL: URL) -> (dates: [String: String], diagnostics: [Diagnostic]) {
        let token = TranslationHistory.headToken(contentURL)
        let history = token.isEmpty ? nil : remembered.history(for: contentURL.path + "\n" + token) { log(contentURL) }
        var dates: [String: String] = [:]
        var fromFiles = 0
        for path in paths {
            if let date = history?.dates[path] {
                dates[path] = date
            } else if let date = fileDate(contentURL.appendingPathComponent(path)) {
                dates[path] = date
                if history?.boundary.contains(path) == true || history == nil { fromFiles += 1 }
            }
        }
        guard fromFiles > 0 else { return (dates, []) }
        let message =
            history == nil
            ? "the content folder is not in a git repository: the pages' last-updated dates are their files' modification times"
            : "the git history is shallow: \(CountText.of(fromFiles, "page")) whose last change is before it show their files' modification times"
        let fix =
            history == nil
            ? "commit the content to git for dates from its history"
            : "fetch the whole history (git fetch --unshallow; actions/checkout: fetch-depth: 0)"
        return (dates, [.note("content.no-history", message, at: nil, notes: [fix])])
    }

    struct History: Sendable {
        /// Content-relative path → date of the newest commit that changed it, outside a shallow clone's boundary.
        var dates: [String: String] = [:]
        /// Paths whose only commit is a shallow clone's oldest, whose date says nothing.
        var boundary: Set<String> = []
    }

    static func log(_ contentURL: URL) -> History? {
        guard let (commits, shallow) = TranslationHistory.log(contentURL) else { return nil }
        var history = History()
        for (index, commit) in commits.enumerated() {
            let isBoundary = shallow && index == commits.count - 1
            for path in commit.paths where history.dates[path] == nil && !history.boundary.contains(path) {
                if isBoundary { history.boundary.insert(path) } else { history.dates[path] = commit.date }
            }
        }
        return history
    }

    static func fileDate(_ url: URL) -> String? {
        guard let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    /// The last history read, by repository state.
    final class Remembered: @unchecked Sendable {
        // Safe to share: `last` is read and written only while holding `lock`.
        private let lock = NSLock()
        private var last: (key: String, history: History?)?

        func history(for key: String, read: () -> History?) -> History? {
            if let last = lock.withLock({ last }), last.key == key { return last.history }
            let history = read()
            lock.withLock { last = (key, history) }
            return history
        }
    }
}
