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

    /// A user's folder only adds to the built-in theme, so only a damaged installation lacks a template; it is
    /// an error naming the template, and nothing is rendered.
    @Test func aThemeWithoutARequiredTemplateIsAnError() {
        var theme = Theme.builtIn
        theme.files["page.mustache"] = nil
        let (library, diagnostics) = SiteRenderer(theme: theme, generator: "test").loadLibrary()
        #expect(library == nil)
        #expect(diagnostics.map(\.id) == ["templates.missing"])
        #expect(diagnostics.first?.message == "the theme has no 'page.mustache' template")
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
