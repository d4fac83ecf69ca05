/// One named color of a specification table with its value per appearance.
package struct ColorSpec: Sendable, Hashable, Codable {
    /// `Blue`, `Gray (2)`.
    package var name: String
    /// The name in another language when the cell gives both (`蓝色 Blue` → `蓝色`).
    package var localizedName: String?
    /// Framework → API name: `["SwiftUI": "blue"]`, `["UIKit": "systemBlue"]`; `API` when the column names no framework.
    package var apis: [String: String]
    package var values: [Appearance: ColorValue]
    package var line: Int
    package var column: Int
    /// Set when the table's Status or Deprecated column marks the color deprecated: the reason ("" when none is given).
    package var deprecated: String?

    package init(
        name: String, localizedName: String? = nil, apis: [String: String] = [:], values: [Appearance: ColorValue] = [:],
        line: Int, column: Int, deprecated: String? = nil
    ) {
        self.name = name
        self.localizedName = localizedName
        self.apis = apis
        self.values = values
        self.line = line
        self.column = column
        self.deprecated = deprecated
    }
}

/// A row of a semantic color table: a color named for its purpose, without values.
package struct SemanticColor: Sendable, Hashable, Codable {
    package var name: String
    package var purpose: String
    package var apis: [String: String]
    package var line: Int
    package var column: Int
}
