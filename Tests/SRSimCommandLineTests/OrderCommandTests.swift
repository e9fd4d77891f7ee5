import Foundation
import Testing
@testable import SRSimCommandLine

@Suite struct OrderCommandTests {
    static let frames = """
    screen "Frames"
      button "Second" frame 0 100 100 40
      button "First" frame 0 0 100 40
      text "Third" frame 0 200 100 20

    """

    @Test func framesMakeTheOrdersDifferAndTheDifferencesAreMarked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("frames.scenario", Self.frames)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        Focus order of "Frames" (\(path))

          #  VoiceOver        TalkBack
        * 1  First, button    Second, button, double tap to activate
        * 2  Second, button   First, button, double tap to activate
          3  Third            Third

        * VoiceOver and TalkBack visit 2 positions differently:
          "First" button: VoiceOver #1, TalkBack #2
          "Second" button: VoiceOver #2, TalkBack #1
          (VoiceOver reads by position on screen when elements have frames; TalkBack keeps tree order.)

        Tab order (keyboard, no screen reader), by each platform's own numbers: iOS 1, 2 (VoiceOver column) · Android 1, 2 (TalkBack column)

        """)
    }

    @Test func withoutFramesTheOrdersAgree() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("same.scenario", """
        screen "Same"
          heading "Title"
          button "Go"

        """)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        Focus order of "Same" (\(path))

          #  VoiceOver        TalkBack
          1  Title, heading   Title, heading
          2  Go, button       Go, button, double tap to activate

        VoiceOver and TalkBack visit the stops in the same order.

        Tab order (keyboard, no screen reader), by each platform's own numbers: iOS 2 (VoiceOver column) · Android 2 (TalkBack column)

        """)
    }

    @Test func jsonListsBothOrdersAndTheDifferingPositions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("frames.scenario", Self.frames)
        let result = SRSim.run(["order", path, "--format", "json"])
        #expect(result.exitCode == .success)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["screen"] as? String == "Frames")
        #expect(root["file"] as? String == path)
        #expect(root["differingPositions"] as? [Int] == [1, 2])
        let voiceOver = try #require(root["voiceover"] as? [[String: Any]])
        let talkBack = try #require(root["talkback"] as? [[String: Any]])
        #expect(voiceOver.map { $0["element"] as? String } == ["First", "Second", "Third"])
        #expect(talkBack.map { $0["element"] as? String } == ["Second", "First", "Third"])
        #expect(voiceOver.map { $0["position"] as? Int } == [1, 2, 3])
        #expect(voiceOver.map { $0["line"] as? Int } == [3, 2, 4])
        #expect(talkBack.first?["announcement"] as? String == "Second, button, double tap to activate")
        #expect(SRSim.run(["order", path, "--format", "json"]) == result)
    }

    @Test func jsonOfAgreeingOrdersHasNoDifferingPositions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("same.scenario", "screen \"Same\"\n  heading \"Title\"\n  button \"Go\"\n")
        let result = SRSim.run(["order", path, "--format=json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["differingPositions"] as? [Int] == [])
    }

    @Test func theBundledGeometryExampleDiffersAtEveryPosition() {
        let result = SRSim.run(["order", Sample.packageRoot + "/Examples/geometry-order.scenario"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("* VoiceOver and TalkBack visit 5 positions differently:"))
        #expect(result.stdout.contains("  \"Profile photo\" image: VoiceOver #1, TalkBack #4\n"))
    }

    @Test func aFileWithParseErrorsExitsTwo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("   2 |   buton \"OK\"\n     |   ^~~~~\n"))
    }
}

@Suite struct FocusOrderOverrideTests {
    @Test(arguments: ["order", "run", "transcript", "live"])
    func aCycleOfOverridesIsAParseErrorForEveryCommand(command: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("cycle.scenario", """
        screen "C"
          button "A" id a after b
          button "B" id b after a

        """)
        let result = SRSim.run([command, path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):2:19: error: focus order overrides form a cycle"))
    }

    @Test func anOverrideMovesAStopOnTalkBackOnly() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("after.scenario", """
        screen "C"
          button "A" id a after b
          button "B" id b

        """)
        let result = SRSim.run(["order", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("* 1  A, button   B, button, double tap to activate\n"))
        #expect(result.stdout.contains("* 2  B, button   A, button, double tap to activate\n"))
    }

    @Test func narrowListsEachPlatformOnItsOwnLines() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("frames.scenario", OrderCommandTests.frames)
        let result = SRSim.run(["order", path, "--narrow"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("\nVoiceOver\n* 1  First, button\n* 2  Second, button\n  3  Third\n\nTalkBack\n"))
    }
}
