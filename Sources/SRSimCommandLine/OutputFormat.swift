/// How a command writes its results.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Readable text.
    case text
    /// JSON, for tools.
    case json
    /// SARIF 2.1.0, for code-scanning dashboards (audit only).
    case sarif
}
