import Diagnostics
import Foundation
import FrontMatter

/// Reads `precept.yml` into a `SiteConfiguration`; unknown keys and wrong types are warnings, never fatal.
package struct ConfigurationLoader: Sendable {
    package static let fileName = "precept.yml"

    package init() {}

    /// Known keys and what they set.
    package static let keys = [
        "title", "description", "base_url", "language", "content", "templates", "output", "unsafe_html", "strict", "drafts",
    ]

    package func load(text: String, path: String, into configuration: SiteConfiguration = SiteConfiguration())
        -> (SiteConfiguration, [Diagnostic])
    {
        var config = configuration
        var diagnostics: [Diagnostic] = []
        let (value, yamlDiagnostics) = YAMLReader(path: path, firstLine: 1).read(text)
        diagnostics += yamlDiagnostics
        guard let value else { return (config, diagnostics) }
        guard let entries = value.mappingEntries else {
            diagnostics.append(
                .error("config.invalid", "\(path) should be a mapping of settings, found \(value.kindDescription)", at: value.location))
            return (config, diagnostics)
        }
        for entry in entries {
            let v = entry.value
            func string() -> String? {
                guard let s = v.scalarText, v.mappingEntries == nil else {
                    diagnostics.append(
                        .warning("config.wrong-type", "'\(entry.key)' should be text, found \(v.kindDescription)", at: v.location))
                    return nil
                }
                return s
            }
            func bool() -> Bool? {
                guard let b = v.boolValue else {
                    diagnostics.append(
                        .warning("config.wrong-type", "'\(entry.key)' should be true or false, found \(v.kindDescription)", at: v.location))
                    return nil
                }
                return b
            }
            switch entry.key {
            case "title": if let s = string() { config.title = s }
            case "description": if let s = string() { config.description = s }
            case "base_url", "baseURL", "base-url":
                if let s = string() {
                    if let url = URL(string: s), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()) {
                        config.baseURL = s
                    } else {
                        diagnostics.append(
                            .warning("config.invalid-url", "'base_url' should be an absolute http(s) URL, found '\(s)'", at: v.location))
                    }
                }
            case "language": if let s = string() { config.language = s }
            case "content": if let s = string() { config.contentDirectory = s }
            case "templates": if let s = string() { config.templatesDirectory = s }
            case "output": if let s = string() { config.outputDirectory = s }
            case "unsafe_html": if let b = bool() { config.allowRawHTML = b }
            case "strict": if let b = bool() { config.strict = b }
            case "drafts": if let b = bool() { config.includeDrafts = b }
            default:
                diagnostics.append(
                    .warning(
                        "config.unknown-key", "unknown setting '\(entry.key)'", at: entry.keyLocation,
                        notes: ["known settings: " + Self.keys.joined(separator: ", ")]))
            }
        }
        return (config, diagnostics)
    }
}
