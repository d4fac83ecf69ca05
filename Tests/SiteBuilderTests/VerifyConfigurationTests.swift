import Diagnostics
import Testing

@testable import SiteModel

/// `verify:` in precept.yml.
@Suite struct VerifyConfigurationTests {
    @Test func pathsAndMappingsAreRead() {
        let yaml = """
            verify:
              - App/Assets.xcassets
              - path: web/colors.css
                names: "color-{key}"
                tolerance_delta_e: 1.5
                platforms: [Web, visionOS]
              - path: android/res
                platforms: Android
            """
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(diagnostics.isEmpty)
        #expect(
            config.verify == [
                VerifySource(path: "App/Assets.xcassets"),
                VerifySource(path: "web/colors.css", names: "color-{key}", toleranceDeltaE: 1.5, platforms: ["Web", "visionOS"]),
                VerifySource(path: "android/res", platforms: ["Android"]),
            ])
    }

    @Test func aSinglePathNeedsNoList() {
        let (config, diagnostics) = ConfigurationLoader().load(text: "verify: tokens/\n", path: "precept.yml")
        #expect(diagnostics.isEmpty)
        #expect(config.verify == [VerifySource(path: "tokens/")])
    }

    @Test func mistakesAreWarningsAndTheEntryIsKeptWhenItCanBe() {
        let yaml = """
            verify:
              - path: a.css
                tolerance: 1
              - names: "{api}"
              - path: b.css
                tolerance_delta_e: -2
              - [nested]
            """
        let (config, diagnostics) = ConfigurationLoader().load(text: yaml, path: "precept.yml")
        #expect(config.verify == [VerifySource(path: "a.css"), VerifySource(path: "b.css")])
        #expect(
            diagnostics.map { "\($0.id.rawValue) \($0.location?.line ?? 0)" } == [
                "config.unknown-key 3", "config.wrong-type 4", "config.wrong-type 6", "config.wrong-type 7",
            ])
        #expect(diagnostics.first?.message == "unknown setting 'verify.tolerance'")
    }
}
