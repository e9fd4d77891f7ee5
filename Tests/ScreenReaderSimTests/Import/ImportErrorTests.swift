import Foundation
import Testing
@testable import ScreenReaderSim

/// Bad input (SPEC-import 11.15): every reason, never a crash; and `screen from` reporting at the path string.
struct ImportErrorTests {
    @Test(arguments: [
        ("", "empty file"),
        ("   \n\t ", "empty file"),
        ("<hierarchy><node class=\"a\" bounds=\"[0,0][1,1]\">", "malformed XML at line 1, column"),
        ("<hierarchy><node", "malformed XML at line 1, column"),
        ("[{\"AXLabel\": \"x\",", "malformed JSON at line 1, column"),
        ("just some words", "unknown format: text that is neither a Compose tree nor an XCUITest description"),
        ("<html><body/></html>", "unknown format: XML whose root element is <html>"),
        ("<hierarchy><node class=\"a\" bounds=\"wide\"/></hierarchy>", "not a well-formed uiautomator dump: line 1, column 41: bounds \"wide\""),
        ("[{\"element\": {\"_0\": {\"label\": \"x\"}}}]", "not a well-formed accessibilitysnapshot dump: item 1 (line 1, column 2): an element without traits"),
        ("Element subtree:\n  Button, {{0, 0}, {1, 1}}, label: 'x\n  ???", "not a well-formed xcuitest dump: line 2"),
    ])
    func malformedDumpsAreRefusedWithTheReason(text: String, reason: String) {
        #expect {
            _ = try ScreenImporter.importScreen(text: text, named: "bad")
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix(reason) == true
        }
    }

    /// Every error about a place in a dump names its line, and its column where the format has one (the XML parser's,
    /// the JSON position), for `FILE:LINE:COLUMN: error:` on the command line.
    @Test(arguments: [
        ("<hierarchy>\n  <node class=\"a\" bounds=\"[0,0][1,1]\">", 2, 39 as Int?),
        ("[\n  {\"AXLabel\": \"x\",", 2, 19),
        ("\n\n<hierarchy>\n<node class=\"a\" bounds=\"wide\"/></hierarchy>", 4, 30),
        ("[\n  {\"element\": {\"_0\": {\"label\": \"x\"}}}]", 2, 3),
        ("Element subtree:\n  Button, {{0, 0}, {1, 1}}, label: 'x\n  ???", 2, nil),
    ])
    func anErrorNamesItsPlaceInTheDump(text: String, line: Int, column: Int?) {
        #expect {
            _ = try ScreenImporter.importScreen(text: text, named: "bad")
        } throws: { error in
            guard let place = (error as? ImportError)?.place else { return false }
            return place.line == line && place.column == column
        }
    }

    @Test(arguments: [
        ([0x3C, 0x61, 0x00, 0x3E] as [UInt8], "not a text file (NUL byte at offset 2)"),
        ([0x3C, 0x61, 0xFF, 0x3E], "not UTF-8 (byte 0xFF at offset 2)"),
        ([0xFF, 0xFE, 0x3C, 0x00], "not a text file (NUL byte at offset 3)"),
    ])
    func binaryFilesAreRefusedAtTheFirstBadByte(bytes: [UInt8], reason: String) {
        #expect {
            _ = try ScreenImporter.importScreen(bytes: bytes, named: "bad.bin")
        } throws: { error in
            (error as? ImportError)?.description == reason
        }
    }

    @Test func aNamedPipeIsRefusedRatherThanWaitedOn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: ImportError(.notRegularFile)) {
            _ = try ScreenImporter.importScreen(at: URL(fileURLWithPath: path))
        }
    }

    @Test func everyPrefixOfADumpIsReadOrRefusedWithoutACrash() {
        for text in [ImportFixtures.uiautomatorForm, ImportFixtures.composeUnmerged, ImportFixtures.idbDescribeAll,
                     ImportFixtures.swiftUIToggle, ImportFixtures.accessibilitySnapshot] {
            let characters = Array(text)
            for end in stride(from: 0, to: characters.count, by: 7) {
                _ = try? ScreenImporter.importScreen(text: String(characters[..<end]), named: "cut")
            }
        }
    }

    /// Fuzzing found Foundation's XML parser on Linux crashing (reading address 0) on a processing instruction with no
    /// data, `<?a?>`, wherever it stands: a dump holding one reads as the same dump without it.
    @Test(arguments: [
        "<?a?><hierarchy rotation=\"0\">",
        "<!DOCTYPE hierarchy [<?a?>]><hierarchy rotation=\"0\">",
        "<hierarchy rotation=\"0\"><?a?><?b?>",
        "<hierarchy rotation=\"0\">",
    ])
    func aProcessingInstructionWithoutDataReadsAsTheSameDump(start: String) throws {
        let plain = ImportFixtures.uiautomatorForm
        let withInstruction = plain.replacingOccurrences(of: "<hierarchy rotation=\"0\">", with: start) + "<?end?>"
        let expected = try ScreenImporter.importScreen(text: plain, named: "form.xml").scenarioText
        #expect(try ScreenImporter.importScreen(text: withInstruction, named: "form.xml").scenarioText == expected)
    }

    /// The same crash through an entity's value, an attribute's value and a bare `<?xml?>`: each reads (or is refused)
    /// exactly as the same text whose instruction has empty data, `<?a ?>` (an error's column aside: that text is longer).
    @Test(arguments: [
        "<!DOCTYPE hierarchy [<!ENTITY x \"<?a?>\">]><hierarchy>&x;</hierarchy>",
        "<hierarchy rotation=\"<?a?>\"/>",
        "<?xml?><hierarchy/>",
        "        <?xml version='1.0' encoding='UTF-8' ?>\n<?a?>",
    ])
    func aProcessingInstructionWithoutDataInAnyPlaceReadsAsOneWithEmptyData(text: String) {
        func outcome(_ text: String) -> String {
            do {
                return try ScreenImporter.importScreen(text: text, named: "dump.xml", format: .uiautomator).scenarioText
            } catch {
                return "\(error)".replacing(/column \d+/, with: "column")
            }
        }
        let expected = outcome(text.replacingOccurrences(of: "<?a?>", with: "<?a ?>").replacingOccurrences(of: "<?xml?>", with: "<?xml ?>"))
        #expect(outcome(text) == expected)
    }

    @Test(arguments: [
        ("<?a?>", "<?a ?>"), ("<?a b?>", "<?a b?>"), ("<??>", "<??>"), ("<?a?><?bc?>", "<?a ?><?bc ?>"),
        ("<?<?a?>", "<?<?a ?>"), ("<?a?", "<?a?"), ("<r a=\"<?x?>\"/>", "<r a=\"<?x ?>\"/>"), ("a?>", "a?>"),
    ])
    func anEmptyProcessingInstructionIsGivenEmptyData(text: String, given: String) {
        #expect(XMLDocumentReader.givingDataToEmptyProcessingInstructions(Array(text.utf8)) == Array(given.utf8))
    }

    /// Fuzzing found a dump whose frame is beyond what a scenario file's `frame` takes (y 1e60) written into a file
    /// that did not parse: such a frame is left out with a warning, in points and in pixels with a density.
    @Test(arguments: [
        (#"[{"AXLabel": "Wi-Fi", "type": "Button", "frame": {"x": 0, "y": 1e60, "width": 390, "height": 44}, "enabled": true}]"#, nil),
        (#"[{"AXLabel": "Wi-Fi", "type": "Button", "frame": {"x": 0, "y": 1000001, "width": 390, "height": 44}, "enabled": true}]"#, nil),
        ("<hierarchy rotation=\"0\"><node text=\"Wi-Fi\" class=\"android.widget.Button\" clickable=\"true\" "
            + "enabled=\"true\" focusable=\"true\" bounds=\"[0,0][3000000,44]\"/></hierarchy>", 2.0),
    ] as [(String, Double?)])
    func aFrameBeyondAMillionPointsIsLeftOutSoTheFileParses(dump: String, density: Double?) throws {
        let imported = try ScreenImporter.importScreen(text: dump, named: "dump", density: density)
        let file = ScenarioFile(parsing: imported.scenarioText, file: "dump.scenario")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        let lines = imported.scenarioText.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.contains("  button \"Wi-Fi\"") && !lines.contains { $0.contains("frame") }, "\(imported.scenarioText)")
        #expect(imported.warnings.contains { $0.message.hasPrefix("\"Wi-Fi\" has a frame beyond a million points (") },
                "\(imported.warnings)")
    }

    @Test func aScreenFromLineImportsTheDumpBesideTheScenarioFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.appiumAndroidSettings.write(to: folder.appendingPathComponent("settings.xml"), atomically: true, encoding: .utf8)
        let text = """
        screen from "settings.xml" density 2.5

        scenario "Airplane mode"
          using talkback
          touch "Airplane mode" -> "Off, Airplane mode, switch, double tap to toggle"
          double tap
          expect "Airplane mode" is on
        """
        let file = ScenarioFile(parsing: text, file: folder.appendingPathComponent("settings.scenario").path)
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        #expect(file.screen?.title == "settings")
        let result = ScenarioRunner.run(file)
        #expect(result.passed)
    }

    @Test(arguments: [
        ("screen from \"missing.xml\"\n", 1, 13, "cannot-import", "cannot import \"missing.xml\": no such file"),
        ("screen from \"x.xml\" format uiautomater\n", 1, 28, "unknown-dump-format", "unknown format 'uiautomater'"),
        ("screen from \"x.xml\" density 0\n", 1, 29, "density-not-positive", "density must be a number greater than 0"),
        ("screen from \"x.xml\" density 2 density 3\n", 1, 31, "import-word-twice", "density given twice"),
        ("screen from \"x.xml\"\n  button \"OK\"\n", 2, 3, "element-under-imported-screen", "an imported screen takes no element lines"),
    ])
    func screenFromErrorsAreAtTheirWord(text: String, line: Int, column: Int, id: String, message: String) {
        let file = ScenarioFile(parsing: text, file: "/nonexistent-folder/a.scenario")
        let diagnostic = file.diagnostics.first { $0.id == id }
        #expect(diagnostic?.location.line == line)
        #expect(diagnostic?.location.column == column)
        #expect(diagnostic?.text.hasPrefix(message) == true)
        #expect(file.hasErrors)
    }
}
