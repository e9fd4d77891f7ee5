import Foundation
import ScreenReaderSim
import Testing
@testable import SRSimCommandLine

/// Reader profiles on the command line: `srsim help readers`, `--readers`, `--record`, the HTML player's pause, JSON.
@Suite struct ProfileCommandTests {
    static let file = """
    screen "S"
      switch "Wi-Fi" on
      button "Save"

    scenario "Both"
      using voiceover, talkback
      swipe right
        voiceover -> "Wi-Fi, on, switch button, double tap to toggle setting"

    """

    @Test("srsim help readers lists every profile and setting with its evidence")
    func helpReadersListsEveryProfile() {
        let result = SRSim.run(["help", "readers"])
        #expect(result.exitCode == .success)
        for profile in ReaderProfile.allCases { #expect(result.stdout.contains("  \(profile.rawValue) ")) }
        for setting in ["hints=on|off", "order=state-name-role|role-name-state|name-role-state", "verbosity=default|low"] {
            #expect(result.stdout.contains(setting))
        }
        #expect(result.stdout.contains("evidence: AS"))
        #expect(result.stdout.contains("evidence: TB13"))
        #expect(SRSim.run(["--help"]).stdout.contains("See 'srsim help readers' for the readers"))
    }

    @Test("transcript --readers replaces each scenario's readers")
    func transcriptReadersReplacesTheUsingLine() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", Self.file)
        let result = SRSim.run(["transcript", path, "--readers", "voiceover@ios18, talkback@15 order=name-role-state"])
        #expect(result.stdout.contains("Both — VoiceOver iOS 18\n"))
        #expect(result.stdout.contains("VoiceOver iOS 18 says: \"Wi-Fi, switch button, on\"\n"))
        #expect(result.stdout.contains("VoiceOver iOS 18 says: \"double tap to toggle setting\"\n"))
        #expect(result.stdout.contains("TalkBack 15 (order=name-role-state) says: \"Wi-Fi, Switch, On\"\n"))
        #expect(!result.stdout.contains("Both — VoiceOver\n"))
        // The file's voiceover line binds no reader of the list: nothing fails.
        #expect(result.exitCode == .success)
    }

    @Test("a bad --readers is a usage error with the nearest name", arguments: [
        ("talkback@16", "did you mean 'talkback@15'?"),
        ("voiceover@ios18 order=name-role-state", "'order=' does not fit 'voiceover@ios18'"),
    ])
    func badReadersIsAUsageError(_ readers: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", Self.file)
        for command in ["transcript", "live"] {
            let result = SRSim.run([command, path, "--readers", readers])
            #expect(result.exitCode == .usage)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test("live --readers drives the first reader listed, and 'using' takes a profile")
    func liveTakesProfiles() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", Self.file)
        var lines = ["swipe right", "using talkback@15 hints=off", "swipe right", "quit"].makeIterator()
        let result = SRSim.run(["live", path, "--readers", "voiceover@ios26"], input: { lines.next() })
        #expect(result.stdout.contains("VoiceOver iOS 26 says: \"double tap to toggle setting\""))
        #expect(result.stdout.contains("TalkBack 15 (hints=off) says: \"On, Wi-Fi, Switch\"\n"))
        #expect(!result.stdout.contains("TalkBack 15 (hints=off) says: \"Double-tap"))
    }

    @Test("--record writes a device profile's two utterances on its own line")
    func recordWritesBothUtterances() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", """
        screen "S"
          switch "Wi-Fi" on

        scenario "Record"
          using voiceover, talkback@15 order=name-role-state
          swipe right
            talkback@15 order=name-role-state -> "old"

        """)
        _ = SRSim.run(["run", "--record", path])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("    talkback@15 order=name-role-state -> \"Wi-Fi, Switch, On\", \"Double-tap to toggle\"\n"))
        #expect(text.contains("    voiceover -> \"Wi-Fi, on, switch button, double tap to toggle setting\"\n"))
        #expect(SRSim.run(["run", path]).exitCode == .success)
    }

    @Test("a failed two-utterance expectation shows both in text, JSON and JUnit")
    func failuresShowBothUtterances() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", """
        screen "S"
          switch "Wi-Fi" on

        scenario "Fails"
          using voiceover@ios18
          swipe right -> "Wi-Fi, switch button, on"

        """)
        let junit = folder.path + "/j.xml"
        let text = SRSim.run(["run", path, "--junit", junit])
        #expect(text.exitCode == .failure)
        #expect(text.stdout.contains("\"double tap to toggle setting\""))
        #expect(text.stdout.contains("VoiceOver iOS 18"))
        let json = SRSim.run(["run", path, "--format", "json"])
        #expect(json.stdout.contains("double tap to toggle setting"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("double tap to toggle setting"))
    }

    @Test("the HTML player marks a device profile's hint to be spoken after a pause, and nothing for the seed")
    func playerPausesBeforeTheHint() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", Self.file)
        let device = SRSim.run(["transcript", path, "--format", "html", "--readers", "voiceover@ios18"]).stdout
        #expect(device.contains("\"said\": [\n                \"Wi-Fi, switch button, on\",\n                \"double tap to toggle setting\"\n              ],\n              \"pauses\": [\n                1\n              ]"))
        let seed = SRSim.run(["transcript", path, "--format", "html"]).stdout
        #expect(!seed.contains("\"pauses\""))
    }

    @Test("transcript JSON carries both utterances and the reader's name")
    func transcriptJSON() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("s.scenario", Self.file)
        let json = SRSim.run(["transcript", path, "--format", "json", "--readers", "talkback@13"]).stdout
        #expect(json.contains("talkback@13"))
        #expect(json.contains("Double-tap to toggle."))
    }
}
