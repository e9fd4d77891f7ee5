// Benchmarks for ScreenReaderSim. Run with: swift run -c release srsim-benchmarks
// Each line reports the median of several runs, and the cost per operation, so O(1) focus moves and
// rebuild-free state changes can be seen as flat per-operation costs across screen sizes.
import Foundation
import ScreenReaderSim

// `srsim-benchmarks generate ...` writes scenario suites and big files to measure `srsim run` on (see ScenarioCorpus).
if ScenarioCorpus.runIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(0) }

/// A screen of `rows` settings rows (text + switch), with a heading, a stepper and a radio group every 50 rows.
func settingsScreen(rows: Int) -> Screen {
    var elements: [Element] = []
    for row in 0..<rows {
        if row % 50 == 0 {
            elements.append(Heading("Section \(row / 50)"))
            elements.append(Stepper("Count \(row)", value: 2, in: 0...10))
            elements.append(RadioGroup("Size \(row)") { Radio("Small \(row)"); Radio("Large \(row)", isSelected: true) })
        }
        elements.append(Row { Icon("icon"); Text("Setting \(row)"); Switch("Setting \(row)", isOn: row.isMultiple(of: 2)) })
    }
    return Screen("Benchmark", elements: elements)
}

/// Runs `body` `repetitions` times and returns the median duration in nanoseconds.
func median(repetitions: Int = 7, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let duration = clock.measure(body)
        samples.append(Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9)
    }
    return samples.sorted()[samples.count / 2]
}

func report(_ name: String, operations: Int, nanoseconds: Double) {
    let perOperation = nanoseconds / Double(max(operations, 1))
    let total = String(format: "%10.3f ms", nanoseconds / 1e6)
    let each = String(format: "%10.1f ns/op", perOperation)
    print("\(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(total) \(each)  (\(operations) ops)")
}

print("ScreenReaderSim benchmarks (median of 7 runs)")
for rows in [1_000, 10_000, 50_000] {
    let screen = settingsScreen(rows: rows)
    var reader: ScreenReader?
    var indexes: [ScreenIndex] = []
    let indexing = median(repetitions: 5) { indexes.append(ScreenIndex(screen)) }
    indexes.removeAll()
    report("index the screen (lookups, names), \(rows) rows", operations: rows * 3, nanoseconds: indexing)

    var built: [ScreenReader] = []
    let build = median(repetitions: 5) {
        reader = try? VoiceOver(screen)
        if let reader { built.append(reader) }  // released after the clock stops
    }
    built.removeAll()
    guard let voiceOver = reader else { fatalError("screen did not build") }
    let stops = voiceOver.stops.count
    report("build focus order, \(rows) rows", operations: stops, nanoseconds: build)

    // Readers are built before the clock starts and released after it stops, so these lines time only the inputs.
    var finished: [ScreenReader] = []
    var talkBacks = (0..<3).compactMap { _ in try? TalkBack(screen) }
    let swipes = median(repetitions: 3) {
        guard let fresh = talkBacks.popLast() else { return }
        for _ in 0..<stops { fresh.swipeRight() }
        finished.append(fresh)
    }
    report("swipe through every stop, \(rows) rows", operations: stops, nanoseconds: swipes)

    var keyboards = (0..<3).compactMap { _ in try? KeyboardOnly(.android, screen: screen) }
    let tabs = median(repetitions: 3) {
        guard let fresh = keyboards.popLast() else { return }
        for _ in 0..<stops { fresh.press(.tab) }
        finished.append(fresh)
    }
    report("Tab through every control, \(rows) rows", operations: stops, nanoseconds: tabs)

    var toggled = (0..<3).compactMap { _ in try? VoiceOver(screen) }
    for reader in toggled { reader.swipeRight(); reader.swipeRight(); reader.swipeRight() }
    let toggles = median(repetitions: 3) {
        guard let fresh = toggled.popLast() else { return }
        for _ in 0..<10_000 { fresh.doubleTap() }
        finished.append(fresh)
    }
    report("toggle the focused switch, \(rows) rows", operations: 10_000, nanoseconds: toggles)
    finished.removeAll()
}

/// A scenario file with `count` switches and, per switch, a touch, a double tap and a check.
func scenarioText(switches count: Int) -> String {
    var lines = ["screen \"Benchmark\""]
    for index in 0..<count { lines.append("  switch \"Setting \(index)\" off") }
    lines.append("")
    lines.append("scenario \"Toggle everything\"")
    lines.append("  using voiceover, talkback")
    for index in 0..<count {
        lines.append("  touch \"Setting \(index)\"")
        lines.append("  double tap -> \"on\"")
        lines.append("  expect \"Setting \(index)\" is on")
    }
    return lines.joined(separator: "\n") + "\n"
}

for count in [200, 2_000] {
    let text = scenarioText(switches: count)
    var file: ScenarioFile?
    let parse = median(repetitions: 3) { file = ScenarioFile(parsing: text, file: "bench.scenario") }
    report("parse and check a file, \(count) switches", operations: text.split(separator: "\n").count, nanoseconds: parse)
    guard let parsed = file, !parsed.hasErrors else { fatalError("benchmark scenario did not parse") }
    var passed = false
    let run = median(repetitions: 3) { passed = ScenarioRunner.run(parsed).passed }
    guard passed else { fatalError("benchmark scenario failed") }
    report("run it on VoiceOver and TalkBack, \(count) switches", operations: count * 3 * 2, nanoseconds: run)
}
