import ScreenReaderSim

/// Screens and helpers the audit tests share.
enum AuditTestScreens {
    /// The scenario file the broken screen stands for (its elements carry these lines and columns).
    static let brokenFile = "Broken.scenario"

    /// The deliberately broken screen from the audit report: most checks fire on it. Lines match `brokenScenario`.
    static let broken = Screen("Broken settings") {
        Heading("Settings").declared(line: 3)
        Text("Wi-Fi").declared(line: 4)
        Switch("").declared(line: 5)
        Switch("Bluetooth switch").declared(line: 6)
        Switch("Night theme").accessibilityLabel("Dark mode").declared(line: 7)
        Row {
            Image("bell").declared(line: 9, column: 5)
            Text("Allow notifications").declared(line: 10, column: 5)
            Switch("Allow notifications", isOn: true).declared(line: 11, column: 5)
        }.declared(line: 8)
        Switch("Location").customRole().declared(line: 12)
        RadioGroup("Delivery") {
            Radio("Standard", isSelected: true).stateless().declared(line: 14, column: 5)
            Radio("Express").navigates(to: "Express options").declared(line: 15, column: 5)
        }.declared(line: 13)
        Stepper("", value: 2, in: 1...10).declared(line: 16)
        Stepper("Guests", value: 2, in: 1...10).movesFocus(to: "Total").declared(line: 17)
        Text("Total").declared(line: 18)
        Checkbox("Remember me").keyboardUnreachable().declared(line: 19)
        Button("Edit").declared(line: 20)
        Button("Edit").declared(line: 21)
        Button("Pay").order(1).declared(line: 22)
        Button("Cancel").order(1).declared(line: 23)
        Switch("Airplane mode").id("airplane").traversal(after: "hotspot").declared(line: 24)
        Switch("Hotspot").id("hotspot").traversal(after: "airplane").declared(line: 25)
        Switch("Roaming").traversal(after: "cellular").declared(line: 26)
        Text("Allow data roaming while travelling abroad").lineLimit(2, width: 200).declared(line: 27)
        Row {
            Text("Sync").declared(line: 29, column: 5)
            Switch("Sync").declared(line: 30, column: 5)
            Button("Sync now").declared(line: 31, column: 5)
        }.declared(line: 28)
    }

    /// The walkthrough example's screen (`Examples/Walkthrough/main.swift`): realistic and clean.
    static let walkthrough = Screen("Settings") {
        Heading("Notifications")
        Row {
            Icon("bell")
            Text("Allow notifications")
            Switch("Allow notifications", isOn: true)
        }
        Switch("Bluetooth").disabled()
        Checkbox("Remember me", isChecked: true)
        RadioGroup("Text size") {
            Radio("Small")
            Radio("Medium", isSelected: true)
            Radio("Large").disabled()
        }
        Stepper("Guests", value: 2, in: 1...10)
        Button("Save")
        Image("Company logo")
    }

    /// The findings of check `id` on `screen`.
    static func findings(_ id: String, on screen: Screen) -> [Finding] {
        Audit.run(screen: screen).filter { $0.checkID == id }
    }

    /// A one-element screen.
    static func screen(@ElementBuilder _ elements: () -> [Element]) -> Screen { Screen("Test", elements: elements()) }
}

extension Element {
    /// The element, declared at `line`, `column` of the broken scenario file.
    fileprivate func declared(line: Int, column: Int = 3) -> Element {
        var copy = self
        copy.location = SourceLocation(file: AuditTestScreens.brokenFile, line: line, column: column)
        return copy
    }
}
