/// The text a render produced and the warnings it collected on the way.
public struct TemplateRenderResult: Sendable, Hashable {
    /// The rendered text.
    public var output: String
    /// Warnings in the order they were first met, each tag location reported once per render.
    public var warnings: [TemplateWarning]

    /// Bundles a render's output with its warnings.
    public init(output: String, warnings: [TemplateWarning]) {
        self.output = output
        self.warnings = warnings
    }
}
