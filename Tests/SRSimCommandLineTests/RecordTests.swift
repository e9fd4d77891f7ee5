import Foundation
import Testing
@testable import SRSimCommandLine

@Suite struct RecordTests {
    @Test func addsMissingCorrectsWrongAndKeepsRightExpectations() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("one.scenario", """
        screen "Tiny"
          button "OK"
          switch "Sound" on

        scenario "Three steps"
          using voiceover
          swipe right -> "OK, button"
          swipe right -> "wrong"
          swipe left

        """)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        \(path):8: updated expectation -> "Sound, on, switch button, double tap to toggle setting"
        \(path):9: added expectation -> "OK, button"
        Recorded 2 expectations in 1 of 1 file.

        """)
        #expect(String(decoding: try #require(folder.data("one.scenario")), as: UTF8.self) == """
        screen "Tiny"
          button "OK"
          switch "Sound" on

        scenario "Three steps"
          using voiceover
          swipe right -> "OK, button"
          swipe right -> "Sound, on, switch button, double tap to toggle setting"
          swipe left -> "OK, button"

        """)
        #expect(SRSim.run(["run", path]).exitCode == .success)
    }

    @Test func aFileThatIsAlreadyRightIsLeftByteIdentical() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pass.scenario", Sample.passing)
        let before = try #require(folder.data("pass.scenario"))
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == "Recorded 0 expectations in 0 of 1 file.\n")
        #expect(folder.data("pass.scenario") == before)
    }

    @Test func multiReaderStepsGetOneLinePerReader() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("two.scenario", """
        screen "Tiny"
          button "OK"

        scenario "Both readers"
          using voiceover, talkback
          swipe right

