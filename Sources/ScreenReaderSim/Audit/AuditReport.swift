import Foundation

/// Audit findings as text for people, JSON for scripts, and SARIF 2.1.0 for code-scanning tools.
///
/// Every format is deterministic: files in path order, findings in ``Audit/run(screen:)`` order, keys in a fixed order.
///
///     Settings.scenario:7:3: error: [SRS001] the switch has no name: the reader speaks its role and state but not what it is for
///       VoiceOver says: "off, switch button, double tap to toggle setting"
///       TalkBack says: "Off, switch, double tap to toggle"
///       fix: give the switch a visible label, or `label "..."` when none is shown
///       criterion: "Name, Role, State must be announced by the screen reader when focus is on the control, ..." (Toggle switch acceptance criteria, MagentaA11y native "Toggle switch")
public enum AuditReport {

    // MARK: - Text

    /// The findings of one file, compiler style: `FILE:LINE:COL: error|warning: [ID] message`, then what each screen
    /// reader says (`  VoiceOver says: "..."`), then `  fix: ...`, then `  criterion: "..." (CONTROL acceptance criteria, MagentaA11y native "CONTROL")`, the criterion the
    /// check enforces. Platform-specific findings end `(iOS only)`; without a location, the element is named after the id.
    /// - Parameters:
    ///   - findings: the findings, in the order to print them.
    ///   - file: the path to print, as the user gave it.
    /// - Returns: one block per finding, each line ending in a newline; empty when there are no findings.
    public static func text(findings: [Finding], file: String) -> String {
        var output = ""
        for finding in findings {
            // An element imported from a dump is located in the dump (its own file), not in the file that names it.
            let place = finding.location.map { "\($0.file ?? file):\($0.line):\($0.column)" } ?? file
            let element = finding.location == nil ? " \(finding.element):" : ""
            let only = finding.platform.map { " (\($0.displayName) only)" } ?? ""
            // A finding with no file to name (a screen built in Swift) starts at its severity.
            let prefix = place.isEmpty ? "" : "\(place): "
            output += "\(prefix)\(finding.severity.rawValue): [\(finding.checkID)]\(element) \(finding.message)\(only)\n"
            if finding.announcements.isEmpty {
                output += "  no screen reader speaks it: it is in no focus stop\n"
            }
            for announcement in finding.announcements {
                output += "  \(announcement.reader.displayName) says: \(announcement.quoted)\n"
            }
            output += "  fix: \(finding.fix)\n"
            if let seed = finding.rule?.seed {
                output += "  criterion: \"\(seed.quote)\" (\(seed.citation))\n"
            }
        }
        return output
    }

    /// The findings of several files, grouped by file in path order, then a summary line (``summary(_:)``).
    public static func text(findingsByFile: [String: [Finding]]) -> String {
        let files = findingsByFile.keys.sorted()
        let body = files.map { text(findings: findingsByFile[$0] ?? [], file: $0) }.joined()
        let all = files.flatMap { findingsByFile[$0] ?? [] }
        return body + summary(all) + "\n"
    }

