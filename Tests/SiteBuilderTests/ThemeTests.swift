import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

@Suite struct ThemeTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")

    /// `Theme.load` and the `EmbedTheme` plugin pick the same files out of a folder: layering the project's
    /// `templates/` over the built-in theme (built from it) adds nothing and changes nothing.
    @Test func layeringTheTemplatesFolderOverTheBuiltInThemeChangesNothing() throws {
        let layered = try Theme.load(overriding: Self.templatesDirectory, display: "templates")
        #expect(Set(layered.files.keys) == Set(Theme.builtIn.files.keys))
        #expect(layered.overridden == Set(Theme.builtIn.files.keys))
        for (path, text) in layered.files {
            #expect(Theme.builtIn.files[path] == text, "templates/\(path) differs from the built-in copy")
        }
    }

    @Test func builtInThemeParsesAndHasEveryRequiredTemplate() {
        let (library, diagnostics) = SiteRenderer(theme: .builtIn, generator: "test").loadLibrary()
        #expect(library != nil)
        #expect(diagnostics.isEmpty)
        for name in SiteRenderer.requiredTemplates {
            #expect(Theme.builtIn.templates[name] != nil)
        }
    }
}
