import Foundation
import Testing
@testable import SRSimCommandLine

@Suite struct TranscriptCommandTests {
    static let edge = """
    screen "Tiny"
      button "OK"

    scenario "Edge"
      using voiceover, talkback
      swipe right
      swipe right

    """

    @Test func multiReaderTranscriptMatchesItsGolden() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", Self.edge)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .success)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        Edge — VoiceOver
        Screen "Tiny", VoiceOver on, focus before the first item.
          1. swipe right
               focus moves to "OK" button
               VoiceOver says: "OK, button"
          2. swipe right
               no move: already on the last item (VoiceOver plays its boundary sound)

        Edge — TalkBack
        Screen "Tiny", TalkBack on, focus before the first item.
          1. swipe right
               focus moves to "OK" button
               TalkBack says: "OK, button, double tap to activate"
          2. swipe right
               no move: already on the last item (TalkBack waits; another swipe this way wraps around)

        """)
    }

    @Test func usingTalkBackLimitsTheTranscriptToTalkBack() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", Self.edge)
        let result = SRSim.run(["transcript", path, "--using", "talkback"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        Edge — TalkBack
        Screen "Tiny", TalkBack on, focus before the first item.
          1. swipe right
               focus moves to "OK" button
               TalkBack says: "OK, button, double tap to activate"
          2. swipe right
               no move: already on the last item (TalkBack waits; another swipe this way wraps around)

        """)
        #expect(!result.stdout.contains("VoiceOver"))
    }

    @Test func boundaryWordingDiffersBetweenVoiceOverAndTalkBack() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("start.scenario", """
        screen "Tiny"
          button "OK"

        scenario "Start"
          using voiceover, talkback
          swipe right
          swipe left

        """)
        let voiceOver = SRSim.run(["transcript", path, "--using", "voiceover"]).stdout
        let talkBack = SRSim.run(["transcript", path, "--using", "talkback"]).stdout
        #expect(voiceOver.contains("no move: already on the first item (VoiceOver plays its boundary sound)"))
        #expect(talkBack.contains("no move: already on the first item (TalkBack waits; another swipe this way wraps around)"))
    }

    @Test(arguments: ["ios", "android"])
    func keyboardOnlyReadersSayNothingIsSpoken(reader: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("keys.scenario", """
        screen "Tiny"
          button "OK"

        scenario "Keys"
          using ios, android
          press tab

        """)
        let result = SRSim.run(["transcript", path, "--using", reader])
        #expect(result.exitCode == .success)
        let name = reader == "ios" ? "iOS keyboard" : "Android keyboard"
        #expect(result.stdout == """
        Keys — \(name)
        Screen "Tiny", no screen reader: an external keyboard only, nothing is spoken.
          1. press tab
               focus moves to "OK" button

        """)
        #expect(!result.stdout.contains("says:"))
    }

    @Test func aFailingExpectationIsMarkedAndExitsOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("fail.scenario", Sample.failing)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .failure)
        #expect(result.stdout == """
        Wrong speech — VoiceOver
        Screen "Tiny", VoiceOver on, focus before the first item.
          1. swipe right
               focus moves to "OK" button
               VoiceOver says: "OK, button"
               ✗ expected "Cancel, button" but VoiceOver said "OK, button"

        Wrong state — VoiceOver
        Screen "Tiny", VoiceOver on, focus before the first item.
          1. expect "Sound" is off  ✗
               ✗ expected "Sound" to be off, but it is on (VoiceOver)

        """)
    }

    @Test func passingChecksAreTicked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("check.scenario", """
        screen "Tiny"
          switch "Sound" on

        scenario "Check"
          using voiceover
          expect "Sound" is on

        """)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("  1. expect \"Sound\" is on  ✓\n"))
    }

    @Test func jsonTranscriptIsValidAndCarriesEvents() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", Self.edge)
        let result = SRSim.run(["transcript", path, "--format", "json"])
        #expect(result.exitCode == .success)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["file"] as? String == path)
        let transcripts = try #require(root["transcripts"] as? [[String: Any]])
        #expect(transcripts.map { $0["reader"] as? String } == ["voiceover", "talkback"])
        #expect(transcripts.map { $0["scenario"] as? String } == ["Edge", "Edge"])
        let steps = try #require(transcripts.first?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["line"] as? Int } == [6, 7])
        let events = try #require(steps.first?["events"] as? [[String: Any]])
        #expect(events.contains { $0["type"] as? String == "spoken" && $0["text"] as? String == "OK, button" })
        let boundary = try #require(steps.last?["events"] as? [[String: Any]])
        #expect(boundary.first?["type"] as? String == "boundary")
        #expect(SRSim.run(["transcript", path, "--format", "json"]) == result)
    }

    @Test func aFailingTranscriptInJsonStillExitsOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("fail.scenario", Sample.failing)
        let result = SRSim.run(["transcript", path, "--format", "json"])
        #expect(result.exitCode == .failure)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let steps = try #require((root["transcripts"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        #expect(steps.first?["failure"] as? String == "expected \"Cancel, button\" but VoiceOver said \"OK, button\"")
    }

    @Test func aFileWithParseErrorsExitsTwoAndPrintsNoTranscript() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("\(path):2:3: error: "))
    }

    @Test func aMissingFileExits66() throws {
        let folder = try TemporaryFolder()
        let result = SRSim.run(["transcript", folder.path + "/none.scenario"])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.stderr.contains("cannot open input"))
    }
}

@Suite struct TranscriptReaderChoiceTests {
    static let mixed = """
    screen "Tiny"
      button "OK"

    scenario "VoiceOver only"
      using voiceover
      swipe right -> "OK, button"

    scenario "TalkBack only"
      using talkback
      swipe right -> "OK, button, double tap to activate"

    """

    @Test func usingSkipsScenariosWrittenForOtherReaders() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mixed.scenario", Self.mixed)
        let result = SRSim.run(["transcript", path, "--using", "talkback"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasPrefix("TalkBack only — TalkBack\n"))
        #expect(!result.stdout.contains("VoiceOver only"))
        #expect(!result.stdout.contains("✗"))
    }

    @Test func usingAReaderNoScenarioListsSaysSo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mixed.scenario", Self.mixed)
        let result = SRSim.run(["transcript", path, "--using", "ios"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasPrefix("No scenario in \(path) runs with iOS keyboard.\n"))
    }

    @Test func withoutUsingEveryScenarioRunsOnItsOwnReaders() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("mixed.scenario", Self.mixed)
        let result = SRSim.run(["transcript", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("VoiceOver only — VoiceOver\n"))
        #expect(result.stdout.contains("TalkBack only — TalkBack\n"))
    }
}
