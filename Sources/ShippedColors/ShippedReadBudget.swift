import Diagnostics

/// The work a reader may do to resolve the references of one verify source (`var()`, `@color/`, token aliases).
///
/// Resolution is linear, so a real file takes a few steps per color; the budget is there so that no input can make
/// `verify`, or a build that lists the source, stall. A source whose reading spends it is reported
/// (`verify.over-budget`) and none of its colors are kept: half a source would make the colors it did not reach look
/// missing.
struct ShippedReadBudget: Sendable {
    /// Steps one source may take: about a million colors' worth, far beyond any real color file.
    static let standardSteps = 4_000_000

    let limit: Int
    /// The steps taken so far: each reference looked up, each value evaluated, each appearance passed on.
    private(set) var steps = 0

    init(limit: Int = Self.standardSteps) {
        self.limit = limit
    }

    /// Counts `count` steps; false once more than the limit have been taken.
    mutating func spend(_ count: Int = 1) -> Bool {
        steps += count
        return steps <= limit
    }

    /// Whether the limit has been passed.
    var isSpent: Bool { steps > limit }

    /// The warning for a source that spent the budget; `files` are the files it reads.
    func diagnostic(files: [String]) -> Diagnostic {
        let steps = CountText.number(limit)
        let message =
            files.count == 1
            ? "\(files[0]) takes more than \(steps) steps to resolve its references and is not read"
            : files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
                + " take more than \(steps) steps to resolve their references and are not read"
        return .warning(
            "verify.over-budget", message, at: files.count == 1 ? SourceLocation(path: files[0], line: 1, column: 1) : nil,
            notes: ["their colors are not compared with the guidelines; look for a very long chain of references"])
    }
}
