import ScreenReaderSim
import Testing

@Suite struct ControlStateTests {
    @Test(arguments: [
        (ControlState.on, ControlState.off), (.off, .on), (.checked, .unchecked), (.unchecked, .checked),
        (.selected, .selected), (.unselected, .unselected), (.value(3), .value(3)),
    ])
    func toggledFlipsSwitchesAndCheckboxesOnly(_ state: ControlState, _ expected: ControlState) {
        #expect(state.toggled == expected)
    }

    @Test func descriptionIsTheScenarioSpelling() {
        #expect([ControlState.on, .off, .checked, .unchecked, .selected, .unselected, .value(-2)].map(\.description)
            == ["on", "off", "checked", "unchecked", "selected", "unselected", "value -2"])
    }

    @Test func statesFitOnlyTheirKinds() {
        #expect(ControlState.on.fits(.switch))
        #expect(!ControlState.on.fits(.checkbox))
        #expect(ControlState.checked.fits(.checkbox))
        #expect(!ControlState.checked.fits(.radio))
        #expect(ControlState.selected.fits(.radio))
        #expect(ControlState.value(1).fits(.stepper))
        #expect(!ControlState.value(1).fits(.switch))
    }
}
