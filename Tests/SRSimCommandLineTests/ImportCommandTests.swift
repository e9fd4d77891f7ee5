import Foundation
import Testing
@testable import SRSimCommandLine

/// `srsim import` (SPEC-import 11.14) and the commands that take a dump in place of a scenario file.
struct ImportCommandTests {
    static let dump = """
    <?xml version="1.0" encoding="UTF-8"?>
    <hierarchy rotation="0">
      <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
        <node class="android.widget.TextView" text="Wi‑Fi" bounds="[40,100][600,180]" />
        <node class="android.widget.Switch" text="ON" content-desc="Wi‑Fi" checkable="true" checked="true" clickable="true" focusable="true" bounds="[900,100][1040,180]" />
        <node class="android.widget.ImageButton" clickable="true" focusable="true" bounds="[40,300][160,420]" />
      </node>
    </hierarchy>
    """

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func importWritesTheScreenWithGuessesAndWarnsOnStandardError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wifi.xml").path
        try Self.dump.write(toFile: path, atomically: true, encoding: .utf8)
        let result = SRSim.run(["import", path, "--density", "2"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("screen \"wifi\" anchored-rows\n  text \"Wi-Fi (2)\" label \"Wi-Fi\" frame 20 50 280 40\n  switch \"Wi-Fi\" on frame 450 50 70 40\n  button \"\" frame 20 150 60 60\n"))
        #expect(result.stdout.contains("scenario \"Every stop\"\n  using voiceover, talkback\n  swipe right\n  swipe right\n  swipe right\n"))
        #expect(result.stderr.contains("wifi.xml:6:107: warning: unlabeled button"))

        let written = folder.appendingPathComponent("wifi.scenario").path
        #expect(SRSim.run(["import", path, "--density", "2", "-o", written]).exitCode == .success)
        let fromFile = SRSim.run(["order", written])
        let fromDump = SRSim.run(["order", path])
        #expect(fromFile.exitCode == .success)
        #expect(fromDump.exitCode == .success)
        #expect(fromDump.stdout.contains("Wi-Fi, on, switch"))
    }

    @Test(arguments: [
        ("missing.xml", nil as String?, ExitCode.cannotOpenInput, "cannot import"),
        ("bad.xml", "<hierarchy><node", .parseError, "malformed XML"),
        ("words.txt", "nothing to see", .parseError, "unknown format"),
    ])
    func importRefusesWhatItCannotRead(name: String, content: String?, exit: ExitCode, message: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        if let content { try content.write(toFile: path, atomically: true, encoding: .utf8) }
        let result = SRSim.run(["import", path])
        #expect(result.exitCode == exit)
        #expect(result.stderr.contains(message))
    }

    @Test func importNeverWritesOverTheDumpItReads() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wifi.xml").path
        try Self.dump.write(toFile: path, atomically: true, encoding: .utf8)
        let result = SRSim.run(["import", path, "-o", path])
        #expect(result.exitCode == .usage)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.dump)
    }

    @Test func aDensityThatIsNotAPositiveNumberIsBadUsage() {
        #expect(SRSim.run(["import", "x.xml", "--density", "0"]).exitCode == .usage)
    }
}

/// `srsim diff SPEC.scenario DUMP`: the designer's screen against the app's.
struct DiffCommandTests {
    static let spec = """
    screen "Network"
      text "Wi-Fi"
      switch "Wi-Fi" off
      button "Save"
      button "Help"
    """

