import Foundation
import ScreenReaderSim
import ScreenReaderSimTesting
import XCTest

/// The speech helpers under XCTest, from another package (`AssertSpeech`, no `import Testing` needed): they pass quietly, and a failure goes through `XCTFail` at the caller's line.
final class AssertHelpersXCTests: XCTestCase {
    private var capturesFailures = false
    private var capturedFailures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturesFailures {
            capturedFailures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAssertSpeechPassesUnderXCTest() throws {
        let talkBack = try TalkBack(Screen("S") { Row { Text("Wi-Fi"); Switch("Wi-Fi") } })
        AssertSpeech(talkBack, after: .swipeRight, "Off, Wi-Fi, switch, double tap to toggle")
        AssertSpeech(talkBack, after: .press(.enter), "On")
        AssertSpoken(talkBack.spokenLog, ["off, wi-fi, switch, double tap to toggle", "on"])
        XCTAssertEqual(try talkBack.state(of: "Wi-Fi"), .on)
    }

    func testAssertFocusOrderComparesWithTheGoldenFileAndFailsThroughXCTFailWhenItDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let screen = Screen("S") { Switch("Wi-Fi") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(try FocusOrderReport(screen: screen).text().utf8).write(to: URL(fileURLWithPath: folder + "/s.txt"))
        AssertFocusOrder(of: screen, matchesSnapshot: "s", record: .never, directory: folder)
        capturesFailures = true
        let line = #line + 1
        AssertFocusOrder(of: Screen("S") { Switch("Wi-Fi", isOn: true) }, matchesSnapshot: "s", record: .never, directory: folder)
        capturesFailures = false
        XCTAssertEqual(capturedFailures.count, 1)
        XCTAssertEqual(capturedFailures.first?.line, line)
        XCTAssertTrue(capturedFailures.first?.description.contains("Snapshot \"s\" differs") == true)
    }

    func testAssertSpeechFailsThroughXCTFailAtTheCallersLine() throws {
        let voiceOver = try VoiceOver(Screen("S") { Switch("Wi-Fi") })
        capturesFailures = true
        let line = #line + 1
        AssertSpeech(voiceOver, after: .swipeRight, "Wi-Fi, on, switch button")
        capturesFailures = false
        XCTAssertEqual(capturedFailures.count, 1)
        let failure = try XCTUnwrap(capturedFailures.first)
        XCTAssertEqual(failure.line, line)
        XCTAssertTrue(failure.file.hasSuffix("AssertHelpersXCTests.swift"), failure.file)
        XCTAssertTrue(failure.description.contains("""
            VoiceOver speech differs after swipe right:
            − "Wi-Fi, on, switch button"
            + "Wi-Fi, off, switch button, double tap to toggle setting"
            """), failure.description)
    }
}
