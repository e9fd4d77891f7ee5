import Foundation
import ScreenReaderSim
import ScreenReaderSimBenchmarks

/// Generated scenario files for measuring the language and the suite runner: a suite of many small files, and one
/// big file. Every file is valid and every scenario passes on VoiceOver and TalkBack, so a run measures the whole
/// pipeline (read, parse, lower, run, report), not the error path.
///
///     swift run -c release srsim-benchmarks generate suite FOLDER [FILES]   # default 10,000 files
///     swift run -c release srsim-benchmarks generate big FILE [MEGABYTES]   # default 50 MB
///     swift run -c release srsim-benchmarks generate screen FILE [MEGABYTES]  # default 50 MB, a ScreenHeavyFile
///     swift run -c release srsim-benchmarks measure FILE                    # parse alone, parse and check, MB/s
enum ScenarioCorpus {
    /// A small file: 12 elements, and 2 scenarios of 10 steps each on VoiceOver and TalkBack, expectations recorded.
    ///
    /// The steps are swipes, double taps, touches and checks; the speech is what the simulator says today (recorded
    /// with ``ScenarioRecorder``), so the file passes and keeps passing as long as the speech does not change.
    static func smallFile(_ number: Int) -> String {
        let text = """
        # Generated: small file \(number) for the suite benchmark.
        screen "Settings \(number)"
          heading "Network \(number)"
          row
            text "Wi-Fi \(number)"
            switch "Wi-Fi \(number)" on
          switch "Bluetooth" off
          radio-group "Size"
            radio "Small" selected
            radio "Large"
          stepper "Guests" value 2 min 1 max 4
          checkbox "Remember me"
          button "Save \(number)"
          text "Version \(number % 97)"

        scenario "Swipe through settings \(number)"
          using voiceover, talkback
          swipe right
          swipe right
          double tap
          expect "Wi-Fi \(number)" is off
          swipe right
          double tap
          expect "Bluetooth" is on
          swipe left
          swipe right
          expect focus "Bluetooth"

        scenario "Choose and count \(number)"
          using voiceover, talkback
          touch "Large"
          double tap
          expect "Large" is selected
          touch "Remember me"
          double tap
          expect "Remember me" is checked
          touch "Save \(number)"
          swipe left
          swipe right
          expect focus "Save \(number)"

        """
        return recorded(text, file: "small-\(number).scenario")
    }

    /// A big file of about `bytes` bytes: a screen of settings rows and switches, then scenarios that touch, toggle
    /// and check each one, expectations recorded per reader where the readers differ.
    static func bigFile(bytes: Int) -> String {
        // One unit (an element line and its four step lines) is about this long once recorded; sized from a sample.
        let sample = bigFile(switches: 100, scenarioSize: 50)
        let perSwitch = max(1, sample.utf8.count / 100)
        return bigFile(switches: max(1, bytes / perSwitch), scenarioSize: 500)
    }

    /// `switches` switches, checked by scenarios of `scenarioSize` switches each.
    static func bigFile(switches: Int, scenarioSize: Int) -> String {
        // The speech of each step is the same for every switch but its label, so it is recorded once on a small
        // screen and written out with each label: recording a 50 MB file through the engine would take long.
        var output = "# Generated: a big file for the parsing benchmark.\nscreen \"Big settings\"\n"
        output.reserveCapacity(switches * 260)
        for index in 0..<switches {
            if index % 50 == 0 { output += "  heading \"Section \(index / 50)\"\n" }
            output += "  switch \"Setting \(index)\" \(index % 2 == 0 ? "off" : "on")\n"
        }
        var start = 0
        while start < switches {
            let end = min(switches, start + scenarioSize)
            output += "\nscenario \"Toggle settings \(start) to \(end - 1)\"\n  using voiceover, talkback\n"
            for index in start..<end {
                let state = index % 2 == 0 ? "off" : "on"
                let toggled = index % 2 == 0 ? "on" : "off"
                let voiceOverState = state == "on" ? "on" : "off"
                output += "  touch \"Setting \(index)\"\n"
                output += "    voiceover -> \"Setting \(index), \(voiceOverState), switch button, double tap to toggle setting\"\n"
                output += "    talkback -> \"\(state == "on" ? "On" : "Off"), Setting \(index), switch, double tap to toggle\"\n"
                output += "  double tap -> \"\(toggled)\"\n"
                output += "  expect \"Setting \(index)\" is \(toggled)\n"
            }
            start = end
        }
        return output
    }

