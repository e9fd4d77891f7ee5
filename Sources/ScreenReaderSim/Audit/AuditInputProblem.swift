/// An input the audit could not check: a file that does not parse or cannot be opened. Reports list these beside the
/// findings (JSON `diagnostics`, SARIF `toolExecutionNotifications`), so a file that could not be read never looks clean.
public struct AuditInputProblem: Hashable, Sendable {
    /// The path as the user gave it.
    public var file: String
    /// Where in the file, when the problem has a place.
    public var location: SourceLocation?
    /// A stable id: a diagnostic's (`unknown-kind`...) or `cannot-open-input`.
    public var id: String
    /// `error` or `warning`.
    public var severity: String
    /// The sentence.
    public var message: String

    /// A problem with every part given.
    public init(file: String, location: SourceLocation?, id: String, severity: String = "error", message: String) {
        self.file = file
        self.location = location
        self.id = id
        self.severity = severity
        self.message = message
    }

    /// A parse diagnostic of `file`.
    public init(file: String, diagnostic: Diagnostic) {
        self.init(file: file, location: diagnostic.location, id: diagnostic.id, severity: diagnostic.severity.rawValue,
                  message: diagnostic.fullMessage)
    }

    /// The problem as a JSON object: `{"file", "line", "column", "id", "severity", "message"}`.
    var json: JSONValue {
        .object([
            ("file", .string(file)),
            ("line", location.map { .integer($0.line) } ?? .null),
            ("column", location.map { .integer($0.column) } ?? .null),
            ("id", .string(id)),
            ("severity", .string(severity)),
            ("message", .string(message)),
        ])
    }

    /// The problem as a SARIF notification.
    var sarifNotification: JSONValue {
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(AuditReport.uri(for: file)))]))]
        if let location {
            physical.append(("region", .object([
                ("startLine", .integer(max(1, location.line))), ("startColumn", .integer(max(1, location.column))),
            ])))
        }
        return .object([
            ("level", .string(severity)),
            ("message", .object([("text", .string(message))])),
            ("descriptor", .object([("id", .string(id))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ])
    }
}
