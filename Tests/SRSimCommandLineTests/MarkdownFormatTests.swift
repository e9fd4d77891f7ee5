import Foundation
import Testing
@testable import SRSimCommandLine

/// `--format markdown` for `order` and `transcript`: tables that paste into slides, and a narrow layout.
@Suite struct MarkdownFormatTests {
    static let geometry = Sample.packageRoot + "/Examples/geometry-order.scenario"

    @Test func orderIsOneTableWithBothPlatformsAndDifferencesMarked() {
        let result = SRSim.run(["order", Self.geometry, "--format", "markdown"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        ### Focus order: “Profile”

        | # | VoiceOver says | TalkBack says |
        |--:|:--|:--|
        | 1 ≠ | Profile photo, image | Ada Lovelace, heading |
        | 2 ≠ | Ada Lovelace, heading | Edit profile, button, double tap to activate |
        | 3 ≠ | Online | Share, button, double tap to activate |
        | 4 ≠ | Edit profile, button | Profile photo, image |
        | 5 ≠ | Share, button | Online |

        ≠ marks the positions where VoiceOver and TalkBack reach different stops.

        Tab order (keyboard, no screen reader), by the numbers above: iOS 4, 5 · Android 2, 3

        """)
    }

    @Test func narrowOrderIsOneTwoColumnTablePerPlatform() {
        let lines = SRSim.run(["order", Self.geometry, "--format", "markdown", "--narrow"]).stdout.split(separator: "\n")
        #expect(lines.contains("#### VoiceOver"))
        #expect(lines.contains("#### TalkBack"))
        #expect(lines.contains("| 1 ≠ | Profile photo, image |"))
        #expect(lines.contains("| 1 ≠ | Ada Lovelace, heading |"))
        #expect(lines.filter { $0.hasPrefix("|") }.allSatisfy { $0.filter { $0 == "|" }.count == 3 })
    }

    @Test func transcriptHasAColumnPerReaderAndTheStepsInOrder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", TranscriptCommandTests.edge)
        let result = SRSim.run(["transcript", path, "--format", "markdown"])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        ### Edge

        Screen “Tiny”, focus before the first item.

        | # | Step | VoiceOver | TalkBack |
        |--:|:--|:--|:--|
        | 1 | swipe right | “OK, button” | “OK, button, double tap to activate” |
        | 2 | swipe right | _no move: already on the last item \\(VoiceOver plays its boundary sound\\)_ \
        | _no move: already on the last item \\(TalkBack waits; another swipe this way wraps around\\)_ |

        """.replacingOccurrences(of: "\\(", with: "(").replacingOccurrences(of: "\\)", with: ")"))
    }

    @Test func narrowTranscriptIsOneTablePerReader() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", TranscriptCommandTests.edge)
        let text = SRSim.run(["transcript", path, "--format", "markdown", "--narrow"]).stdout
        #expect(text.contains("#### VoiceOver\n\n| # | Step | VoiceOver |\n"))
        #expect(text.contains("#### TalkBack\n\n| # | Step | TalkBack |\n"))
        #expect(text.contains("| 1 | swipe right | “OK, button, double tap to activate” |"))
    }

    @Test func transcriptMarkdownMarksChecksAndStateChanges() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("check.scenario", """
        screen "S"
          switch "Sound" on

        scenario "Toggle"
          using voiceover
          swipe right
          double tap
          expect "Sound" is off

        """)
        let text = SRSim.run(["transcript", path, "--format", "markdown"]).stdout
        #expect(text.contains("| 2 | double tap | _\"Sound\" switch changes from on to off_<br>“off” |"))
        #expect(text.contains("| 3 | expect \"Sound\" is off ✓ |  |"))
    }

    @Test func transcriptCanBeWrittenToAFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("edge.scenario", TranscriptCommandTests.edge)
        let result = SRSim.run(["transcript", path, "--format", "markdown", "-o", folder.path + "/edge.md"])
        #expect(result.stdout == "")
        #expect(String(decoding: try #require(folder.data("edge.md")), as: UTF8.self)
                == SRSim.run(["transcript", path, "--format", "markdown"]).stdout)
    }
}