    /// `text` with the speech of every input step filled in by running it.
    static func recorded(_ text: String, file: String) -> String {
        let parsed = ScenarioFile(parsing: text, file: file)
        guard !parsed.hasErrors else { fatalError("generated file has errors:\n\(parsed.renderedDiagnostics)") }
        return ScenarioRecorder.record(parsed, result: ScenarioRunner.run(parsed)).text
    }

    /// Writes `count` small files into `folder` (created if needed), 100 to a subfolder as real suites are laid out.
    static func writeSuite(to folder: String, count: Int) throws {
        let manager = FileManager.default
        for number in 0..<count {
            let subfolder = "\(folder)/part-\(String(format: "%03d", number / 100))"
            if number % 100 == 0 { try manager.createDirectory(atPath: subfolder, withIntermediateDirectories: true) }
            let path = "\(subfolder)/screen-\(String(format: "%05d", number)).scenario"
            try Data(smallFile(number).utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Prints how fast `path` is split into lines, parsed, and parsed and checked (lowered, screen compiled), in MB/s
    /// of its bytes, each the best of 5 runs by processor time (a busy machine slows the wall clock, not this).
    static func measure(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
            exit(1)
        }
        let text = String(decoding: data, as: UTF8.self)
        let megabytes = Double(data.count) / 1e6
        func best(_ body: () -> Void) -> Double {
            (0..<5).map { _ in
                let start = processorSeconds()
                body()
                return processorSeconds() - start
            }.min() ?? 0
        }
        var lines = 0
        let split = best { lines = SourceText(text, file: path).lineCount }
        let source = SourceText(text, file: path)
        var errors = 0
        let parse = best { errors = ScenarioParser.parse(source).diagnostics.count }
        var checked = false
        let check = best { checked = !ScenarioFile(parsing: text, file: path).hasErrors }
        guard checked, errors == 0 else {
            FileHandle.standardError.write(Data("error: \(path) has errors\n".utf8))
            exit(1)
        }
        print("file: \(String(format: "%.1f", megabytes)) MB, \(lines) lines")
        print("split into lines: \(String(format: "%.0f", megabytes / split)) MB/s")
        print("parse (split, lex, parse): \(String(format: "%.0f", megabytes / (split + parse))) MB/s")
        print("parse and check (ScenarioFile): \(String(format: "%.0f", megabytes / check)) MB/s")
    }

    /// User plus system processor time of this process, in seconds.
    static func processorSeconds() -> Double {
        Double(clock()) / Double(CLOCKS_PER_SEC)
    }

    /// Handles `generate suite|big ...`; returns false when the arguments ask for something else.
    static func runIfAsked(_ arguments: [String]) -> Bool {
        if arguments.first == "measure", arguments.count == 2 {
            measure(arguments[1])
            return true
        }
        guard arguments.first == "generate" else { return false }
        let usage = "usage: srsim-benchmarks generate suite FOLDER [FILES] | generate big|screen FILE [MEGABYTES]"
        guard arguments.count >= 3 else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            exit(64)
        }
        let target = arguments[2]
        let amount = arguments.count > 3 ? Int(arguments[3]) : nil
        do {
            switch arguments[1] {
            case "suite":
                try writeSuite(to: target, count: amount ?? 10_000)
            case "big":
                let text = bigFile(bytes: (amount ?? 50) * 1_000_000)
                try Data(text.utf8).write(to: URL(fileURLWithPath: target))
            case "screen":
                try ScreenHeavyFile.write(toFile: target, bytes: (amount ?? 50) * 1_000_000)
            default:
                FileHandle.standardError.write(Data((usage + "\n").utf8))
                exit(64)
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }
        return true
    }
}
