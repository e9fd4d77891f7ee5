import Foundation
import ScreenReaderSim
import ScreenReaderSimTesting
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
        let failures = collectFailures {
            expectFocusOrder(of: Self.screen, matchesSnapshot: "settings", record: .missing, directory: folder)
        }
        #expect(failures.count == 1 && failures.allSatisfy { $0.message.contains("Recorded snapshot \"settings\"") })
        let recorded = try #require(golden("settings"))
        #expect(recorded == (try FocusOrderReport(screen: Self.screen).text()))
        // The next run compares and passes.
        expectFocusOrder(of: Self.screen, matchesSnapshot: "settings", record: .missing, directory: folder)
    }

    @Test func aChangedScreenFailsWithTheLinesThatDiffer() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(collectFailures { expectFocusOrder(of: Self.screen, matchesSnapshot: "s", record: .missing, directory: folder) }.count == 1)
        let changed = Screen("Settings") {
            Heading("Notifications")
            Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: false) }
        }
        let failures = collectFailures {
            expectFocusOrder(of: changed, matchesSnapshot: "s", record: .never, directory: folder)
        }
        try #require(failures.count == 1)
        let issue = failures[0]
        #expect(issue.message.contains("Snapshot \"s\" differs")
                && issue.message.contains("− 5 |   2  Allow notifications, on, switch button")
                && issue.message.contains("+ 5 |   2  Allow notifications, off, switch button"))
    }

    @Test func neverRecordingRefusesToWriteAMissingSnapshot() {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failures = collectFailures {
            expectFocusOrder(of: Self.screen, matchesSnapshot: "absent", record: .never, directory: folder)
        }
        #expect(failures.count == 1 && failures.allSatisfy { $0.message.contains("No snapshot \"absent\"") })
        #expect(golden("absent") == nil)
    }

    @Test func recordingAllRewritesAndFails() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("stale\n".utf8).write(to: URL(fileURLWithPath: folder + "/order.txt"))
        #expect(collectFailures { expectFocusOrder(of: Self.screen, matchesSnapshot: "order", record: .all, directory: folder) }.count == 1)
        #expect(golden("order") == (try FocusOrderReport(screen: Self.screen).text()))
    }

    @Test func aReadersLogIsSnapshotEventByEvent() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let talkBack = try TalkBack(Self.screen)
        talkBack.swipeRight()
        talkBack.swipeRight()
        talkBack.doubleTap()
        #expect(collectFailures { expectLog(of: talkBack, matchesSnapshot: "log", record: .missing, directory: folder) }.count == 1)
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

    @Test(arguments: ["sometimes", "yes"])
    func anUnknownRecordingModeInTheEnvironmentIsRejectedWithTheValidOnes(value: String) {
        #expect(throws: UnknownSnapshotRecording(value: value)) {
            try SnapshotRecording.resolve(nil, environment: ["SRSIM_RECORD_SNAPSHOTS": value])
        }
        #expect(UnknownSnapshotRecording(value: value).description
            == "SRSIM_RECORD_SNAPSHOTS=\"\(value)\" is not a recording mode; use missing, all or never")
    }

    @Test func theRecordingModeComesFromTheArgumentThenTheEnvironmentThenMissing() throws {
        #expect(try SnapshotRecording.resolve(.never, environment: ["SRSIM_RECORD_SNAPSHOTS": "bogus"]) == .never)
        #expect(try SnapshotRecording.resolve(nil, environment: ["SRSIM_RECORD_SNAPSHOTS": "all"]) == .all)
        #expect(try SnapshotRecording.resolve(nil, environment: [:]) == .missing)
    }
}
