import ScreenReaderSim
import Testing

/// SPEC-controls §8 for screens that change: SRS021 (no close), SRS022 (opens nothing), SRS023 (focus not returned).
@Suite struct LayerAuditTests {
    private func ids(_ screen: Screen) -> [String] { Audit.run(screen: screen).map(\.checkID) }

    @Test func aDialogWithoutACloseControlIsFoundWithWhatItSays() throws {
        let screen = Screen("S") {
            Button("Pay").opens("d")
            Dialog("Payment failed", id: "d", alert: true) { Text("Try another card.") }
        }
        let finding = try #require(Audit.run(screen: screen).first { $0.checkID == "SRS021" })
        #expect(finding.element.kind == .dialog)
        #expect(finding.announcements.first?.utterances == ["Payment failed", "Try another card."])
        let fixed = Screen("S") {
            Button("Pay").opens("d")
            Dialog("Payment failed", id: "d", alert: true) { Text("Try another card."); Button("OK").closes() }
        }
        #expect(ids(fixed).isEmpty)
    }

    @Test func aCloseButtonOfANestedDialogDoesNotCountForTheOuterOne() {
        let screen = Screen("S") {
            Button("Open").opens("outer")
            Dialog("Outer", id: "outer") {
                Button("More").opens("inner")
                Dialog("Inner", id: "inner") { Button("Done").closes() }
            }
        }
        #expect(Audit.run(screen: screen).filter { $0.checkID == "SRS021" }.map(\.element.name) == ["Outer"])
    }

    @Test(arguments: ["missing", "title"])
    func aControlThatOpensNoDialogIsFound(_ id: String) {
        let screen = Screen("S") {
            Text("Title").id("title")
            Button("Pay").opens(id)
        }
        #expect(ids(screen).contains("SRS022"))
    }

    @Test func closingThatMovesFocusElsewhereIsFoundAndTheFixIsClean() throws {
        let screen = Screen("S") {
            Heading("Checkout")
            Button("Pay").opens("d")
            Dialog("Payment failed", id: "d") { Button("OK").closes().movesFocus(to: "Checkout") }
        }
        let finding = try #require(Audit.run(screen: screen).first { $0.checkID == "SRS023" })
        #expect(finding.element.name == "OK")
        #expect(finding.announcements.map(\.utterances) == [["Pay, button", "Checkout, heading"], ["Pay, button, double tap to activate", "Checkout, heading"]])
        let fixed = Screen("S") {
            Heading("Checkout")
            Button("Pay").opens("d")
            Dialog("Payment failed", id: "d") { Button("OK").closes() }
        }
        #expect(ids(fixed).isEmpty)
    }

    /// A dialog whose own `after` names no element cannot open on Android (iOS ignores `before`/`after`): the audit
    /// reports the override on TalkBack and drops it, so the dialog's other findings carry both platforms' words.
    @Test func aDialogsRefusedOverrideIsReportedAndTheDialogStillAuditedOnBothPlatforms() throws {
        let screen = Screen("S") {
            Button("Pay").opens("d")
            Dialog("Payment failed", id: "d") { Text("Try another card.") }.traversal(after: "missing")
        }
        let findings = Audit.run(screen: screen)
        let skip = try #require(findings.first { $0.checkID == "SRS014" })
        #expect(skip.platform == .android)
        #expect(skip.element.kind == .dialog)
        let noClose = try #require(findings.first { $0.checkID == "SRS021" })
        #expect(noClose.platform == nil)
        #expect(noClose.announcements.map(\.reader) == [.voiceOver, .talkBack])
        #expect(noClose.announcements.map(\.utterances) == [
            ["Payment failed", "Try another card."], ["Payment failed", "Try another card."],
        ])
    }
}
