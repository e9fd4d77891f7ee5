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

/// Walks `reader` through every stop, one swipe past the end, and a few activations: one input a line, with what it
/// caused (focus, speech, state changes) under it, as `srsim transcript` shows a scenario.
func walk(_ reader: ScreenReader) {
    var entries: [Transcript.Entry] = []
    func perform(_ input: Input) {
        do {
            entries.append(Transcript.Entry(line: nil, input: input, text: input.description, events: try reader.perform(input)))
        } catch {
            entries.append(Transcript.Entry(line: nil, input: input, text: input.description, events: [], failure: "\(error)"))
        }
    }
    for _ in reader.stops { perform(.swipeRight) }
    perform(.swipeRight)
    for label in ["Allow notifications", "Small", "Guests"] {
        perform(.touch(label))
        perform(.doubleTap)
    }
    let transcript = Transcript(title: "Walkthrough", screenTitle: reader.screen.title, reader: reader.kind, entries: entries)
    print(transcript.text())
}

do {
    walk(try VoiceOver(screen))
    walk(try TalkBack(screen))
} catch {
    print("error: \(error)")
}
