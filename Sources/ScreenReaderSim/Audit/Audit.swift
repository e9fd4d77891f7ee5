/// The accessibility audit: every check, run on a screen for VoiceOver and for TalkBack.
///
///     let findings = Audit.run(screen: screen)
///     print(AuditReport.text(findings: findings, file: "Settings.scenario"))
///
/// Each finding carries the announcement that proves it: what the simulated screen reader speaks on the element.
public enum Audit {
    /// Every check, in id order.
    static let all: [any AuditCheck] = [
        UnnamedControlCheck(),
        NameMissingVisibleLabelCheck(),
        NameRepeatsRoleCheck(),
        SeparateLabelStopCheck(),
        CustomControlCheck(),
        ExposedDecorativeImageCheck(),
        ContextChangeOnSelectionCheck(),
        StepperLabelValueCheck(),
        StepperMovesFocusCheck(),
        KeyboardUnreachableCheck(),
        DuplicateAnnouncementCheck(),
        OrderCycleCheck(),
        OrderRepeatCheck(),
        OrderSkipCheck(),
        TextResizeCheck(),
        RowWithSeveralControlsCheck(),
        PlaceholderNameCheck(),
        UnlabelledSeriesCheck(),
        GenericLinkNameCheck(),
        ExpandableMovesFocusCheck(),
        DialogWithoutCloseCheck(),
        OpensNothingCheck(),
        FocusNotReturnedCheck(),
        SilentStopCheck(),
    ]

    /// The screen readers whose platforms every check runs on, in report order.
    static let readers: [ReaderKind] = [.voiceOver, .talkBack]

    /// Every rule, in id order.
    public static var rules: [AuditRule] { all.map(\.rule) }

    /// Every check id, in order (`SRS001`...), for listings and did-you-mean suggestions.
    public static var checks: [String] { rules.map(\.id) }

    /// The rule with this id or name, compared without regard to case (`SRS001`, `srs001`, `unnamed-control`).
    public static func rule(for idOrName: String) -> AuditRule? {
        let wanted = idOrName.lowercased()
        return rules.first { $0.id.lowercased() == wanted || $0.name == wanted }
    }

    /// The `--explain` text of the check with this id or name: what it enforces, its seed criterion, a failing and a
    /// passing example; nil when no check has that id or name.
    public static func explanation(for id: String) -> String? { rule(for: id)?.explanationText }

    /// Runs every check on `screen` for each platform and returns the findings, merged and in a stable order.
    ///
    /// A finding both platforms report with the same message becomes one finding with `platform` nil and both readers'
    /// announcements. The order is by location (file, line, column; findings without one last), then check id, then
    /// platform (both, iOS, Android), then element.
    /// - Complexity: O(checks × elements) per platform, plus sorting the findings: linear in the screen however many
    ///   findings it has.
    public static func run(screen: Screen) -> [Finding] {
        run(compiled: CompiledScreen(screen))  // indexed once for both platforms
    }

    /// ``run(screen:)`` for a screen already compiled (a parsed file's ``ScenarioFile/compiledScreen``), without
    /// compiling it again.
    public static func run(compiled: CompiledScreen) -> [Finding] {
        var found: [Finding] = []
        for reader in readers {
            let context = AuditContext(reader, compiled: compiled)
            for check in all { found.append(contentsOf: check.findings(in: context)) }
        }
        return merged(found).sorted(by: precedes)
    }

    /// Findings that differ only in platform and announcement, merged into one for both platforms.
    static func merged(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var checkID: String
            var severity: Finding.Severity
            var element: Int
            var location: SourceLocation?
            var message: Finding.Message
            var fix: String

            /// Only the short fields are hashed (equality still compares every field): findings of one element and
            /// check rarely differ in the rest, and hashing every message and fix would cost more than the merge.
            func hash(into hasher: inout Hasher) {
                hasher.combine(checkID)
                hasher.combine(element)
                hasher.combine(location)
            }
        }
        var result: [Finding] = []
        var positions: [Key: Int] = [:]
        for finding in findings {
            let key = Key(checkID: finding.checkID, severity: finding.severity, element: finding.element.index,
                          location: finding.location, message: finding.message, fix: finding.fix)
            guard let position = positions[key] else {
                positions[key] = result.count
                result.append(finding)
                continue
            }
            var existing = result[position]
            if existing.platform != nil && existing.platform != finding.platform {
                existing.platform = nil
            }
            for announcement in finding.announcements where !existing.announcements.contains(announcement) {
                existing.announcements.append(announcement)
            }
            existing.announcements.sort { readers.firstIndex(of: $0.reader) ?? 0 < readers.firstIndex(of: $1.reader) ?? 0 }
            result[position] = existing
        }
        return result
    }

    /// The report order: location, check id, platform, element, message.
    static func precedes(_ first: Finding, _ second: Finding) -> Bool {
        func locationKey(_ finding: Finding) -> (Int, String, Int, Int) {
            guard let location = finding.location else { return (1, "", 0, 0) }
            return (0, location.file ?? "", location.line, location.column)
        }
        func platformKey(_ finding: Finding) -> Int {
            switch finding.platform {
            case nil: 0
            case .ios?: 1
            case .android?: 2
            }
        }
        let left = locationKey(first)
        let right = locationKey(second)
        if left != right { return left < right }
        if first.checkID != second.checkID { return first.checkID < second.checkID }
        if platformKey(first) != platformKey(second) { return platformKey(first) < platformKey(second) }
        if first.element.index != second.element.index { return first.element.index < second.element.index }
        return first.message.text < second.message.text
    }
}
