import Testing
@testable import ScreenReaderSim

@Suite struct ScenarioRobustnessTests {
    /// A small deterministic generator, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static let pieces = [
        " ", "  ", "\t", "\"", "\\", "#", ",", "->", "-> nothing", "\n", "\r\n", "row", "group", "radio-group", "radio",
        "stepper", "value 5", "min 9", "max 1", "step 0", "before a", "after a", "id a", "order x", "frame 1 2",
        "selected", "using voiceover, talkback", "talkback -> \"x\"", "expect focus \"Save\"", "touch \"Guests\"",
        "    ", "é", "📶", "\u{301}", "scenario \"Z\"", "screen \"Y\"",
    ]

    /// Thousands of mutated files: every one parses, lowers, runs (when it has no errors), records and renders without trapping.
    @Test(arguments: 0..<4)
    func mutatedFilesNeverCrash(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 0x9E37_79B9)
        let original = Array(ScenarioLoweringTests.example + "scenario \"Order\"\n  using ios, android\n  press tab\n  touch \"Guests\"\n")
        for _ in 0..<300 {
            var characters = original
            for _ in 0..<(1 + generator.next(4)) {
                let position = generator.next(characters.count)
                switch generator.next(3) {
                case 0: characters.remove(at: position)
                case 1: characters.insert(contentsOf: Self.pieces[generator.next(Self.pieces.count)], at: position)
                default:
                    let length = min(generator.next(12), characters.count - position)
                    characters.removeSubrange(position..<(position + length))
                }
            }
            let text = String(characters)
            let file = ScenarioFile(parsing: text, file: "fuzz.scenario")
            _ = file.renderedDiagnostics
            _ = SyntaxTreeDumper.dump(file.syntax)
            let result = ScenarioRunner.run(file)
            _ = result.failures.map(\.description)
            let recording = ScenarioRecorder.record(file, result: result)
            if file.hasErrors {
                #expect(recording.text == text)
                #expect(result.scenarios.isEmpty)
            }
        }
    }

    @Test(arguments: ["", "\n", "   \n", "# only a comment", "screen", "\"", "scenario", "->", "\r\n\r\n"])
    func degenerateFilesReportWithoutCrashing(_ text: String) {
        let file = ScenarioFile(parsing: text)
        #expect(file.hasErrors)
        #expect(file.diagnostics.first?.location.line == 1)
        #expect(SourceText(text).text == text)
    }
}
