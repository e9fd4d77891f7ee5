import Testing
@testable import SRSimCommandLine

/// `srsim transcript --side-by-side`: each step once, with what each reader did under it.
@Suite struct SideBySideTranscriptTests {
    static let file = """
        screen "Sound"
          row
            text "Mute"
            switch "Mute" off
          button "Done"

        scenario "Mute the sound"
          using voiceover, talkback
          swipe right
          double tap -> "on"
          expect "Mute" is on
          swipe right
          swipe right

        """

    @Test func stepsAppearOnceWithEachReadersEventsUnderThem() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sound.scenario", Self.file)
        let result = SRSim.run(["transcript", path, "--side-by-side"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
            Mute the sound — VoiceOver and TalkBack
            Screen "Sound", focus before the first item.
              1. swipe right
                   VoiceOver  focus moves to "Mute" row
                              says "Mute, off, switch button, double tap to toggle setting"
                   TalkBack   focus moves to "Mute" row
                              says "Off, Mute, switch, double tap to toggle"
              2. double tap
                   VoiceOver  "Mute" switch changes from off to on
                              says "on"
                   TalkBack   "Mute" switch changes from off to on
                              says "On"
              3. expect "Mute" is on  ✓
              4. swipe right
                   VoiceOver  focus moves to "Done" button
                              says "Done, button"
                   TalkBack   focus moves to "Done" button
                              says "Done, button, double tap to activate"
              5. swipe right
                   VoiceOver  no move: already on the last item (VoiceOver plays its boundary sound)
                   TalkBack   no move: already on the last item (TalkBack waits; another swipe this way wraps around)

            """)
    }

    @Test func aFailureIsShownUnderTheReaderItFailedFor() throws {
        let folder = try TemporaryFolder()
        let text = Self.file.replacingOccurrences(of: "double tap -> \"on\"", with: "double tap -> \"On, Mute\"")
        let path = try folder.write("sound.scenario", text)
        let result = SRSim.run(["transcript", path, "--side-by-side"])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("""
                   VoiceOver  "Mute" switch changes from off to on
                              says "on"
                              ✗ expected "On, Mute" but VoiceOver said "on"
            """))
    }
}

/// `srsim live` at a terminal shows a prompt before each line; piped input gets none.
@Suite struct LivePromptTests {
    @Test func aTerminalGetsAPromptBeforeEachLineAndPipedInputNone() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", "screen \"S\"\n  button \"OK\"\n")
        var lines = ["swipe right", "quit"]
        var streamed = ""
        _ = SRSim.run(["live", path], environment: ["NO_COLOR": "1"], isTerminal: true,
                      input: { lines.isEmpty ? nil : lines.removeFirst() }, stream: { streamed += $0 })
        #expect(streamed == """
            VoiceOver on "S" (1 stop). Type a step, 'help' or 'quit'.
            › \
              focus moves to "OK" button
              VoiceOver says: "OK, button"
            › 
            """)
        var piped = ["swipe right"]
        var pipedOutput = ""
        _ = SRSim.run(["live", path], input: { piped.isEmpty ? nil : piped.removeFirst() }, stream: { pipedOutput += $0 })
        // Piped input gets no prompt, but each line is echoed so the output reads as a transcript.
        #expect(pipedOutput.hasSuffix("Type a step, 'help' or 'quit'.\n› swipe right\n  focus moves to \"OK\" button\n  VoiceOver says: \"OK, button\"\n"))
    }
}
