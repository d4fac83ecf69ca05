import ColorScience
import Diagnostics

/// The same color (same API name, or same name on the same platforms) given different values on two tables is a conflict.
package struct ColorConflictValidator: Sendable {
    /// One table of one page, as the validator sees it.
    package struct Input: Sendable {
        package var path: String
        package var table: ColorTable
        package init(path: String, table: ColorTable) {
            self.path = path
            self.table = table
        }
    }

    struct Occurrence {
        var path: String
        var tableId: String
        var spec: ColorSpec
    }

    package init() {}

    package func validate(_ inputs: [Input]) -> [Diagnostic] {
        var firstByKey: [String: Occurrence] = [:]
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for input in inputs {
            for spec in input.table.colors {
                let scope = input.table.platforms.map { $0.lowercased() }.sorted().joined(separator: ",")
                var keys = Set(spec.apis.values.map { "api:" + $0 })
                keys.insert("name:" + spec.name.lowercased() + "@" + scope)
                for key in keys.sorted() {
                    guard let first = firstByKey[key] else {
                        firstByKey[key] = Occurrence(path: input.path, tableId: input.table.id, spec: spec)
                        continue
                    }
                    guard first.tableId != input.table.id else { continue }
                    for (appearance, value) in spec.values.sorted(by: { $0.key < $1.key }) {
                        guard let earlier = first.spec.values[appearance], !earlier.sameColor(as: value) else { continue }
                        let id = "\(input.path):\(value.line):\(value.column)"
                        guard reported.insert(id).inserted else { continue }
                        let delta = CIEDE2000.difference(earlier.srgb, value.srgb)
                        let what = key.hasPrefix("api:") ? "API '\(key.dropFirst(4))'" : "'\(spec.name)'"
                        diagnostics.append(
                            .warning(
                                "colors.conflict",
                                "\(what) is \(value.hex) here but \(earlier.hex) in \(first.path) (\(appearance.label.lowercased()); ΔE00 \(Self.format(delta)))",
                                at: SourceLocation(path: input.path, line: value.line, column: value.column),
                                notes: ["first given at \(first.path):\(earlier.line):\(earlier.column)"]))
                    }
                }
            }
        }
        return diagnostics
    }

    package static func format(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