    /// `2 errors, 1 warning`, or `no findings`.
    public static func summary(_ findings: [Finding]) -> String {
        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count { $0.severity == .warning }
        guard errors + warnings > 0 else { return "no findings" }
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    // MARK: - JSON

    /// The findings of one file as JSON; see ``json(findingsByFile:)``.
    public static func json(findings: [Finding], file: String) -> String {
        json(findingsByFile: [file: findings])
    }

    /// The findings as pretty-printed JSON with a fixed key order:
    /// `{"findings": [{"file", "line", "column", "check", "name", "severity", "platform", "element", "message",
    /// "announcements", "fix", "seed": {"quote", "source"}}...], "summary": {"errors", "warnings"}}`.
    /// `platform` is `ios`, `android` or `both`; `line` and `column` are null without a location. Inputs that could not
    /// be audited are listed under `diagnostics` (`{"file", "line", "column", "id", "severity", "message"}`), and counted
    /// in the summary's `notAudited`.
    public static func json(findingsByFile: [String: [Finding]], inputProblems: [AuditInputProblem] = []) -> String {
        let files = findingsByFile.keys.sorted()
        var items: [JSONValue] = []
        var all: [Finding] = []
        for file in files {
            for finding in findingsByFile[file] ?? [] {
                all.append(finding)
                items.append(jsonObject(for: finding, file: file))
            }
        }
        let document: JSONValue = .object([
            ("findings", .array(items)),
            ("diagnostics", .array(inputProblems.map(\.json))),
            ("summary", .object([
                ("errors", .integer(all.count { $0.severity == .error })),
                ("warnings", .integer(all.count { $0.severity == .warning })),
                ("notAudited", .integer(Set(inputProblems.filter { $0.severity == "error" }.map(\.file)).count)),
            ])),
        ])
        return document.rendered()
    }

    private static func jsonObject(for finding: Finding, file: String) -> JSONValue {
        let element = finding.element
        return .object([
            ("file", .string(finding.location?.file ?? file)),
            ("line", finding.location.map { .integer($0.line) } ?? .null),
            ("column", finding.location.map { .integer($0.column) } ?? .null),
            ("check", .string(finding.checkID)),
            ("name", .optional(Audit.rule(for: finding.checkID)?.name)),
            ("severity", .string(finding.severity.rawValue)),
            ("platform", .string(finding.platform?.rawValue ?? "both")),
            ("element", .object([
                ("kind", .string(element.kind.keyword)),
                ("name", .string(element.name)),
                ("id", .optional(element.id)),
            ])),
            ("message", .string(finding.message.text)),
            ("announcements", .array(finding.announcements.map { announcement in
                .object([
                    ("reader", .string(announcement.reader.keyword)),
                    ("utterances", .array(announcement.utterances.map(JSONValue.string))),
                ])
            })),
            ("fix", .string(finding.fix)),
            ("seed", finding.rule.map { rule in
                .object([("quote", .string(rule.seed.quote)), ("source", .string(rule.seed.citation))])
            } ?? .null),
        ])
    }

    // MARK: - SARIF

    /// The findings as a SARIF 2.1.0 log: one run whose driver lists every rule (``Audit/rules``, in id order), and
    /// one result per finding with its rule, level, message (with what each reader says, and the fix) and location.
    /// - Parameters:
    ///   - findingsByFile: findings keyed by the path to report, as the user gave it (written as a relative URI).
    ///   - toolVersion: the tool version to report.
    ///   - informationURI: the tool's home page, if it has one (SARIF's optional `informationUri`).
    ///   - inputProblems: inputs that could not be audited, reported as the invocation's `toolExecutionNotifications`
    ///     (and `executionSuccessful: false` when any is an error).
    public static func sarif(
        findingsByFile: [String: [Finding]],
        toolVersion: String = "0.1.0",
        informationURI: String? = nil,
        inputProblems: [AuditInputProblem] = []
    ) -> String {
        let rules = Audit.rules
        let ruleObjects: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("fullDescription", .object([("text", .string(rule.explanation))])),
                ("help", .object([("text", .string(rule.explanationText))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
                ("properties", .object([
                    ("tags", .array(["accessibility"])),
                    ("seedCriterion", .string(rule.seed.quote)),
                    ("seedSource", .string(rule.seed.citation)),
                ])),
            ])
        }
        var results: [JSONValue] = []
        for file in findingsByFile.keys.sorted() {
            for finding in findingsByFile[file] ?? [] {
                results.append(sarifResult(for: finding, file: file, ruleIndex: rules.firstIndex { $0.id == finding.checkID }))
            }
        }
        let log: JSONValue = .object([
            ("$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            ("version", "2.1.0"),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object(
                            [("name", "srsim"), ("version", .string(toolVersion))]
                                + (informationURI.map { [("informationUri", JSONValue.string($0))] } ?? [])
                                + [("rules", .array(ruleObjects))]
                        )),
                    ])),
                    ("invocations", .array([.object([
                        ("executionSuccessful", .bool(!inputProblems.contains { $0.severity == "error" })),
                        ("toolExecutionNotifications", .array(inputProblems.map(\.sarifNotification))),
                    ])])),
                    ("columnKind", "unicodeCodePoints"),
                    ("results", .array(results)),
                ]),
            ])),
        ])
        return log.rendered()
    }

    private static func sarifResult(for finding: Finding, file: String, ruleIndex: Int?) -> JSONValue {
        var lines = [finding.message.text + (finding.platform.map { " (\($0.displayName) only)" } ?? "")]
        lines += finding.announcements.map { "\($0.reader.displayName) says: \($0.quoted)" }
        lines.append("fix: \(finding.fix)")
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(uri(for: finding.location?.file ?? file)))])),
        ]
        if let location = finding.location {
            physical.append(("region", .object([
                ("startLine", .integer(max(1, location.line))),
                ("startColumn", .integer(max(1, location.column))),
            ])))
        }
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.checkID))]
        if let ruleIndex { members.append(("ruleIndex", .integer(ruleIndex))) }
        members += [
            ("level", .string(finding.severity.rawValue)),
            ("message", .object([("text", .string(lines.joined(separator: "\n")))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            ("properties", .object([
                ("platform", .string(finding.platform?.rawValue ?? "both")),
                ("element", .string(finding.element.description)),
                ("announcements", .object(finding.announcements.map { announcement in
                    (announcement.reader.keyword, .array(announcement.utterances.map(JSONValue.string)))
                })),
            ])),
        ]
        return .object(members)
    }

    /// `path` as a relative URI reference: each path segment percent-encoded, `/` kept.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return path.unicodeScalars.map { scalar in
            if allowed.contains(scalar) && scalar.isASCII { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
    }
}
