import Foundation
import ScreenReaderSim
import Testing

/// Issue 11, point 7: selecting a radio unselects a disabled radio that was selected in its group.
///
/// Decided for exclusivity: a group has one selection on both platforms (Android's `RadioGroup.check` unchecks the
/// previous button whatever its enabled state; a SwiftUI `Picker` holds one selected value), and the seeds' radios
/// are mutually exclusive. The user never changes the disabled radio itself: activating it does nothing. README,
/// "Fidelity notes".
@Suite struct DisabledRadioTests {
    typealias Reader = ScreenReaderUnderTest

    static func sizes() -> Screen {
        Screen("S") {
            RadioGroup("Size") {
                Radio("Small", isSelected: true).disabled()
                Radio("Medium")
            }
        }
    }

    @Test(arguments: Reader.allCases)
    func selectingASiblingUnselectsTheDisabledSelectedRadio(_ reader: Reader) throws {
        let sut = try reader.start(Self.sizes())
        let small = try sut.element("Small")
        let medium = try sut.element("Medium")
        try sut.touch("Medium")
        let events = sut.doubleTap()
        #expect(events.filter { if case .stateChanged = $0 { true } else { false } } == [
            .stateChanged(medium, from: .unselected, to: .selected),
            .stateChanged(small, from: .selected, to: .unselected),
        ])
        #expect(sut.state(of: small) == .unselected)
        #expect(sut.state(of: medium) == .selected)
    }

    @Test(arguments: Reader.allCases)
    func theDisabledRadioItselfCannotBeSelectedAgain(_ reader: Reader) throws {
        let sut = try reader.start(Self.sizes())
        let small = try sut.element("Small")
        try sut.touch("Medium")
        sut.doubleTap()
        try sut.touch("Small")
        #expect(sut.doubleTap().stateChanges.isEmpty)
        #expect(sut.state(of: try sut.element("Medium")) == .selected)
        #expect(sut.state(of: small) == .unselected)
    }

    @Test func theFidelityNotesSaySo() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let notes = try String(
            contentsOf: root.appendingPathComponent("Sources/ScreenReaderSim/ScreenReaderSim.docc/FidelityNotes.md"), encoding: .utf8)
        #expect(notes.contains("unselects a disabled radio"))
    }
}
