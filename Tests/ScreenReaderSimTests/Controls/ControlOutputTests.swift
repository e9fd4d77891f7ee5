import Foundation
import Testing
@testable import ScreenReaderSim

/// `--record`, transcripts and JSON work for the new steps and events.
@Suite struct ControlOutputTests {
    static let source = """
        screen "Form"
          text-field "Email"
          slider "Volume" value 50 step 10 percent
          expandable "More"
            switch "Pool"
        scenario "Fill"
          using voiceover, talkback
          swipe right
          double tap
          type "ada@example.com"
          escape
          swipe right
          swipe up
          swipe right
          double tap
          swipe right
        """

    @Test func recordingAddsExpectationsForTheNewStepsAndTheyPass() throws {
        let file = ScenarioFile(parsing: Self.source, file: "form.scenario")
        try #require(!file.hasErrors, "\(file.renderedDiagnostics)")
        let recording = ScenarioRecorder.record(file, result: ScenarioRunner.run(file))
        #expect(recording.text.contains("""
              type "ada@example.com" -> "ada@example.com"
              escape -> nothing
            """))
        #expect(recording.text.contains("""
              swipe up
                voiceover -> "60%"
                talkback -> "60 percent"
            """))
        let again = ScenarioFile(parsing: recording.text, file: "form.scenario")
        #expect(ScenarioRunner.run(again).passed)
    }

    @Test func transcriptEventsForEditingAreInJSONAndWords() throws {
        let file = ScenarioFile(parsing: Self.source, file: "form.scenario")
        let reader = try VoiceOver(try #require(file.screen))
        reader.swipeRight()
        let started = reader.doubleTap()
        let json = started.map { Transcript.json($0) }
        #expect(json.contains(.object([("type", "editingStarted"), ("element", .string("Email"))])))
        let typed = reader.type("a")
        #expect(typed.first == .stateChanged(try reader.element("Email"), from: .text(""), to: .text("a")))
        #expect(ControlState.text("say \"hi\"").description == "value \"say \\\"hi\\\"\"")
        #expect(Input.type("a\"b").description == "type \"a\\\"b\"")
        #expect(Input.swipeUp.description == "swipe up" && Input.escape.description == "escape")
    }
}
