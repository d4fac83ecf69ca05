/// What a diagnostic is about: the part of its id before the dot, one section of docs/diagnostics.md each.
public enum DiagnosticFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// `precept.yml`.
    case config
    /// A page's front matter.
    case frontmatter
    /// A page's Markdown.
    case markdown
    /// A page's text before it is parsed: encoding, NUL bytes, line endings.
    case text
    /// A page as a whole: its title and id, its size, and how its worker fared.
    case page
    /// The content folder.
    case content
    /// Links and images inside pages.
    case links
    /// Color tables and their values.
    case colors
    /// Translated pages and how they stand against the pages they translate.
    case translation
    /// The guidelines' colors against the colors the code ships (`verify:`, `precept verify`).
    case verify
    /// Change logs against the last state of the site (`precept diff`).
    case changelog
    /// The theme's templates.
    case templates
    /// The build cache in `.precept-cache/`; about the build, not the content.
    case cache
    /// The output folder and its recovery; about the build, not the content.
    case output

    /// The heading of the family's section in docs/diagnostics.md.
    package var documentationSection: String {
        switch self {
        case .config: "Configuration (`precept.yml`)"
        case .frontmatter: "Front matter"
        case .markdown, .text: "Markdown and page text"
        case .page: "Pages"
        case .content: "Content folder"
        case .links: "Links"
        case .colors: "Colors"
        case .translation: "Translations"
        case .verify: "Shipped colors"
        case .changelog: "Change logs (`precept diff`)"
        case .templates: "Templates"
        case .cache: "Build cache"
        case .output: "Output folder"
        }
    }

}
