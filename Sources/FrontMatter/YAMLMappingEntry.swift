import Diagnostics

/// One `key: value` pair of a YAML mapping; keys are always strings in front matter.
package struct YAMLMappingEntry: Sendable, Hashable, Codable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: YAMLValue

    package init(key: String, keyLocation: SourceLocation, value: YAMLValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
