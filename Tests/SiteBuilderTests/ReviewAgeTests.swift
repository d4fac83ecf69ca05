import Diagnostics
import Foundation
import FrontMatter
import Testing

@testable import SiteBuilder

/// `page.review-overdue`: `reviews: { max_age_months: }` against each page's `reviewed:` date.
@Suite struct ReviewAgeTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-reviews-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func page(_ title: String, reviewed: String) -> String {
        "---\ntitle: \(title)\nreviewed: \(reviewed)\n---\n# \(title)\n\nText.\n"
    }

    @Test func theAgeCountsWholeMonthsAndAMonthAloneFromItsEnd() throws {
        let day = try #require(ReviewDate(parsing: "2025-12-04"))
        #expect(!day.isOlder(thanMonths: 12, today: (2026, 12, 4)))
        #expect(day.isOlder(thanMonths: 12, today: (2026, 12, 5)))
        #expect(day.isOlder(thanMonths: 11, today: (2026, 11, 30)))
        let month = try #require(ReviewDate(parsing: "October 2025"))
        #expect(!month.isOlder(thanMonths: 12, today: (2026, 10, 31)))
        #expect(month.isOlder(thanMonths: 12, today: (2026, 11, 1)))
    }

    @Test func overduePagesAreReportedAtTheirReviewedLineOnlyWhenTheCheckIsOn() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/old.md", page("Old", reviewed: "2020-01-15"))
        try write("content/month.md", page("Month", reviewed: "March 2021"))
        try write("content/future.md", page("Future", reviewed: "2099-01-01"))
        try write("content/none.md", "# None\n\nNever reviewed.\n")
        var request = BuildRequest(projectRoot: root, mode: .check)
        request.cacheMode = .off
        let off = await SiteBuild(request).run()
        #expect(!off.diagnostics.diagnostics.contains { $0.id == "page.review-overdue" })
        try write("precept.yml", "reviews:\n  max_age_months: 24\n")
        let on = await SiteBuild(request).run()
        let found = on.diagnostics.diagnostics.filter { $0.id == "page.review-overdue" }
        #expect(Set(found.map { "\($0.location?.path ?? ""):\($0.location?.line ?? 0)" }) == ["content/old.md:3", "content/month.md:3"])
        let old = try #require(found.first { $0.location?.path == "content/old.md" })
        #expect(old.severity == .warning)
        #expect(old.message == "'Old' was last reviewed 2020-01-15, more than 24 months ago (reviews: max_age_months: 24)")
        try write("precept.yml", "reviews:\n  max_age_months: often\n")
        let wrong = await SiteBuild(request).run()
        #expect(!wrong.diagnostics.diagnostics.contains { $0.id == "page.review-overdue" })
        #expect(
            wrong.diagnostics.diagnostics.contains {
                $0.id == "config.wrong-type" && $0.message.hasPrefix("'reviews.max_age_months' should be a whole number of months")
                    && $0.message.hasSuffix("the setting stays off")
            })
    }

    @Test func theFingerprintRecordsTheDayWhileTheCheckIsOn() {
        let day = Date(timeIntervalSince1970: 1_796_342_400)  // 2026-12-04T00:00:00Z
        #expect(ReviewAgeCheck.fingerprintToken(nil, today: day) == "")
        #expect(ReviewAgeCheck.fingerprintToken(12, today: day) == "\treviews 12 2026-12-4")
        #expect(ReviewAgeCheck.fingerprintToken(12, today: day.addingTimeInterval(86_400)) == "\treviews 12 2026-12-5")
    }
}
