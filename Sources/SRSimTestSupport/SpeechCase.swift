import Foundation
import ScreenReaderSim
import Testing

/// One table-driven speech case, shared by the test targets: a screen, a reader, the inputs before the one under test,
/// the input, and the utterances it must speak, in order, count included.
///
///     static let rows = SpeechCase.rows(["talkback", "talkback@15"], "switch", "switch \"Wi-Fi\" on", .swipeRight, [...])
///     @Test(arguments: rows) func speaks(_ row: SpeechCase) throws { try expectSpeech(row) }
package struct SpeechCase: Sendable, CustomTestStringConvertible {
    /// Where the case's screen comes from.
    package enum ScreenSource: Sendable {
        /// Scenario-file element lines, as they stand under a `screen` line without its indent.
        case elements(String)
        /// A screen built in Swift.
        case screen(Screen)
    }

    /// What the case is (a spec row's name).
    package let title: String
    /// The reader, named as a `using` line names it (`voiceover`, `talkback@15 order=name-role-state`).
    package let reader: String
    /// The screen.
    package let source: ScreenSource
    /// The inputs before the one under test.
    package let setup: [Input]
    /// The input under test.
    package let input: Input
    /// What the input must speak, in order (empty: nothing).
    package let spoken: [String]

    /// A case: on `reader`, after `setup`, `input` on the screen `source` gives speaks `spoken`.
    package init(
        _ title: String, reader: String, _ source: ScreenSource, setup: [Input] = [], _ input: Input, speaks spoken: [String]
    ) {
        self.title = title
        self.reader = reader
        self.source = source
        self.setup = setup
        self.input = input
        self.spoken = spoken
    }

    /// The same row on each of `readers`, its screen given as scenario-file element lines.
    package static func rows(
        _ readers: [String], _ title: String, _ elements: String, setup: [Input] = [], _ input: Input, _ spoken: [String]
    ) -> [SpeechCase] {
        readers.map { SpeechCase(title, reader: $0, .elements(elements), setup: setup, input, speaks: spoken) }
    }

    /// The same row on each of `readers`, its screen built in Swift.
    package static func rows(
        _ readers: [String], _ title: String, _ screen: Screen, setup: [Input] = [], _ input: Input, _ spoken: [String]
    ) -> [SpeechCase] {
        readers.map { SpeechCase(title, reader: $0, .screen(screen), setup: setup, input, speaks: spoken) }
    }

    /// The reader and the row, as the test's argument is shown.
    package var testDescription: String { "\(reader): \(title)" }

    /// The case's screen.
    /// - Throws: when element lines do not make a screen (the file's diagnostics say why).
    package func screen() throws -> Screen {
        switch source {
        case .elements(let elements): try Self.screen(elements: elements)
        case .screen(let screen): screen
        }
    }

    /// The screen that scenario-file element lines make (each line indented under a `screen` line).
    /// - Throws: when they do not make one (the file's diagnostics say why).
    package static func screen(elements: String) throws -> Screen {
        let lines = elements.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let file = ScenarioFile(parsing: "screen \"S\"\n\(lines)\n\nscenario \"s\"\n  using voiceover\n  swipe right\n", file: "case.scenario")
        return try #require(file.screen, "\(file.renderedDiagnostics)")
    }

    /// The case as a scenario file that passes exactly when the case holds: the screen's element lines, then one scenario
    /// on the case's reader with the setup and the input expecting what it speaks (`-> nothing` for silence); nil for a
    /// screen built in Swift, which has no file form.
    package var scenarioFile: String? {
        guard case .elements(let elements) = source else { return nil }
        let screen = elements.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let quoted = spoken.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let expectation = quoted.isEmpty ? "nothing" : quoted.joined(separator: ", ")
        let steps = setup.map { "  \($0)\n" }.joined()
        return "screen \"S\"\n\(screen)\n\nscenario \"\(title.replacingOccurrences(of: "\"", with: "'"))\"\n  using \(reader)\n\(steps)  \(input) -> \(expectation)\n"
    }

    /// What the input speaks on the case's reader after the setup.
    /// - Throws: when the reader's name or the screen is wrong, or an input's label names nothing.
    package func run() throws -> [String] {
        let reader = try ScenarioRunner.makeReader(try ReaderKind(self.reader), screen: try screen())
        for step in setup { try reader.perform(step) }
        return try reader.perform(input).compactMap(\.utterance)
    }
}

/// Runs `testCase` and expects its input to speak what the case says, compared as scenario files compare speech
/// (``Speech/matches(_:_:)``: case and separators aside, count included).
package func expectSpeech(_ testCase: SpeechCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let spoken = try testCase.run()
    #expect(Speech.matches(spoken, testCase.spoken), "spoke \(spoken), expected \(testCase.spoken)", sourceLocation: sourceLocation)
}
