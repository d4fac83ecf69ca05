/// A set of parsed templates by name; any of them can be rendered, and each is a partial for the others.
public struct TemplateLibrary: Sendable {
    /// The templates by the name partial tags use to include them.
    public let templates: [String: Template]

    /// Creates a library; `{{>name}}` tags look partials up in `templates` by key.
    public init(templates: [String: Template]) {
        self.templates = templates
    }

    /// The output size at which a render stops with a warning, unless the caller allows more: 64 MB.
    public static let defaultOutputLimit = TemplateRenderer.maximumOutputBytes

    /// Renders the template named `name` against `value`.
    ///
    /// Never throws and never traps: a missing template renders as empty with a warning. With
    /// `strict`, variables whose name resolves to nothing and missing partials become warnings;
    /// sections on missing names stay silent, since they are how templates test optional values.
    /// Output past `outputLimit` bytes stops the render with a warning (runaway partials or sections).
    /// `expectedSize` (bytes) sizes the output buffer up front, so a large page is not copied while it grows.
    /// `memo`, shared by the renders of one build, lets `.shared` list items be rendered once and copied after.
    public func render(
        _ name: String, with value: TemplateValue, strict: Bool = false, outputLimit: Int = defaultOutputLimit,
        expectedSize: Int = 4_096, memo: TemplateRenderMemo? = nil
    ) -> TemplateRenderResult {
        guard let template = templates[name] else {
            let warning = TemplateWarning(
                templateName: name, line: 0, column: 0, name: name,
                message: "no template named '\(name)' in the library")
            return TemplateRenderResult(output: "", warnings: [warning])
        }
        var renderer = TemplateRenderer(
            templates: templates, strict: strict, root: value, outputLimit: outputLimit, expectedSize: expectedSize,
            memo: memo)
        renderer.render(template.nodes, templateName: template.name, indentation: "")
        return TemplateRenderResult(bytes: renderer.output, warnings: renderer.warnings)
    }
}
