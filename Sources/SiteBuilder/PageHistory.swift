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

    static func lastChanges(
        _ paths: [String], contentURL: URL, limit: Int = TranslationHistory.commitLimit
    ) -> (dates: [String: String], diagnostics: [Diagnostic]) {
        let token = TranslationHistory.headToken(contentURL)
        let history =
            token.isEmpty ? nil : remembered.history(for: contentURL.path + "\n" + token + "\n\(limit)") { log(contentURL, limit: limit) }
        var dates: [String: String] = [:]
        var fromFiles = 0
        for path in paths {
            if let date = history?.dates[path] {
                dates[path] = date
            } else if let date = fileDate(contentURL.appendingPathComponent(path)) {
                dates[path] = date
                // Past the commits read, a page's last change is older than them (or it was never committed).
                if history?.boundary.contains(path) == true || history == nil || history?.limited == true { fromFiles += 1 }
            }
        }
        guard fromFiles > 0 else { return (dates, []) }
        let pages = CountText.of(fromFiles, "page")
        let show = fromFiles == 1 ? "shows its file's modification time" : "show their files' modification times"
        let message: String
        let fix: String
        if history == nil {
            message = "the content folder is not in a git repository: the pages' last-updated dates are their files' modification times"
            fix = "commit the content to git for dates from its history"
        } else if history?.limited == true {
            message =
                "the git history was read up to its last \(CountText.number(limit)) commits: \(pages) not changed in them \(show)"
            fix = "pages changed since show their commits' dates"
        } else {
            message = "the git history is shallow: \(pages) whose last change is before it \(show)"
            fix = "fetch the whole history (git fetch --unshallow; actions/checkout: fetch-depth: 0)"
        }
        return (dates, [.note("content.no-history", message, at: nil, notes: [fix])])
    }

    struct History: Sendable {
        /// Content-relative path → date of the newest commit that changed it, outside a shallow clone's boundary.
        var dates: [String: String] = [:]
        /// Paths whose only commit is a shallow clone's oldest, whose date says nothing.
        var boundary: Set<String> = []
        /// The log stopped at its limit: older commits were not read.
        var limited = false
    }

    static func log(_ contentURL: URL, limit: Int = TranslationHistory.commitLimit) -> History? {
        guard let (commits, shallow) = TranslationHistory.log(contentURL, limit: limit) else { return nil }
        var history = History()
        history.limited = commits.count >= limit
        for (index, commit) in commits.enumerated() {
            // The oldest commit of a shallow clone shows every file as added (one read at the limit changed what it lists).
            let isBoundary = shallow && index == commits.count - 1
            for path in commit.paths where history.dates[path] == nil && !history.boundary.contains(path) {
                if isBoundary { history.boundary.insert(path) } else { history.dates[path] = commit.date }
            }
        }
        return history
    }

    static func fileDate(_ url: URL) -> String? {
        guard let date = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date else { return nil }
        return UTCDay.text(date)
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
