import ScreenReaderSim

/// The screens and scenario files the benchmarks run on, generated so every size has the same shape.
enum BenchmarkScreens {
    /// A settings screen of about `elements` elements: rows of (icon, text, switch), and every 50 rows a heading,
    /// a stepper and a radio group of two. Row `k`'s text and switch are labelled `Setting k`.
    static func settings(elements: Int) -> Screen {
        // 50 rows are 200 elements, plus 5 for the heading, stepper and radio group.
        let rows = max(1, elements * 50 / 205)
        var top: [Element] = []
        top.reserveCapacity(rows + rows / 50 * 3 + 3)
        for row in 0..<rows {
            if row % 50 == 0 {
                top.append(Heading("Section \(row / 50)"))
                top.append(Stepper("Count \(row)", value: 2, in: 0...10))
                top.append(RadioGroup("Size \(row)") { Radio("Small \(row)"); Radio("Large \(row)", isSelected: true) })
            }
            top.append(Row { Icon("icon"); Text("Setting \(row)"); Switch("Setting \(row)", isOn: row.isMultiple(of: 2)) })
        }
        return Screen("Benchmark", elements: top)
    }

    /// How many `Setting k` rows ``settings(elements:)`` makes.
    static func settingsRows(elements: Int) -> Int { max(1, elements * 50 / 205) }

    /// A screen of about `elements` elements where every block of six has findings: an image in a row (SRS006), a
    /// switch that navigates (SRS007), an unnamed stepper that moves focus (SRS008, SRS009, SRS011).
    static func audited(elements: Int) -> Screen {
        let blocks = max(1, elements / 6)
        var top: [Element] = []
        top.reserveCapacity(blocks * 3)
        for block in 0..<blocks {
            top.append(Row {
                Image("Photo \(block)")
                Text("Setting \(block)")
                Switch("Setting \(block)").navigates(to: "Details \(block)")
            })
            top.append(Stepper("", value: 2, in: 0...10).movesFocus(to: "Setting \(block)"))
            top.append(Button("Edit"))
        }
        return Screen("Audit", elements: top)
    }

    /// A small scenario file like a real suite's: 12 elements, 2 scenarios of 10 steps, VoiceOver and TalkBack.
    static func suiteFile(_ number: Int) -> String {
        let n = number
        return """
            # Generated suite file \(n)
            screen "Settings \(n)"
              heading "Network \(n)"
              row
                text "Wi-Fi \(n)"
                switch "Wi-Fi \(n)" off
              row
                text "Bluetooth \(n)"
                switch "Bluetooth \(n)" on
              stepper "Guests \(n)" value 2 min 1 max 10
              radio-group "Size \(n)"
                radio "Small \(n)" selected
                radio "Large \(n)"
              button "Save \(n)"

            scenario "Swipe and toggle \(n)"
              using voiceover, talkback
              swipe right -> "Network \(n), heading"
              swipe right
                voiceover -> "Wi-Fi \(n), off, switch button, double tap to toggle setting"
                talkback -> "Off, Wi-Fi \(n), switch, double tap to toggle"
              double tap
                voiceover -> "on"
                talkback -> "On"
              expect "Wi-Fi \(n)" is on
              swipe right
                voiceover -> "Bluetooth \(n), on, switch button, double tap to toggle setting"
                talkback -> "On, Bluetooth \(n), switch, double tap to toggle"
              double tap
                voiceover -> "off"
                talkback -> "Off"
              expect "Bluetooth \(n)" is off
              swipe left
                voiceover -> "Wi-Fi \(n), on, switch button, double tap to toggle setting"
                talkback -> "On, Wi-Fi \(n), switch, double tap to toggle"
              swipe left -> "Network \(n), heading"
              expect focus "Network \(n)"

            scenario "Step and choose \(n)"
              using voiceover, talkback
              touch "Guests \(n)"
                voiceover -> "Guests \(n), 2, decrement, button"
                talkback -> "Guests \(n), 2, decrease, button, double tap to activate"
              double tap -> "1"
              expect "Guests \(n)" is value 1
              swipe right
                voiceover -> "Guests \(n), 1, increment, button"
                talkback -> "Guests \(n), 1, increase, button, double tap to activate"
              double tap -> "2"
              touch "Large \(n)"
                voiceover -> "Large \(n), unselected, button"
                talkback -> "Not checked, Large \(n), radio button, double tap to toggle"
              double tap
                voiceover -> "selected"
                talkback -> "checked"
              expect "Large \(n)" is selected
              expect "Small \(n)" is unselected
              touch "Save \(n)"
                voiceover -> "Save \(n), button"
                talkback -> "Save \(n), button, double tap to activate"

            """
    }

    /// One large scenario file of about `bytes` bytes: a screen of switches, and one scenario that touches, toggles
    /// and checks each of them on VoiceOver and TalkBack.
    static func bigFile(bytes: Int) -> String {
        // Each switch costs about 250 bytes: its line and three steps with their expected speech.
        let count = max(1, bytes / 250)
        var text = "screen \"Big\"\n"
        text.reserveCapacity(bytes + bytes / 8)
        for index in 0..<count { text += "  switch \"Setting \(index)\" off\n" }
        text += "\nscenario \"Toggle everything\"\n  using voiceover, talkback\n"
        for index in 0..<count {
            text += "  touch \"Setting \(index)\"\n"
            text += "    voiceover -> \"Setting \(index), off, switch button, double tap to toggle setting\"\n"
            text += "    talkback -> \"Off, Setting \(index), switch, double tap to toggle\"\n"
            text += "  double tap -> \"on\"\n"
            text += "  expect \"Setting \(index)\" is on\n"
        }
        return text
    }
}
