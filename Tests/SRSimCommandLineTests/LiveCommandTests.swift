import Foundation
import Testing
@testable import SRSimCommandLine

@Suite struct LiveCommandTests {
    /// Runs `srsim live` on the sample passing screen with `lines` typed.
    private func live(_ lines: [String], arguments: [String] = [], stream: ((String) -> Void)? = nil)
        throws -> (result: CommandResult, typed: TypedLines) {
        let folder = try TemporaryFolder()
        let path = try folder.write("tiny.scenario", Sample.passing)
        let typed = TypedLines(lines)
        let result = SRSim.run(["live", path] + arguments, input: typed.next, stream: stream)
        return (result, typed)
    }

    @Test func stepsSpeakAndSpeechChecksAreTickedOrCrossed() throws {
        let (result, _) = try live([
            "swipe right -> \"OK, button\"",
            "swipe right -> \"nope\"",
            "quit",
        ])
        #expect(result.exitCode == .failure, "a failed check fails the session")
        #expect(result.stdout == """
        VoiceOver on "Tiny" (2 stops). Type a step, 'help' or 'quit'.
        › swipe right -> "OK, button"
          focus moves to "OK" button
          VoiceOver says: "OK, button"
          ✓ as expected
        › swipe right -> "nope"
          focus moves to "Sound" switch
          VoiceOver says: "Sound, on, switch button, double tap to toggle setting"
          ✗ expected "nope"
        › quit

        """)
    }

    @Test func expectChecksAreTickedOrCrossed() throws {
        let (result, _) = try live([
            "expect \"Sound\" is on",
            "expect \"Sound\" is off",
            "double tap",
            "swipe right",
            "expect focus \"OK\"",
            "expect \"OK\" is enabled",
        ])
        #expect(result.stdout.contains("  ✓ \"Sound\" switch is on\n"))
        #expect(result.stdout.contains("  ✗ \"Sound\" switch is on, not off\n"))
        #expect(result.stdout.contains("  ✓ focus is on \"OK\" button\n"))
        #expect(result.stdout.contains("  ✓ \"OK\" button is enabled\n"))
    }

    @Test(arguments: [
        ("swip right", "did you mean 'swipe'?"),
        ("press tabb", "did you mean 'tab'?"),
        ("touch \"Sond\"", "did you mean 'Sound'?"),
        ("using talkbak", "unknown reader 'talkbak'; readers are voiceover, talkback, ios, android; did you mean 'talkback'?"),
    ])
    func typosSuggestTheNearestWord(line: String, suggestion: String) throws {
        let (result, _) = try live([line, "swipe right"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count >= 3)
        #expect(lines[1] == "› \(line)", "piped input is echoed")
        #expect(lines[2].hasPrefix("error: "))
        #expect(lines[2].hasSuffix(suggestion))
        // The session goes on after a typo, and exits 1 at the end: the script had a line that did not work.
        #expect(result.stdout.contains("focus moves to \"OK\" button"))
        #expect(result.exitCode == .failure)
    }

    @Test func aMisspelledSwipeDirectionSuggestsTheDirection() throws {
        let (result, _) = try live(["swipe rigth"])
        #expect(result.stdout.contains("error: unknown swipe direction 'rigth'"))
        #expect(result.stdout.contains("did you mean 'right'?"))
    }

    @Test func orderMarksFocusAndStateListsControls() throws {
        let (result, _) = try live(["swipe right", "swipe right", "order", "double tap", "state"])
        #expect(result.stdout.contains("""
          1. OK, button
        ▸ 2. Sound, on, switch button, double tap to toggle setting

        """))
        #expect(result.stdout.hasSuffix("  \"Sound\" switch: off\n"))
    }

    @Test func usingTalkBackSwitchesReaderAndStartsOver() throws {
        let (result, _) = try live(["swipe right", "using talkback", "swipe right", "order"])
        #expect(result.stdout == """
        VoiceOver on "Tiny" (2 stops). Type a step, 'help' or 'quit'.
        › swipe right
          focus moves to "OK" button
          VoiceOver says: "OK, button"
        › using talkback
        TalkBack on "Tiny", focus before the first stop.
        › swipe right
          focus moves to "OK" button
          TalkBack says: "OK, button, double tap to activate"
        › order
        ▸ 1. OK, button, double tap to activate
          2. On, Sound, switch, double tap to toggle

        """)
    }

    @Test func startsWithTheReaderGivenByUsing() throws {
        let (result, _) = try live(["swipe right"], arguments: ["--using", "talkback"])
        #expect(result.stdout.hasPrefix("TalkBack on \"Tiny\" (2 stops)."))
        #expect(result.stdout.contains("TalkBack says: \"OK, button, double tap to activate\""))
    }

    @Test func resetStartsOver() throws {
        let (result, _) = try live(["swipe right", "double tap", "swipe right", "double tap", "reset", "state", "swipe right"])
        #expect(result.stdout.contains("Started over: focus before the first stop, every element as declared.\n"))
        // After reset the switch is back on and focus is back before the first stop.
        let afterReset = try #require(result.stdout.components(separatedBy: "Started over").last)
        #expect(afterReset.contains("\"Sound\" switch: on"))
        #expect(afterReset.hasSuffix("  focus moves to \"OK\" button\n  VoiceOver says: \"OK, button\"\n"))
    }

    @Test func quitStopsReadingInput() throws {
        let (result, typed) = try live(["swipe right", "quit", "swipe right", "swipe right"])
        #expect(typed.taken == 2)
        #expect(result.exitCode == .success)
        #expect(!result.stdout.contains("Sound"))
    }

    @Test func endOfInputEndsTheSession() throws {
        let (result, typed) = try live(["swipe right"])
        #expect(typed.taken == 1)
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasSuffix("  VoiceOver says: \"OK, button\"\n"))
    }

    @Test func blankLinesAndHelpAreHandled() throws {
        let (result, _) = try live(["", "   ", "help"])
        #expect(result.stdout.contains("Steps, as in a scenario file:"))
        #expect(!result.stdout.contains("error"))
    }

    /// The help lists every step a line can be, the app's `announce` and `open dialog` included.
    @Test(arguments: ["swipe right", "double tap", "touch \"LABEL\"", "type \"TEXT\"", "escape", "rotor headings",
                      "press tab", "announce \"TEXT\"", "open dialog ID", "expect focus \"LABEL\""])
    func theHelpListsEveryStep(_ step: String) {
        #expect(LiveCommand.help.contains(step))
    }

    @Test func theAppsAnnouncementAndDialogAreStepsLiveTakes() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("dialog.scenario", """
            screen "Account"
              button "Edit"
              dialog "Profile" id profile
                button "Close" closes

            """)
        let typed = TypedLines(["announce \"Connection lost\"", "open dialog profile"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.stdout.contains("VoiceOver says: \"Connection lost\""), "\(result.stdout)")
        #expect(result.stdout.contains("a dialog opens: Profile\n  focus moves to the title of the dialog \"Profile\""), "\(result.stdout)")
        #expect(!result.stdout.contains("error"))
    }

    @Test func streamReceivesEveryLineAsItIsWritten() throws {
        var streamed: [String] = []
        let (result, _) = try live(["swipe right", "expect \"Sound\" is on"], stream: { streamed.append($0) })
        #expect(result.stdout == "")
        #expect(streamed == [
            "VoiceOver on \"Tiny\" (2 stops). Type a step, 'help' or 'quit'.\n",
            "› swipe right\n",
            "  focus moves to \"OK\" button\n",
            "  VoiceOver says: \"OK, button\"\n",
            "› expect \"Sound\" is on\n",
            "  ✓ \"Sound\" switch is on\n",
        ])
    }

    @Test func aFileWithParseErrorsExitsTwoWithoutReadingInput() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let typed = TypedLines(["swipe right"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .parseError)
        #expect(typed.taken == 0)
        #expect(result.stderr.contains("\(path):2:3: error: "))
    }

    @Test func aOneStopScreenIsGreetedInTheSingular() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.scenario", "screen \"One\"\n  button \"OK\"\n")
        let result = SRSim.run(["live", path])
        #expect(result.stdout == "VoiceOver on \"One\" (1 stop). Type a step, 'help' or 'quit'.\n")
    }

    @Test(arguments: ["\r\n", "\n"])
    func worksOnFilesWithAnyLineEndingAndNoFinalNewline(ending: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("crlf.scenario", ["screen \"T\"", "  button \"OK\"", "  switch \"Sound\" off"]
            .joined(separator: ending))
        let typed = TypedLines(["swipe right -> \"OK, button\"", "touch \"Sound\"", "double tap -> \"on\"",
                                "expect \"Sound\" is on"])
        let result = SRSim.run(["live", path], input: typed.next)
        #expect(result.exitCode == .success)
        #expect(!result.stdout.contains("error"))
        #expect(result.stdout.components(separatedBy: "✓").count == 4)
    }
}
