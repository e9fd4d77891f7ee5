import ScreenReaderSim
import Testing

/// Checks that a screen has nothing to fix: no error a scenario file would reject (``Screen/problems``) and no audit
/// finding (``Audit/run(screen:)``). A failure lists each one as `srsim audit` prints it, not as a struct dump:
///
///     expectNoFindings(screen)
///     // error: [SRS001] unnamed switch: the switch has no name: the reader speaks its role and state but not what it is for
///     //   VoiceOver says: "off, switch button, double tap to toggle setting"
///     //   ...
///
/// - Parameter screen: The screen to validate and audit.
public func expectNoFindings(
    _ screen: Screen,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    NoFindingsCheck.check(screen, at: CallerLocation(sourceLocation: sourceLocation, file: file, line: line))
}

/// XCTest spelling of ``expectNoFindings(_:sourceLocation:file:line:)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AssertNoFindings(
    _ screen: Screen,
    file: StaticString = #filePath,
    line: UInt = #line,
    fileID: String = #fileID,
    column: Int = #column
) {
    NoFindingsCheck.check(screen, at: CallerLocation(file: file, line: line, fileID: fileID, column: column))
}

/// The check behind ``expectNoFindings(_:sourceLocation:file:line:)`` and ``AssertNoFindings(_:file:line:fileID:column:)``.
enum NoFindingsCheck {
    /// Records one failure listing the screen's problems and findings, if it has any.
    static func check(_ screen: Screen, at location: CallerLocation) {
        let problems = screen.problems
        let findings = Audit.run(screen: screen)
        guard !problems.isEmpty || !findings.isEmpty else { return }
        var parts: [String] = []
        if !problems.isEmpty {
            parts.append(problems.count == 1 ? "1 problem a scenario file would report" : "\(problems.count) problems a scenario file would report")
        }
        if !findings.isEmpty { parts.append("audit: \(AuditReport.summary(findings))") }
        let lines = problems.map(\.description) + findings.map(\.description)
        location.recordFailure("the screen \"\(screen.title)\" has findings (\(parts.joined(separator: "; "))):\n"
            + lines.joined(separator: "\n"))
    }
}
