import Diagnostics

/// One libyaml parse event, copied out of C memory so the tree builder is plain Swift.
enum YAMLEvent: Sendable, Hashable {
    case documentStart
    case documentEnd
    case scalar(String, plain: Bool, anchor: String?, at: SourceLocation)
    case sequenceStart(anchor: String?, at: SourceLocation)
    case sequenceEnd
    case mappingStart(anchor: String?, at: SourceLocation)
    case mappingEnd
    case alias(String, at: SourceLocation)
    case streamEnd
}
