import ScreenReaderSim
import Testing

@Suite struct ElementTests {
    @Test func nameIsTheAccessibilityLabelElseTheVisibleLabel() {
        #expect(Switch("Wi-Fi").name == "Wi-Fi")
        #expect(Switch("Wi-Fi").accessibilityLabel("Wireless").name == "Wireless")
        #expect(Switch("Wi-Fi").accessibilityLabel("Wireless").label == "Wi-Fi")
    }

    @Test func dslBuildsTheDeclaredKindsAndStates() {
        #expect(Switch("A", isOn: true).state == .on)
        #expect(Switch("A").state == .off)
        #expect(Checkbox("A", isChecked: true).state == .checked)
        #expect(Checkbox("A").state == .unchecked)
        #expect(Radio("A", isSelected: true).state == .selected)
        #expect(Radio("A").state == .unselected)
        #expect(Stepper("A", value: 4, in: 1...9, step: 2) == Element(.stepper, "A", state: .value(4), range: StepperRange(minimum: 1, maximum: 9, step: 2)))
        #expect(Button("A").state == nil)
        #expect(Row { Text("A"); Switch("A") }.children.map(\.kind) == [.text, .switch])
    }

    @Test func modifiersChangeOneProperty() {
        let base = Button("Save")
        #expect(!base.disabled().isEnabled)
        #expect(base.disabled().disabled(false).isEnabled)
        #expect(base.hidden().isHidden)
        #expect(base.hint("h").hint == "h")
        #expect(base.id("save").id == "save")
        #expect(base.order(3).order == 3)
        #expect(base.traversal(before: "x").traversalBefore == "x")
        #expect(base.traversal(after: "y").traversalAfter == "y")
        #expect(!base.customRole().exposesRole)
        #expect(!base.stateless().exposesState)
        #expect(!base.keyboardUnreachable().isKeyboardReachable)
        #expect(base.navigates(to: "Next").navigatesTo == "Next")
        #expect(base.movesFocus(to: "error").movesFocusTo == "error")
        #expect(base.frame(x: 1, y: 2, width: 3, height: 4).frame == Frame(x: 1, y: 2, width: 3, height: 4))
        let limited = base.lineLimit(2, width: 120)
        #expect(limited.lineLimit == 2 && limited.width == 120)
        var expected = base
        expected.isHidden = true
        #expect(base.hidden() == expected, "nothing else changes")
    }

    @Test func builderHandlesConditionalsAndLoops() {
        let showExtra = true
        let screen = Screen("S") {
            for name in ["A", "B"] { Text(name) }
            if showExtra { Text("C") } else { Text("never") }
            if !showExtra { Text("never") }
        }
        #expect(screen.elements.map(\.label) == ["A", "B", "C"])
    }

    @Test func kindKeywordsAndCapabilities() {
        #expect(ElementKind.radioGroup.keyword == "radio-group")
        #expect(ElementKind.allCases.filter(\.isContainer) == [
            .radioGroup, .row, .group, .segmentedControl, .tabBar, .expandable, .dialog, .menu,
        ])
        #expect(ElementKind.allCases.filter(\.isControl) == [
            .button, .switch, .checkbox, .radio, .stepper, .textField, .slider, .segment, .tab, .link, .expandable,
            .menu, .option,
        ])
    }

    @Test func sourceLocationPrintsAndOrders() {
        #expect(SourceLocation(file: "a.scenario", line: 3, column: 7).description == "a.scenario:3:7")
        #expect(SourceLocation(line: 3, column: 7).description == "3:7")
        #expect(SourceLocation(line: 2, column: 9) < SourceLocation(line: 3, column: 1))
        #expect(SourceLocation(line: 3, column: 1) < SourceLocation(line: 3, column: 2))
    }

    /// Rarely set properties (custom role word, custom actions, frames, ...) live in the shared details box, so an
    /// element stays small on screens of a million elements; setting them keeps equality by value.
    @Test func rarelySetPropertiesKeepTheElementSmall() {
        #expect(MemoryLayout<Element>.stride <= 64)
        let rating = Button("Rating").accessibilityRole("star rating").accessibilityActions(["Increase"])
        #expect(rating.customRoleWord == "star rating")
        #expect(rating.customActions == ["Increase"])
        #expect(rating == Button("Rating").accessibilityRole("star rating").accessibilityActions(["Increase"]))
        var plain = rating
        plain.customRoleWord = nil
        plain.customActions = []
        #expect(plain == Button("Rating"))
    }
}
