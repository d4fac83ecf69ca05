import Foundation
import Testing

@testable import SiteBuilder

@Suite struct DefaultThemeTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")

    @Test func embeddedThemeMatchesTheTemplatesFolder() throws {
        let onDisk = try Theme.load(overriding: Self.templatesDirectory, display: "templates").files
        #expect(Set(onDisk.keys) == Set(DefaultTheme.files.keys), "run scripts/embed-theme (make does) after editing templates/")
        for (path, text) in onDisk {
            #expect(DefaultTheme.files[path] == text, "templates/\(path) differs from the embedded copy; run scripts/embed-theme")
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
