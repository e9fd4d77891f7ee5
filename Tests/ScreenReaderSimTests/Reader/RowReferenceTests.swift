import Testing
import ScreenReaderSim

@Suite struct RowReferenceTests {
    @Test func aRowIsNamedByWhatItSpeaksAndCanBeLookedUpByIt() throws {
        let index = ScreenIndex(Screen("S") { Row { Icon("wifi"); Text("Wi-Fi"); Text("Connected"); Switch("Wi-Fi") } })
        let row = try #require(index.references.first { $0.kind == .row })
        #expect(row.name == "Wi-Fi, Connected")
        #expect(try index.element("wi-fi, connected") == row)
        #expect(try index.element("Wi-Fi").kind == .switch)
    }

    @Test func aRowWithoutTextsIsNamedByItsLabelElseItsControl() {
        let labelled = ScreenIndex(Screen("S") { Row("Sound") { Switch("Mute") } })
        #expect(labelled.references[0].name == "Sound")
        let unlabelled = ScreenIndex(Screen("S") { Row { Switch("Mute") } })
        #expect(unlabelled.references[0].name == "Mute")
    }
}
