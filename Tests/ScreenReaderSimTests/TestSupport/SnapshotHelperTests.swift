import Foundation
import ScreenReaderSim
import ScreenReaderSimTestSupport
import Testing

/// The golden-file helpers: a recording run writes and fails, a matching run passes, a change fails with a diff.
@Suite struct SnapshotHelperTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-snapshots-\(UUID().uuidString)").path
    }

    static let screen = Screen("Settings") {
        Heading("Notifications")
        Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
    }

    func golden(_ name: String) -> String? {
        FileManager.default.contents(atPath: folder + "/\(name).txt").map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aMissingSnapshotIsRecordedAndTheRecordingRunFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            expectFocusOrder(of: Self.screen, matchesSnapshot: "settings", record: .missing, directory: folder)
        } matching: { $0.description.contains("Recorded snapshot \"settings\"") }
        let recorded = try #require(golden("settings"))
        #expect(recorded == (try FocusOrderReport(screen: Self.screen).text()))
        // The next run compares and passes.
        expectFocusOrder(of: Self.screen, matchesSnapshot: "settings", record: .missing, directory: folder)
    }

    @Test func aChangedScreenFailsWithTheLinesThatDiffer() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue { expectFocusOrder(of: Self.screen, matchesSnapshot: "s", record: .missing, directory: folder) }
        let changed = Screen("Settings") {
            Heading("Notifications")
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: false) }
        }
        withKnownIssue {
            expectFocusOrder(of: changed, matchesSnapshot: "s", record: .never, directory: folder)
        } matching: { issue in
            issue.description.contains("Snapshot \"s\" differs")
                && issue.description.contains("− 5 |   2  Allow notifications, on, switch button")
                && issue.description.contains("+ 5 |   2  Allow notifications, off, switch button")
        }
    }

    @Test func neverRecordingRefusesToWriteAMissingSnapshot() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            expectFocusOrder(of: Self.screen, matchesSnapshot: "absent", record: .never, directory: folder)
        } matching: { $0.description.contains("No snapshot \"absent\"") }
        #expect(golden("absent") == nil)
    }

    @Test func recordingAllRewritesAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("stale\n".utf8).write(to: URL(fileURLWithPath: folder + "/order.txt"))
        withKnownIssue { expectFocusOrder(of: Self.screen, matchesSnapshot: "order", record: .all, directory: folder) }
        #expect(golden("order") == (try FocusOrderReport(screen: Self.screen).text()))
    }

    @Test func aReadersLogIsSnapshotEventByEvent() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talkBack = try TalkBack(Self.screen)
        talkBack.swipeRight()
        talkBack.swipeRight()
        talkBack.doubleTap()
        withKnownIssue { expectLog(of: talkBack, matchesSnapshot: "log", record: .missing, directory: folder) }
        #expect(golden("log") == """
            TalkBack on "Settings"
            focus → #1 "Notifications" heading
            spoken "Notifications, heading"
            focus → #2 "Allow notifications" row
            spoken "On, Allow notifications, switch, double tap to toggle"
            "Allow notifications" switch: on → off
            spoken "Off"

            """)
        expectLog(of: talkBack, matchesSnapshot: "log", record: .never, directory: folder)
    }
}