        """)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        \(path):6: added voiceover expectation -> "OK, button"
        \(path):6: added talkback expectation -> "OK, button, double tap to activate"
        Recorded 2 expectations in 1 of 1 file.

        """)
        #expect(String(decoding: try #require(folder.data("two.scenario")), as: UTF8.self) == """
        screen "Tiny"
          button "OK"

        scenario "Both readers"
          using voiceover, talkback
          swipe right
            voiceover -> "OK, button"
            talkback -> "OK, button, double tap to activate"

        """)
        #expect(SRSim.run(["run", path]).exitCode == .success)
    }

    @Test func refusesAFileWithParseErrorsAndLeavesItByteIdentical() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let before = try #require(folder.data("bad.scenario"))
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):2:3: error: unknown element kind 'buton'"))
        #expect(result.stderr.contains("\(path): not recorded: the file has errors; it was left unchanged."))
        #expect(result.stdout == "Recorded 0 expectations in 0 of 1 file.\n")
        #expect(folder.data("bad.scenario") == before)
    }

    @Test func recordingOneFileDoesNotStopAtAnotherFilesErrors() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("a.scenario", Sample.broken)
        try folder.write("b.scenario", """
        screen "Tiny"
          button "OK"

        scenario "S"
          using voiceover
          swipe right

        """)
        let before = try #require(folder.data("a.scenario"))
        let result = SRSim.run(["run", "--record", folder.path])
        #expect(result.exitCode == .parseError)
        #expect(folder.data("a.scenario") == before)
        #expect(result.stderr.contains("\(bad): not recorded"))
        #expect(result.stdout.hasSuffix("Recorded 1 expectation in 1 of 2 files.\n"))
        #expect(String(decoding: try #require(folder.data("b.scenario")), as: UTF8.self)
            .contains("  swipe right -> \"OK, button\"\n"))
    }

    /// CRLF endings, comments (whole-line and trailing), blank lines, Unicode labels and no final newline: only the
    /// expectations change, every other byte stays.
    @Test func preservesEveryOtherByte() throws {
        let folder = try TemporaryFolder()
        let original = [
            "# Header: keep me  ",
            "screen \"Ünïcödé 🚀\"   # title comment",
            "  button \"مرحبا\"",
            "  switch \"音量\" on",
            "",
            "scenario \"One reader\"",
            "  using voiceover",
            "  swipe right -> \"مرحبا, button\"      # right: kept",
            "  swipe right -> \"wrong\"   # wrong: corrected",
            "  swipe left",
            "",
            "# between scenarios",
            "",
            "scenario \"Two readers\"",
            "  using voiceover, talkback",
            "  swipe right",
            "  swipe right",
        ].joined(separator: "\r\n")
        let expected = [
            "# Header: keep me  ",
            "screen \"Ünïcödé 🚀\"   # title comment",
            "  button \"مرحبا\"",
            "  switch \"音量\" on",
            "",
            "scenario \"One reader\"",
            "  using voiceover",
            "  swipe right -> \"مرحبا, button\"      # right: kept",
            "  swipe right -> \"音量, on, switch button, double tap to toggle setting\"   # wrong: corrected",
            "  swipe left -> \"مرحبا, button\"",
            "",
            "# between scenarios",
            "",
            "scenario \"Two readers\"",
            "  using voiceover, talkback",
            "  swipe right",
            "    voiceover -> \"مرحبا, button\"",
            "    talkback -> \"مرحبا, button, double tap to activate\"",
            "  swipe right",
            "    voiceover -> \"音量, on, switch button, double tap to toggle setting\"",
            "    talkback -> \"On, 音量, switch, double tap to toggle\"",
        ].joined(separator: "\r\n")
        let path = try folder.write("unicode.scenario", original)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(folder.data("unicode.scenario") == Data(expected.utf8))
        #expect(result.stdout.hasSuffix("Recorded 6 expectations in 1 of 1 file.\n"))
        #expect(result.stdout.contains("\(path):9: updated expectation -> \"音量, on, switch button, double tap to toggle setting\""))

        // Recording again changes nothing, and the recorded file passes.
        let again = SRSim.run(["run", "--record", path])
        #expect(again.stdout == "Recorded 0 expectations in 0 of 1 file.\n")
        #expect(folder.data("unicode.scenario") == Data(expected.utf8))
        let run = SRSim.run(["run", path])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func recordsArabicAndCJKInTalkBackWords() throws {
        let folder = try TemporaryFolder()
        let original = "screen \"设置\"\n  checkbox \"نعم\" checked\n\nscenario \"S\"\n  using talkback\n  swipe right"
        let path = try folder.write("rtl.scenario", original)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        let recorded = String(decoding: try #require(folder.data("rtl.scenario")), as: UTF8.self)
        #expect(recorded.hasPrefix(original + " -> \""))
        #expect(!recorded.hasSuffix("\n"))
        #expect(recorded.contains("نعم"))
        #expect(SRSim.run(["run", path]).exitCode == .success)
    }

    @Test func correctsOnlyTheWrongReaderLineAndKeepsItsComment() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("split.scenario", """
        screen "T"
          button "OK"

        scenario "S"
          using voiceover, talkback
          swipe right
            voiceover -> "OK, button"   # vo
            talkback -> "wrong"   # tb

        """)
        let failing = SRSim.run(["run", path])
        #expect(failing.exitCode == .failure)
        #expect(failing.stdout.contains("expected \"wrong\" but TalkBack said \"OK, button, double tap to activate\""))
        let result = SRSim.run(["run", "--record", path])
        #expect(result.stdout == """
        \(path):6: updated talkback expectation -> "OK, button, double tap to activate"
        Recorded 1 expectation in 1 of 1 file.

        """)
        #expect(String(decoding: try #require(folder.data("split.scenario")), as: UTF8.self) == """
        screen "T"
          button "OK"

        scenario "S"
          using voiceover, talkback
          swipe right
            voiceover -> "OK, button"   # vo
            talkback -> "OK, button, double tap to activate"   # tb

        """)
    }

    @Test func keepsAByteOrderMark() throws {
        let folder = try TemporaryFolder()
        let body = "screen \"T\"\n  button \"OK\"\n\nscenario \"S\"\n  using voiceover\n  swipe right\n"
        let path = folder.path + "/bom.scenario"
        try (Data([0xEF, 0xBB, 0xBF]) + Data(body.utf8)).write(to: URL(fileURLWithPath: path))
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        let expected = Data([0xEF, 0xBB, 0xBF]) + Data(body.replacingOccurrences(
            of: "  swipe right\n", with: "  swipe right -> \"OK, button\"\n").utf8)
        #expect(folder.data("bom.scenario") == expected)
        // Whatever happens to the mark, the rest of the file is recorded right.
        let written = try #require(folder.data("bom.scenario"))
        let withoutMark = written.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(written.dropFirst(3)) : written
        #expect(withoutMark == Data(expected.dropFirst(3)))
    }
}
