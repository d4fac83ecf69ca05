/// The text a render produced and the warnings it collected on the way.
public struct TemplateRenderResult: Sendable, Hashable {
    /// The rendered text as UTF-8, as the renderer wrote it (a large page need not become a `String` to be saved).
    public var bytes: [UInt8]
    /// Warnings in the order they were first met, each tag location reported once per render.
    public var warnings: [TemplateWarning]

    /// The rendered text.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Bundles a render's output with its warnings.
    public init(output: String, warnings: [TemplateWarning]) {
        self.init(bytes: Array(output.utf8), warnings: warnings)
    }

    /// Bundles a render's UTF-8 output with its warnings.
    public init(bytes: [UInt8], warnings: [TemplateWarning]) {
        self.bytes = bytes
        self.warnings = warnings
    }
}
