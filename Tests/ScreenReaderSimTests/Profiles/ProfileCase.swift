import ScreenReaderSim
import Testing

/// One row of a SPEC-profiles table on one profile: a screen (scenario-file elements), the inputs before the one under
/// test, the input, and the utterances it must speak, in order, count included.
struct ProfileCase: Sendable, CustomTestStringConvertible {
    /// The reader, as a `using` line names it.
    let reader: String
    /// The row, as the spec names it.
    let title: String
    /// The screen's element lines.
    let elements: String
    /// The inputs before the one under test.
    let setup: [Input]
    /// The input under test.
    let input: Input
    /// What it must speak.
    let spoken: [String]

    var testDescription: String { "\(reader): \(title)" }

    /// The row on each of `readers`.
    static func rows(
        _ readers: [String], _ title: String, _ elements: String, setup: [Input] = [], _ input: Input, _ spoken: [String]
    ) -> [ProfileCase] {
        readers.map { ProfileCase(reader: $0, title: title, elements: elements, setup: setup, input: input, spoken: spoken) }
    }

    /// The screen the elements make.
    func screen() throws -> Screen {
        try ProfileCase.screen(elements)
    }

    /// A screen of scenario-file element lines (each indented by two spaces).
    static func screen(_ elements: String) throws -> Screen {
        let lines = elements.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        let file = ScenarioFile(parsing: "screen \"S\"\n\(lines)\n\nscenario \"s\"\n  using voiceover\n  swipe right\n", file: "p.scenario")
        return try #require(file.screen, "\(file.renderedDiagnostics)")
    }

    /// What the input speaks on this row's reader after the setup.
    func run() throws -> [String] {
        let reader = try ScenarioRunner.makeReader(try ReaderKind(self.reader), screen: try screen())
        for step in setup { try reader.perform(step) }
        return try reader.perform(input).compactMap(\.utterance)
    }
}
