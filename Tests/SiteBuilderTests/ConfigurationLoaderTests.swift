import ColorScience
import Testing

@testable import SiteBuilder

@Suite struct ConfigurationLoaderTests {
    @Test func readsEverySection() {
        let yaml = """
            title: Acme
            base_url: https://design.acme.example/
            unsafe_html: true
            colors:
              backgrounds:
                light: "#F5F5F7"
                dark: ["#000000", "#1C1C1E"]
              minimum_contrast: 3
            rules:
              headings: [Checks, Don’t]
            severity:
              colors.conflict: error
              links.remote-image: ignore
            """
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(diagnostics.isEmpty)
        #expect(config.title == "Acme")
        #expect(config.baseURL == "https://design.acme.example/")
        #expect(config.allowRawHTML)
        #expect(config.colorChecks.lightBackgrounds.map(\.hex) == ["#F5F5F7"])
        #expect(config.colorChecks.darkBackgrounds.map(\.hex) == ["#000000", "#1C1C1E"])
        #expect(config.colorChecks.minimumContrast == 3)
        #expect(config.ruleHeadings == ["checks", "don't"])
        #expect(config.severityOverrides == ["colors.conflict": "error", "links.remote-image": "ignore"])
    }

    @Test func mistakesAreWarningsAtTheirLine() {
        let yaml = "titel: Oops\nstrict: maybe\ncolors:\n  backgrounds:\n    dark: grey\nseverity:\n  links.missing-page: fatal\n"
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(diagnostics.map(\.id) == ["config.unknown-key", "config.wrong-type", "config.invalid-color", "config.wrong-type"])
        #expect(diagnostics.map { $0.location?.line } == [1, 2, 5, 7])
        #expect(config.strict == false)
        #expect(config.colorChecks.darkBackgrounds.map(\.hex) == ["#000000"])
    }
}
