/// One defect the audit found on a screen: which check, where, on which platform, and what the reader says that proves it.
///
///     Settings.scenario:7:3: error: [SRS001] the switch has no name: the reader speaks its role and state but not what it is for
///       VoiceOver says: "off, switch button, double tap to toggle setting"
///       TalkBack says: "Off, switch, double tap to toggle"
///       fix: give the switch a visible label, or `label "..."` when none is shown
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is: an error fails CI, a warning is reported only.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// A warning: worth fixing, does not fail the audit.
        case warning
        /// An error: a seed criterion is not met; `srsim audit` exits 1.
        case error

        /// Warnings order before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// What one screen reader speaks that shows the defect: one utterance, or several in the order they are heard.
    public struct Announcement: Hashable, Sendable {
        /// The screen reader that speaks it (VoiceOver or TalkBack).
        public var reader: ReaderKind
        /// The utterances, in the order they are spoken.
        public var utterances: [String]

        /// What `reader` speaks: `utterances` in order.
        public init(reader: ReaderKind, utterances: [String]) {
            self.reader = reader
            self.utterances = utterances
        }

        /// The platform the reader runs on.
        public var platform: Platform { reader.platform }

        /// The utterances quoted and joined: `"Wi-Fi", then "Off, switch, double tap to toggle"`; `nothing` when silent.
        public var quoted: String {
            utterances.isEmpty ? "nothing" : utterances.map { "\"\($0)\"" }.joined(separator: ", then ")
        }
    }

    /// A finding's message: a sentence declared next to the check that emits it (swift-format style).
    public struct Message: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// The sentence.
        public let text: String

        /// A message with this text.
        public init(_ text: String) { self.text = text }

        /// A message from a literal.
        public init(stringLiteral value: String) { self.text = value }

        /// A message from an interpolated literal.
        public init(stringInterpolation: DefaultStringInterpolation) { self.text = String(stringInterpolation: stringInterpolation) }

        /// The sentence.
        public var description: String { text }
    }

    /// The id of the check that found it, e.g. `SRS001`.
    public var checkID: String
    /// Error or warning.
    public var severity: Severity
    /// The platform it was found on; nil when both platforms have it.
    public var platform: Platform?
    /// The element at fault.
    public var element: ElementReference
    /// Where the element was declared, when the screen came from a scenario file.
    public var location: SourceLocation?
    /// What is wrong, in one sentence.
    public var message: Message
    /// What each screen reader speaks that proves it (VoiceOver first); empty when the element is in no stop.
    public var announcements: [Announcement]
    /// How to fix it.
    public var fix: String

    /// A finding with every part given; `location` defaults to the element's.
    public init(
        checkID: String,
        severity: Severity,
        platform: Platform?,
        element: ElementReference,
        location: SourceLocation? = nil,
        message: Message,
        announcements: [Announcement],
        fix: String
    ) {
        self.checkID = checkID
        self.severity = severity
        self.platform = platform
        self.element = element
        self.location = location ?? element.location
        self.message = message
        self.announcements = announcements
        self.fix = fix
    }

    /// What `reader` speaks as proof, its utterances joined by `" | "`; nil when the finding has no proof from that reader.
    public func announcement(by reader: ReaderKind) -> String? {
        announcements.first { $0.reader == reader }.map { $0.utterances.joined(separator: " | ") }
    }

    /// The rule of the check that found it, with the seed criterion it enforces.
    public var rule: AuditRule? { Audit.rule(for: checkID) }

    /// The finding as `srsim audit` prints it (place, severity, id, message, what each reader says, the fix and the
    /// criterion), so a failing `#expect(findings.isEmpty)` reads like the tool's output; a finding on a screen built
    /// in Swift has no place and starts at its severity.
    public var description: String {
        var text = AuditReport.text(findings: [self], file: location?.file ?? "")
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// `iOS`, `Android`, or `both platforms`.
    public var platformDescription: String { platform?.displayName ?? "both platforms" }
}
