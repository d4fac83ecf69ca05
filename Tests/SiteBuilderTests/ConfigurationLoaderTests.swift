import ColorScience
import Diagnostics
import Testing

@testable import SiteBuilder
@testable import SiteModel
@testable import SiteRendering

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

    @Test func languagesListTheSitesLanguagesWithTheDefaultFirst() {
        let loader = ConfigurationLoader()
        let (listed, none) = loader.load(text: "languages: [en, zh-hans, ja]", path: "precept.yml")
        #expect(none.isEmpty)
        #expect(listed.language == "en", "the first listed is the default when 'language' is not given")
        #expect(listed.languages == ["en", "zh-Hans", "ja"])
        #expect(listed.translationLanguages == ["zh-Hans", "ja"])
        let (named, _) = loader.load(text: "language: ja\nlanguages: [en, ja]", path: "precept.yml")
        #expect(named.language == "ja")
        #expect(named.allLanguages == ["ja", "en"])
        let (single, _) = loader.load(text: "languages: ko", path: "precept.yml")
        #expect(single.language == "ko" && single.translationLanguages.isEmpty)
        let (bad, diagnostics) = loader.load(text: "languages: [en, zh_CN, en]", path: "precept.yml")
        #expect(bad.languages == ["en"], "the invalid tag is left out, the repeated one listed once")
        #expect(diagnostics.map(\.id.rawValue) == ["config.invalid-language"])
        #expect(diagnostics.first?.location?.line == 1)
    }

    @Test func checklistSplitThreshold() {
        #expect(SiteConfiguration().checklistSplitAbove == ChecklistLayout.defaultSplitAbove)
        let (config, diagnostics) = ConfigurationLoader().load(text: "checklist:\n  split_above: 2000\n", path: "precept.yml")
        #expect(diagnostics.isEmpty)
        #expect(config.checklistSplitAbove == 2000)
        #expect(ConfigurationLoader().load(text: "checklist:\n  split_above: 0\n", path: "precept.yml").0.checklistSplitAbove == 0)
    }

    /// A wrong threshold is a warning at its value, naming the setting and the default kept instead.
    @Test(arguments: [
        ("checklist:\n  split_above: -1\n", "config.wrong-type", 2, "found the integer -1"),
        ("checklist:\n  split_above: many\n", "config.wrong-type", 2, "found the string \"many\""),
        ("checklist:\n  split_above: 2.5\n", "config.wrong-type", 2, "found the number 2.5"),
        ("checklist:\n  split_above: \"3000\"\n", "config.wrong-type", 2, "found the string \"3000\""),
        ("checklist: 3000\n", "config.wrong-type", 1, "'checklist' should be a mapping"),
        ("checklist:\n  split: 10\n", "config.unknown-key", 2, "unknown setting 'checklist.split'"),
    ])
    func checklistMistakes(yaml: String, id: String, line: Int, message: String) {
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(diagnostics.map(\.id.rawValue) == [id])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location?.line == line)
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.first?.message ?? "")")
        #expect(config.checklistSplitAbove == ChecklistLayout.defaultSplitAbove)
        if id == "config.wrong-type", line == 2 {
            #expect(
                DiagnosticFormatter.text(diagnostics[0]).hasPrefix(
                    "precept.yml:2:16: warning: 'checklist.split_above' should be a whole number of rules, 0 or more"))
        }
    }

    /// `api:`: the rule-body settings are read, and sized by the page count.
    @Test func apiRuleBodies() {
        let (config, diagnostics) = ConfigurationLoader().load(
            text: "api:\n  rule_bodies: false\n  rule_bodies_max_pages: 0\n", path: "precept.yml")
        #expect(diagnostics.isEmpty)
        #expect(!config.apiRuleBodies && config.apiRuleBodiesMaxPages == 0)
        let defaults = SiteConfiguration()
        #expect(defaults.apiRuleBodies && defaults.apiRuleBodiesMaxPages == 5_000)
        #expect(defaults.sized(forPages: 5_000).apiRuleBodies)
        #expect(!defaults.sized(forPages: 5_001).apiRuleBodies)
        #expect(defaults.outputsTag == " llms:md+full" && defaults.sized(forPages: 5_001).outputsTag == " llms: api:no-bodies")
    }

    /// A wrong rule-body setting is a warning at its value; the default is kept.
    @Test(arguments: [
        (
            "api:\n  rule_bodies: sometimes\n",
            "precept.yml:2:16: warning: 'api.rule_bodies' should be true or false, found the string \"sometimes\""
        ),
        (
            "api:\n  rule_bodies_max_pages: -1\n",
            "precept.yml:2:26: warning: 'api.rule_bodies_max_pages' should be a whole number of pages, 0 or more"
        ),
    ])
    func apiRuleBodiesMistakes(yaml: String, message: String) {
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(diagnostics.map(\.id.rawValue) == ["config.wrong-type"])
        #expect(diagnostics.first.map(DiagnosticFormatter.text)?.hasPrefix(message) == true, "\(diagnostics.map(DiagnosticFormatter.text))")
        #expect(config.apiRuleBodies && config.apiRuleBodiesMaxPages == 5_000)
    }
}
