// A screen built in Swift, walked through by VoiceOver and TalkBack: every stop, then a few activations.
// Run it with `swift run walkthrough`.
import ScreenReaderSim

let screen = Screen("Settings") {
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

func walk(_ reader: ScreenReader) {
    print("\(reader.kind.displayName) on \"\(reader.screen.title)\"")
    for _ in reader.stops {
        reader.swipeRight()
        print("  swipe right  → \(reader.lastSpoken ?? "")")
    }
    reader.swipeRight()
    print("  swipe right  → \(reader.log.last.map(String.init(describing:)) ?? "")")
    for label in ["Allow notifications", "Small", "Guests"] {
        do {
            try reader.touch(label)
            print("  touch \"\(label)\" → \(reader.lastSpoken ?? "")")
            for event in reader.doubleTap() { print("  double tap   → \(event)") }
        } catch {
            print("  touch \"\(label)\" failed: \(error)")
        }
    }
    print()
}

do {
    walk(try VoiceOver(screen))
    walk(try TalkBack(screen))
} catch {
    print("error: \(error)")
}
