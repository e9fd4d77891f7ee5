/// How a command writes its results.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Readable text.
    case text
    /// JSON, for tools.
    case json
    /// SARIF 2.1.0, for code-scanning dashboards (audit only).
    case sarif
    /// Markdown tables, to paste into slides and documents (order, transcript).
    case markdown
    /// A self-contained SVG picture (render).
    case svg
    /// A self-contained HTML page (render, transcript).
    case html
}
