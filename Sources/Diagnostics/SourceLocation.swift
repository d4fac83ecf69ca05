/// A 1-based line and column inside a named file, the place a diagnostic points at.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// The path as the user should see it, relative to the working directory when possible.
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (what editors show).
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { "\(path):\(line):\(column)" }
}
