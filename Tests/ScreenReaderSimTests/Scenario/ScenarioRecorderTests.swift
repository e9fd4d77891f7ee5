import Foundation
import Testing
@testable import ScreenReaderSim

@Suite struct ScenarioRecorderTests {
    func record(_ text: String, file name: String = "rec.scenario") throws -> ScenarioRecorder.Recording {
        let file = ScenarioFile(parsing: text, file: name)
        try #require(!file.hasErrors, "\(file.renderedDiagnostics)")
        let recording = ScenarioRecorder.record(file, result: ScenarioRunner.run(file))
        // What was recorded now passes, and recording again changes nothing.
        let again = ScenarioFile(parsing: recording.text, file: name)
        #expect(!again.hasErrors, "\(again.renderedDiagnostics)")
        let rerun = ScenarioRunner.run(again)
        #expect(rerun.passed, "\(rerun.failures)")
        #expect(ScenarioRecorder.record(again, result: rerun).text == recording.text)
        return recording
    }

    @Test func addsCorrectsAndKeepsInlineExpectations() throws {
        let recording = try record("""
            screen "Settings"
              switch "Wi-Fi" off
              button "Save"
            scenario "Record"
              using voiceover
              swipe right                     # first stop
              swipe right -> "SAVE. button"
              swipe left -> "wrong"   # was wrong
              double tap
              expect "Wi-Fi" is on
            """)
        #expect(recording.text == """
            screen "Settings"
              switch "Wi-Fi" off
              button "Save"
            scenario "Record"
              using voiceover
              swipe right -> "Wi-Fi, off, switch button, double tap to toggle setting"                     # first stop
              swipe right -> "SAVE. button"
              swipe left -> "Wi-Fi, off, switch button, double tap to toggle setting"   # was wrong
              double tap -> "on"
              expect "Wi-Fi" is on
            """)
        #expect(recording.changes.map(\.description) == [
            "rec.scenario:6: added expectation -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
            "rec.scenario:8: updated expectation -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
            "rec.scenario:9: added expectation -> \"on\"",
        ])
    }

    @Test func speechStartingWithACombiningMarkIsRecordedSoTheFileStillParses() throws {
        // The label's first scalar is a combining mark: written raw after the quote, it would join it into one
        // character and the string would not start; the recorder writes it as an escape.
        let recording = try record("""
            screen "Marks"
              button "\\u{5A9}ertical"
            scenario "Record"
              using talkback
              swipe right
            """)
        #expect(recording.text.hasSuffix(#"swipe right -> "\u{5A9}ertical, button, double tap to activate""#))
    }

    @Test func aGestureThatReachesOnlyKeyboardsHasItsSpeechRecordedAsNothing() throws {
        // Found by the scenario fuzzer: `double tap -> "on"` on keyboard-only readers failed, and recording kept it.
        let recording = try record("""
            screen "Settings"
              switch "Wi-Fi" off
              switch "Bluetooth" off
            scenario "Keyboards"
              using ios, android
              press tab
              double tap -> "on"
              touch "Bluetooth"
                ios -> "Bluetooth, off"
              swipe right
            scenario "Mixed"
              using voiceover, ios
              touch "Wi-Fi"
                voiceover -> "wrong"
                ios -> "Wi-Fi"
            """)
        #expect(recording.text == """
            screen "Settings"
              switch "Wi-Fi" off
              switch "Bluetooth" off
            scenario "Keyboards"
              using ios, android
              press tab
              double tap -> nothing
              touch "Bluetooth"
                ios -> nothing
              swipe right
            scenario "Mixed"
              using voiceover, ios
              touch "Wi-Fi"
                voiceover -> "Wi-Fi, off, switch button, double tap to toggle setting"
                ios -> nothing
            """)
        // A key to readers that never speak gets no expectation (issue 23, item 20): line 6 is left as it is.
        #expect(recording.changes.map(\.description) == [
            "rec.scenario:7: updated expectation -> nothing",
            "rec.scenario:8: updated ios expectation -> nothing",
            "rec.scenario:13: updated ios expectation -> nothing",
            "rec.scenario:13: updated voiceover expectation -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
        ])
    }

    @Test func preservesCRLFCommentsBlankLinesUnicodeAndAMissingFinalNewline() throws {
        let lines = [
            "# Réglages — ☕️ café",
            "screen \"Réglages\"",
            "    switch \"Wi‑Fi 📶\" on   # non-breaking hyphen",
            "",
            "    text \"日本語\"",
            "",
            "scenario \"Unicode\"",
            "    using voiceover",
            "",
            "    swipe right # 🎯",
            "    swipe right -> \"日本語\"",
            "    swipe right",
        ]
        let recording = try record(lines.joined(separator: "\r\n"))
        let expected = [
            "# Réglages — ☕️ café",
            "screen \"Réglages\"",
            "    switch \"Wi‑Fi 📶\" on   # non-breaking hyphen",
            "",
            "    text \"日本語\"",
            "",
            "scenario \"Unicode\"",
            "    using voiceover",
            "",
            "    swipe right -> \"Wi‑Fi 📶, on, switch button, double tap to toggle setting\" # 🎯",
            "    swipe right -> \"日本語\"",
            "    swipe right -> nothing",
        ]
        #expect(recording.text == expected.joined(separator: "\r\n"))
    }

    @Test func readersThatDifferGetOneLinePerReaderOneUnitDeeper() throws {
        let recording = try record("""
            screen "Settings"
                switch "Wi-Fi" off
            scenario "Both"
                using voiceover, talkback
                swipe right -> "Wi-Fi, off, switch button, double tap to toggle setting"  # inline, wrong for TalkBack
                swipe left
                double tap
                    talkback -> "on"
                press tab
                    voiceover -> "stale"

            """)
        #expect(recording.text == """
            screen "Settings"
                switch "Wi-Fi" off
            scenario "Both"
                using voiceover, talkback
                swipe right  # inline, wrong for TalkBack
                    voiceover -> "Wi-Fi, off, switch button, double tap to toggle setting"
                    talkback -> "Off, Wi-Fi, switch, double tap to toggle"
                swipe left -> nothing
                double tap
                    talkback -> "on"
                    voiceover -> "on"
                press tab
                    voiceover -> nothing
                    talkback -> nothing

            """)
        #expect(recording.changes.map(\.description) == [
            "rec.scenario:5: removed expectation -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
            "rec.scenario:5: added voiceover expectation -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
            "rec.scenario:5: added talkback expectation -> \"Off, Wi-Fi, switch, double tap to toggle\"",
            "rec.scenario:6: added expectation -> nothing",
            "rec.scenario:7: added voiceover expectation -> \"on\"",
            "rec.scenario:9: updated voiceover expectation -> nothing",
            "rec.scenario:9: added talkback expectation -> nothing",
        ])
    }

    @Test func perReaderLinesAfterALastLineWithoutNewlineKeepTheFileEnding() throws {
        let text = "\u{FEFF}screen \"S\"\r\n\tswitch \"A\" on\r\n".replacingOccurrences(of: "\t", with: "  ")
            + "scenario \"X\"\r\n  using voiceover, talkback\r\n  swipe right"
        let recording = try record(text)
        #expect(recording.text == text
            + "\r\n    voiceover -> \"A, on, switch button, double tap to toggle setting\""
            + "\r\n    talkback -> \"On, A, switch, double tap to toggle\"")
    }

    @Test func escapesQuotesAndBackslashes() throws {
        let recording = try record(#"""
            screen "S"
              button "Say \"hi\" \\ now"
            scenario "Escapes"
              using voiceover
              swipe right
            """#)
        #expect(recording.text.hasSuffix(#"swipe right -> "Say \"hi\" \\ now, button""#))
    }

    @Test func aFileWithErrorsIsReturnedUnchanged() {
        let text = "screen \"S\"\n  swich \"A\"\nscenario \"X\"\n  using voiceover\n  swipe right\n"
        let file = ScenarioFile(parsing: text)
        let recording = ScenarioRecorder.record(file, result: ScenarioRunner.run(file))
        #expect(recording.text == text)
        #expect(recording.changes.isEmpty)
    }

    @Test func recordsAFileInPlaceAndRefusesOneWithErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.scenario").path
        try "screen \"S\"\n  button \"Save\"\nscenario \"X\"\n  using talkback\n  swipe right\n".write(toFile: good, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: good)
        let recording = try ScenarioRecorder.recordFile(atPath: good)
        #expect(try FileManager.default.attributesOfItem(atPath: good)[.posixPermissions] as? Int == 0o640)
        #expect(try String(contentsOfFile: good, encoding: .utf8)
            == "screen \"S\"\n  button \"Save\"\nscenario \"X\"\n  using talkback\n  swipe right -> \"Save, button, double tap to activate\"\n")
        #expect(recording.changes.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["good.scenario"])

        let bad = folder.appendingPathComponent("bad.scenario").path
        let badText = "screen \"S\"\n  swich \"A\"\n"
        try badText.write(toFile: bad, atomically: false, encoding: .utf8)
        #expect(throws: ScenarioRecorder.RecordError.self) { try ScenarioRecorder.recordFile(atPath: bad) }
        #expect(try String(contentsOfFile: bad, encoding: .utf8) == badText)
    }
}