    @Test func diffFindsMissingRenamedAndChangedStopsAndExitsOne() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("spec.scenario").path
        try Self.spec.write(toFile: spec, atomically: true, encoding: .utf8)
        let result = SRSim.run(["diff", spec, dump, "--density", "2"])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("spec.scenario:3:3: VoiceOver: state: \"Wi-Fi\" is off in the spec but on in the app"))
        // The app's unlabeled button stands where the spec's Save button does: renamed, not missing and extra.
        #expect(result.stdout.contains("spec.scenario:4:3: TalkBack: renamed: \"Save\" (stop 3 in the spec) is named \"\" in the app"))
        #expect(result.stdout.contains("spec.scenario:5:3: TalkBack: missing: \"Help\" (stop 4 in the spec) is not in the app"))
        #expect(!result.stdout.contains("extra"))
        let sarif = SRSim.run(["diff", spec, dump, "--density", "2", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff-missing\""))
        #expect(sarif.stdout.contains("\"startLine\": 5"))
    }

    @Test func aStopTheAppNamesOtherwiseIsRenamedInTextJSONAndSARIF() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("spec.scenario").path
        try "screen \"Network\"\n  text \"Wi-Fi\"\n  switch \"Wi-Fi\" on\n  button \"Help\"\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let text = SRSim.run(["diff", spec, dump, "--density", "2"])
        #expect(text.exitCode == .failure)
        #expect(text.stdout.contains("spec.scenario:4:3: VoiceOver: renamed: \"Help\" (stop 3 in the spec) is named \"\" in the app"))
        #expect(!text.stdout.contains("missing"))
        #expect(!text.stdout.contains("extra"))
        let json = SRSim.run(["diff", spec, dump, "--density", "2", "--format", "json"])
        #expect(json.stdout.contains("\"kind\": \"renamed\""))
        let sarif = SRSim.run(["diff", spec, dump, "--density", "2", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"ruleId\": \"diff-renamed\""))
    }

    @Test func anExtraStopOfTheAppIsLocatedInTheDump() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("spec.scenario").path
        try "screen \"Network\"\n  text \"Wi-Fi\"\n  switch \"Wi-Fi\" on\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let result = SRSim.run(["diff", spec, dump, "--density", "2"])
        #expect(result.stdout.contains("\(dump):6:107: TalkBack: extra: \"\" (stop 3 in the app) is not in the spec"))
    }

    @Test func aSpecThatMatchesTheAppHasNoDifference() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("same.scenario").path
        #expect(SRSim.run(["import", dump, "--density", "2", "-o", spec]).exitCode == .success)
        let result = SRSim.run(["diff", spec, dump, "--density", "2"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasSuffix("the same stops on both readers\n") || result.stdout.hasSuffix("the same stops on both readers"))
    }

    @Test func diffReportsARowTheAppSplitsIntoTwoStops() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("split.txt").path
        try """
        Element subtree:
         →Application, pid: 1, label: 'A'
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              StaticText, 0x2, {{20.0, 50.0}, {100.0, 20.0}}, label: 'Total'
              StaticText, 0x3, {{20.0, 100.0}, {100.0, 20.0}}, label: '12 euros'
        """.write(toFile: dump, atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("spec.scenario").path
        try "screen \"A\"\n  text \"Total, 12 euros\"\n".write(toFile: spec, atomically: true, encoding: .utf8)
        let result = SRSim.run(["diff", spec, dump])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("spec.scenario:2:3: VoiceOver: split: \"Total, 12 euros\" is one stop in the spec but 2 in the app: \"Total\", \"12 euros\""))
    }
}

/// Every command that takes a scenario file takes a dump in its place, with `--density` and `--dump-format`.
struct DumpInPlaceOfAScreenTests {
    @Test(arguments: [["order"], ["render"], ["audit"], ["transcript"]])
    func aCommandRunsOnADumpWithItsDensity(command: [String]) throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let result = SRSim.run(command + [dump, "--density", "2", "--dump-format", "uiautomator"])
        #expect(result.exitCode == .success || (command == ["audit"] && result.exitCode == .failure), "\(result.stderr)")
        #expect(!result.stderr.contains("no density"))
        #expect(result.stderr.contains("wifi.xml:6:107: warning: unlabeled button"))
    }

    /// `srsim live` on a dump: the trainer steps through the app's own stops, and the dump's warnings name its lines.
    @Test func liveStepsThroughADumpsStopsOnEitherReader() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let typed = TypedLines(["using talkback", "swipe right", "swipe right", "double tap", "quit"])
        let result = SRSim.run(["live", dump, "--density", "2", "--dump-format", "uiautomator"], input: typed.next)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout == """
        VoiceOver on "wifi" (3 stops). Type a step, 'help' or 'quit'.
        › using talkback
        TalkBack on "wifi", focus before the first stop.
        › swipe right
          focus moves to "Wi-Fi" text
          TalkBack says: "Wi-Fi"
        › swipe right
          focus moves to "Wi-Fi" switch
          TalkBack says: "On, Wi-Fi, switch, double tap to toggle"
        › double tap
          "Wi-Fi" switch changes from on to off
          TalkBack says: "Off"
        › quit

        """)
        #expect(result.stderr.contains("wifi.xml:6:107: warning: unlabeled button"))
    }

    @Test func anAuditOfADumpNamesTheDumpsLineAndColumn() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let result = SRSim.run(["audit", dump, "--density", "2"])
        // The unlabeled image button is on line 6 of the dump.
        #expect(result.stdout.contains("\(dump):6:107: error: [SRS001]"), "\(result.stdout)")
        let sarif = SRSim.run(["audit", dump, "--density", "2", "--format", "sarif"])
        #expect(sarif.stdout.contains("\"startLine\": 6"))
    }

    @Test func aMalformedDumpOnTheCommandLineIsAnErrorAtItsLineAndColumn() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("bad.xml").path
        try "<hierarchy>\n  <node class=\"a\" bounds=\"wide\"/>\n</hierarchy>\n".write(toFile: dump, atomically: true, encoding: .utf8)
        let result = SRSim.run(["order", dump])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(dump):2:32: error: cannot import \"\(dump)\": not a well-formed uiautomator dump: line 2, column 32"))
    }

    @Test func aDumpWithoutADensityIsWarnedAbout() throws {
        let folder = try ImportCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("wifi.xml").path
        try ImportCommandTests.dump.write(toFile: dump, atomically: true, encoding: .utf8)
        let result = SRSim.run(["order", dump])
        #expect(result.stderr.contains("wifi.xml: warning: no density: frames are pixels, VoiceOver keeps tree order (add density N)"))
        #expect(SRSim.run(["order", dump, "--dump-format", "compose"]).exitCode == .parseError)
    }
}
