import Foundation
import Testing
@testable import ScreenReaderSim

/// Every element of an import is located in the dump itself (its line, and its column where the format has one: the XML
/// parser's, the JSON object's, the text line's first word), so warnings and findings about it name the dump's own place,
/// in `screen from` and on the command line alike.
struct ImportLocationTests {
    @Test(arguments: [
        // uiautomator: XMLParser's line and column at the node's start tag.
        (ImportFixtures.uiautomatorForm, 2.5 as Double?, 0, "form.xml:4:272"),
        (ImportFixtures.uiautomatorForm, 2.5, 5, "form.xml:12:272"),
        // XCUITest: the line, and where its element type starts.
        (ImportFixtures.swiftUIToggle, nil, 1, "form.xml:8:9"),
        // Compose: the node line, at `Node #`.
        (ImportFixtures.composeUnmerged, 2.5, 2, "form.xml:13:17"),
        // idb: the object's `{`.
        (ImportFixtures.idbDescribeAll, nil, 1, "form.xml:5:3"),
        (ImportFixtures.idbNestedModal, nil, 2, "form.xml:6:5"),
        // AccessibilitySnapshot: the element's object, whatever its place in the order.
        (ImportFixtures.accessibilitySnapshot, nil, 1, "form.xml:2:3"),
    ])
    func anImportedElementIsLocatedInTheDump(text: String, density: Double?, element: Int, location: String) throws {
        let imported = try ScreenImporter.importScreen(text: text, named: "form.xml", density: density)
        #expect(imported.screen.elements[element].location?.description == location)
    }

    @Test func warningsNameTheirLineAndColumn() throws {
        let imported = try ScreenImporter.importScreen(text: ImportFixtures.uiautomatorForm, named: "form.xml", density: 2.5)
        #expect(imported.warnings.map { "\($0.place) \($0.message)" } == [
            ":5:281 unlabeled text-field", ":7:268 unlabeled switch",
        ])
    }

    /// A dump given as `screen from` beside a scenario file in a folder: its path as the scenario's own path leads to it.
    static func scenario(in folder: URL) throws -> ScenarioFile {
        try ImportFixtures.uiautomatorForm.write(to: folder.appendingPathComponent("form.xml"), atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("app.scenario").path
        return ScenarioFile(parsing: "screen from \"form.xml\" density 2.5\n", file: path)
    }

    @Test func screenFromWarningsAndFindingsNameTheDumpsOwnPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-locations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.scenario(in: folder)
        let dump = folder.appendingPathComponent("form.xml").path
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        // The warnings stay at the `screen from` line, and name the dump's line and column.
        #expect(file.diagnostics.map(\.message.text) == [
            "\(dump):5:281: unlabeled text-field", "\(dump):7:268: unlabeled switch",
        ])
        #expect(file.diagnostics.allSatisfy { $0.location.line == 1 && $0.location.column == 13 })
        // A finding about an imported element is in the dump.
        let screen = try #require(file.screen)
        let placeholderOnly = try #require(Audit.run(screen: screen).first { $0.checkID == "SRS017" })
        #expect(placeholderOnly.location?.description == "\(dump):5:281")
        let text = AuditReport.text(findings: [placeholderOnly], file: folder.appendingPathComponent("app.scenario").path)
        #expect(text.hasPrefix("\(dump):5:281: error: [SRS017]"))
    }

    @Test func aDumpsPathIsShownFromTheScenarioFilesFolder() {
        #expect(ScenarioLowering.dumpPath("dumps/a.xml", from: "screens/b.scenario") == "screens/dumps/a.xml")
        #expect(ScenarioLowering.dumpPath("a.xml", from: "b.scenario") == "a.xml")
        #expect(ScenarioLowering.dumpPath("/dumps/a.xml", from: "screens/b.scenario") == "/dumps/a.xml")
        #expect(ScenarioLowering.dumpPath("a.xml", from: nil) == "a.xml")
    }
}
