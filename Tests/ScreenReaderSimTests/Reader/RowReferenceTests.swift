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

@Suite struct StepperInRowTests {
    @Test(arguments: [ReaderKind.voiceOver, .talkBack])
    func aStepperPutInARowFromSwiftKeepsItsOwnTwoStopsAfterTheRow(kind: ReaderKind) throws {
        let screen = Screen("S") { Row { Text("Guests"); Stepper("Guests", value: 2, in: 1...4) }; Button("Book") }
        // `ScreenReader(kind, screen: screen)` refuses it, as a scenario file does (ScreenValidationTests); a compiled
        // screen is read as declared.
        let reader = try ScreenReader(kind, screen: CompiledScreen(screen))
        #expect(reader.stops.map(\.part) == [.whole, .decrement, .increment, .whole])
        let stepper = try reader.element("Guests")
        #expect(stepper.kind == .stepper)
        #expect(reader.stop(holding: stepper)?.part == .decrement)
    }
}
