import ScreenReaderSim
import Testing

/// The audit checks SPEC-controls §8 adds for the new controls: each fires on the broken sign-up form, with the
/// announcement that shows the defect, and the form with every fix applied audits clean.
@Suite struct ControlAuditTests {
    static let broken = Screen("Broken sign-up") {
        Text("Email")
        TextField("Email")
        TextField("", prompt: "Phone")
        Slider("Volume", value: 5, in: 0...10).accessibilityLabel("Level")
        SegmentedControl("") { Segment("Monthly", isSelected: true); Segment("Yearly") }
        Link("Click here")
        Expandable("Terms") { Text("Clause 1") }.movesFocus(to: "Clause 1")
    }

    static let corrected = Screen("Sign-up") {
        Row { Text("Email"); TextField("Email") }
        TextField("Phone", prompt: "+1 555 0100")
        Slider("Volume", value: 5, in: 0...10)
        SegmentedControl("Billing") { Segment("Monthly", isSelected: true); Segment("Yearly") }
        Link("Read the terms of service")
        Expandable("Terms") { Text("Clause 1") }
    }

    static let checks = ["SRS002", "SRS004", "SRS017", "SRS018", "SRS019", "SRS020"]

    @Test func everyControlCheckFiresOnTheBrokenForm() {
        let fired = Set(Audit.run(screen: Self.broken).map(\.checkID))
        #expect(fired.isSuperset(of: Self.checks), "\(fired.sorted())")
    }

    @Test func theFormWithEveryFixAppliedAuditsClean() {
        let findings = Audit.run(screen: Self.corrected)
        #expect(findings.isEmpty, "\(AuditReport.text(findings: findings, file: "Sign-up"))")
    }

    @Test func aTextFieldsSeparateLabelIsFoundWithBothStopsSpoken() throws {
        let finding = try #require(Audit.run(screen: Self.broken).first { $0.checkID == "SRS004" })
        let voiceOver = try #require(finding.announcements.first { $0.reader == .voiceOver })
        #expect(voiceOver.utterances == ["Email", "Email, text field, double tap to edit"])
    }

    @Test func aPlaceholderOnlyNameIsShownByTheFieldsAnnouncement() throws {
        let finding = try #require(Audit.run(screen: Self.broken).first { $0.checkID == "SRS017" })
        #expect(finding.element.kind == .textField)
        let talkBack = try #require(finding.announcements.first { $0.reader == .talkBack })
        #expect(talkBack.utterances == ["Phone, Edit box, double tap to edit text"])
    }

    @Test func aSliderWhoseNameIsNotItsVisibleLabelIsFound() throws {
        let finding = try #require(Audit.run(screen: Self.broken).first { $0.checkID == "SRS002" })
        #expect(finding.element.kind == .slider)
    }

    @Test func anUnlabelledSegmentedControlIsProvedByItsFirstSegment() throws {
        let finding = try #require(Audit.run(screen: Self.broken).first { $0.checkID == "SRS018" })
        #expect(finding.element.kind == .segmentedControl)
        let voiceOver = try #require(finding.announcements.first { $0.reader == .voiceOver })
        #expect(voiceOver.utterances == ["Selected, Monthly, button, 1 of 2"])
    }

    @Test(arguments: ["Click here", "more", "Link", "Read more.", "here"])
    func genericLinkNamesAreFound(_ name: String) {
        let screen = Screen("Links") { Link(name) }
        #expect(Audit.run(screen: screen).contains { $0.checkID == "SRS019" })
    }

    @Test func aDescriptiveLinkNameIsNotFound() {
        #expect(!Audit.run(screen: Screen("Links") { Link("More about pricing") }).contains { $0.checkID == "SRS019" })
    }

    @Test func anExpandableThatMovesFocusIsProvedByWhatActivationSpeaks() throws {
        let finding = try #require(Audit.run(screen: Self.broken).first { $0.checkID == "SRS020" })
        let voiceOver = try #require(finding.announcements.first { $0.reader == .voiceOver })
        #expect(voiceOver.utterances == ["Terms, collapsed, button", "expanded", "Clause 1"])
    }

    @Test(arguments: ["SRS017", "SRS018", "SRS019", "SRS020"])
    func explanationsQuoteMagentaA11y(_ id: String) throws {
        let text = try #require(Audit.explanation(for: id))
        #expect(text.contains("Criterion (MagentaA11y native \""))
        #expect(text.contains(", tmobile/magentaA11y:public/content/documentation/native/controls/"))
    }
}
