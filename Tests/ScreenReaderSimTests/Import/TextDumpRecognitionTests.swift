import Testing
@testable import ScreenReaderSim

/// Whether a file is a Compose or XCUITest text dump (which `srsim` commands take in place of a scenario file) is told
/// from its marker lines; a text without any marker's bytes is told apart by one scan of its bytes, with the same answer
/// as reading every line.
@Suite struct TextDumpRecognitionTests {
    @Test(arguments: [
        (ImportFixtures.composeUnmerged, DumpFormat.compose),
        (ImportFixtures.composeMerged, .compose),
        (ImportFixtures.swiftUIToggle, .xcuitest),
        (ImportFixtures.uiKitToggle, .xcuitest),
        (ImportFixtures.alertOverForm, .xcuitest),
        ("screen \"S\"\n  button \"Node 1\"\n", nil),
        ("screen \"S\"\n  text \"Element subtree\"\n  text \"Printing with\"\n", nil),
        // A marker inside a scenario's label still makes it read as a dump, as reading each line does.
        ("screen \"S\"\n  text \"Element subtree:\"\n", .xcuitest),
        ("", nil),
    ] as [(String, DumpFormat?)])
    func aTextDumpIsRecognisedByItsMarkers(text: String, format: DumpFormat?) {
        #expect(DumpFormat.textFormat(of: text) == format)
        #expect(ScreenImporter.recognisesTextDump(text) == (format != nil))
    }

    @Test func aBigScenarioFileHoldsNoMarker() {
        let text = "screen \"Big\"\n" + (0..<20_000).map { "  switch \"Setting \($0)\" on\n" }.joined()
        #expect(!DumpFormat.containsAnyMarker(text))
        #expect(DumpFormat.textFormat(of: text) == nil)
    }

    @Test(arguments: DumpFormat.textMarkers.map(\.description))
    func eachMarkerIsFoundInTheBytes(marker: String) {
        #expect(DumpFormat.containsAnyMarker("before \(marker) after"))
        #expect(!DumpFormat.containsAnyMarker(String(marker.dropLast())))
    }
}
