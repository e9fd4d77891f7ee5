@testable import SRSimCommandLine
import SRSimTestSupport
import ScreenReaderSim
import Testing

/// The shared speech cases hold through `srsim run` as through the Swift API: a case written as a scenario file passes
/// exactly when the reader speaks what the case says.
@Suite struct SpeechCaseCommandTests {
    static let cases: [SpeechCase] =
        SpeechCase.rows(["voiceover"], "button", "button \"Save\"", .swipeRight, ["Save, button"])
        + SpeechCase.rows(["talkback"], "button", "button \"Save\"", .swipeRight, ["Save, button, double tap to activate"])
        + SpeechCase.rows(["voiceover@ios18", "voiceover@ios26"], "switch, a second utterance", "switch \"Wi-Fi\" on", .swipeRight,
                          ["Wi-Fi, switch button, on", "double tap to toggle setting"])
        + SpeechCase.rows(["talkback@15 order=role-name-state"], "radio in a group, from outside",
                          "radio-group \"Size\"\n  radio \"Small\"\n  radio \"Large\" selected", setup: [.swipeRight],
                          .swipeRight, ["Radio button, Small, not selected, 1 of 2, In list, 2 items", "Double-tap to select"])
        + SpeechCase.rows(["talkback@15 hints=off"], "switch toggled", "switch \"Wi-Fi\" on", setup: [.swipeRight], .doubleTap,
                          ["Off"])
        + SpeechCase.rows(["voiceover"], "silence", "button \"Save\"", setup: [.swipeRight], .press(.enter), [])

    @Test(arguments: cases)
    func aSpeechCaseHoldsThroughTheSwiftAPIAndThroughRun(_ row: SpeechCase) throws {
        try expectSpeech(row)
        let folder = try TemporaryFolder()
        let path = try folder.write("case.scenario", try #require(row.scenarioFile))
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
    }

    /// The file form can fail: the same case expecting other speech fails `srsim run`.
    @Test(arguments: cases)
    func aSpeechCaseExpectingOtherSpeechFailsRun(_ row: SpeechCase) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("case.scenario", try #require(row.speaking(row.spoken + ["something else"]).scenarioFile))
        #expect(SRSim.run(["run", path]).exitCode != .success)
    }
}

extension SpeechCase {
    /// The same case expecting `spoken`.
    func speaking(_ spoken: [String]) -> SpeechCase {
        SpeechCase(title, reader: reader, source, setup: setup, input, speaks: spoken)
    }
}
