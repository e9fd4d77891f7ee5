import Testing
@testable import ScreenReaderSim

/// A run that keeps only failures (as `srsim run` does) compares speech as a full run does: the same failures, with
/// the same expected and actual utterances, whatever way the speech differs.
@Suite struct FailuresOnlyRunTests {
    @Test(arguments: [
        #"double tap -> "on""#,
        #"double tap -> "off""#,
        #"double tap -> "on", "on""#,
        #"double tap -> nothing"#,
        #"double tap -> "  ON ""#,
        "double tap",
        "double tap\n    voiceover -> \"on\"",
        "double tap\n    talkback -> \"on\"\n    voiceover -> \"off\"",
        "swipe right -> \"Wi-Fi, off, switch button, double tap to toggle setting\"",
        #"touch "Wi-Fi" -> "Wi-Fi""#,
        #"expect "Wi-Fi" is on"#,
    ])
    func keepingOnlyFailuresFindsTheSameFailures(step: String) throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              heading "Network"
              switch "Wi-Fi" off
            scenario "One step"
              using voiceover, talkback
              touch "Wi-Fi"
              \(step)

            """, file: "f.scenario")
        try #require(!file.hasErrors, "\(file.renderedDiagnostics)")
        var everything: [ScenarioResult] = []
        var failures: [ScenarioResult] = []
        ScenarioRunner.run(file) { everything.append($0) }
        ScenarioRunner.run(file, keeping: .failures) { failures.append($0) }
        #expect(everything.map(\.failures) == failures.map(\.failures))
        let spoken = failures.flatMap(\.steps).flatMap(\.runs).map(\.spoken)
        let fullSpoken = everything.flatMap(\.steps).flatMap(\.runs).filter { $0.failure != nil }.map(\.spoken)
        #expect(spoken == fullSpoken)
    }
}
