import ScreenReaderSim

/// Screens and helpers the audit tests share.
enum AuditTestScreens {
    /// The scenario file the broken screen stands for (its elements carry these lines and columns).
    static let brokenFile = "Broken.scenario"

    /// The deliberately broken screen: every check but SRS012 fires on it. Its lines and columns are those of `brokenScenario`.
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
        Switch("Roaming").traversal(after: "note").declared(line: 24)
        Text("Roaming costs apply").id("note").hidden().declared(line: 25)
        Text("Allow data roaming while travelling abroad").lineLimit(2, width: 200).declared(line: 26)
        Row {
            Text("Sync").declared(line: 28, column: 5)
            Switch("Sync").declared(line: 29, column: 5)
            Button("Sync now").declared(line: 30, column: 5)
        }.declared(line: 27)
        Button("Sign in").opens("failed").declared(line: 31)
        Dialog("Sign in failed", id: "failed", alert: true) {
            Button("OK").closes().movesFocus(to: "Settings").declared(line: 33, column: 5)
        }.declared(line: 32)
        Dialog("Session expired", id: "expired") {
            Text("Sign in again to continue.").declared(line: 35, column: 5)
        }.declared(line: 34)
    }

    /// The broken screen as a scenario file. An order cycle (SRS012) is left out: the scenario language rejects it as an
    /// error, so a file with one never reaches the audit.
    static let brokenScenario = """
        # A deliberately broken screen: `srsim audit` reports 15 of its 16 checks here.
        screen "Broken settings"
          heading "Settings"
          text "Wi-Fi"
          switch ""
          switch "Bluetooth switch"
          switch "Night theme" label "Dark mode"
          row
            image "bell"
            text "Allow notifications"
            switch "Allow notifications" on
          switch "Location" custom
          radio-group "Delivery"
            radio "Standard" selected stateless
            radio "Express" navigates "Express options"
          stepper "" value 2 min 1 max 10
          stepper "Guests" value 2 min 1 max 10 moves-focus "Total"
          text "Total"
          checkbox "Remember me" no-keyboard
          button "Edit"
          button "Edit"
          button "Pay" order 1
          button "Cancel" order 1
          switch "Roaming" after note
          text "Roaming costs apply" id note hidden
          text "Allow data roaming while travelling abroad" lines 2 width 200
          row
            text "Sync"
            switch "Sync"
            button "Sync now"
          button "Sign in" opens failed
          dialog "Sign in failed" id failed alert
            button "OK" closes moves-focus "Settings"
          dialog "Session expired" id expired
            text "Sign in again to continue."

        scenario "The label is read before the switch, and the switch has no name"
          using voiceover, talkback
          touch "Wi-Fi" -> "Wi-Fi"
          swipe right
            voiceover -> "off, switch button, double tap to toggle setting"
            talkback -> "Off, switch, double tap to toggle"

        """

    /// The broken screen with every finding fixed as its fix says.
    static let corrected = Screen("Corrected settings") {
        Heading("Settings")
        Row { Text("Wi-Fi"); Switch("Wi-Fi") }
        Switch("Bluetooth")
        Switch("Night theme").accessibilityLabel("Night theme, dark mode")
        Row {
            Icon("bell")
            Text("Allow notifications")
            Switch("Allow notifications", isOn: true)
        }
        Switch("Location")
        RadioGroup("Delivery") {
            Radio("Standard", isSelected: true)
            Radio("Express")
        }
        Button("Express options").navigates(to: "Express options")
        Stepper("Nights", value: 2, in: 1...10)
        Stepper("Guests", value: 2, in: 1...10)
        Text("Total")
        Checkbox("Remember me")
        Button("Edit").accessibilityLabel("Edit email")
        Button("Edit").accessibilityLabel("Edit password")
        Button("Pay").order(1)
        Button("Cancel").order(2)
        Switch("Roaming").traversal(after: "note")
        Text("Roaming costs apply").id("note")
        Text("Allow data roaming while travelling abroad").lineLimit(5, width: 200)
        Row { Text("Sync"); Switch("Sync") }
        Button("Sync now")
        Button("Sign in").opens("failed")
        Dialog("Sign in failed", id: "failed", alert: true) { Button("OK").closes() }
        Dialog("Session expired", id: "expired") { Text("Sign in again to continue."); Button("Sign in").closes() }
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
