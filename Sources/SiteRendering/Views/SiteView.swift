import Templates

/// `site`: facts about the whole site from `precept.yml`.
package struct SiteView: TemplateView {
    package var title: String
    package var description: String?
    package var baseURL: String?
    package var language: String
    package var generator: String

    package static let fields = [
        ViewField("title", "site title from `precept.yml` (default \"Guidelines\")"),
        ViewField("description", "site description from `precept.yml`"),
        ViewField("baseURL", "absolute base URL (`base_url`)"),
        ViewField("language", "the `lang` attribute, default `en`"),
        ViewField("generator", "`Precept` and its version"),
    ]

    package static let sample = SiteView(
        title: "Acme Guidelines", description: "How we design at Acme.", baseURL: "https://design.acme.example/",
        language: "en", generator: "Precept 0.1.0")
}

extension SiteView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = ["title": .string(title), "language": .string(language), "generator": .string(generator)]
        fields.setIfPresent(description, forKey: "description")
        fields.setIfPresent(baseURL, forKey: "baseURL")
        return .object(fields)
    }
}
