import ScreenReaderSim
import Testing

/// A file whose scenario has the given `using` line and steps.
private func file(using: String, steps: String = "  swipe right\n") -> String {
    "screen \"Settings\"\n  switch \"Wi-Fi\" on\n\nscenario \"S\"\n\(using)\(steps)"
}

/// SPEC-profiles item 5: each error at its word, with the nearest valid name.
@Suite struct ProfileDiagnosticTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase("unknown-reader-version", file(using: "  using 1️⃣talkback@16\n"), suggestion: "talkback@15"),
        // `using VoiceOver` is accepted, as the tool prints it (issue 23, item 8); a misspelt name is not.
        DiagnosticCase("unknown-reader", file(using: "  using 1️⃣VoiceOvr\n"), suggestion: "voiceover"),
        DiagnosticCase("unknown-reader", file(using: "  using 1️⃣TalkBack@15\n"), suggestion: "talkback@15"),
        DiagnosticCase("unknown-reader-setting", file(using: "  using talkback@15 1️⃣Hints=off\n"), suggestion: "hints=off"),
        DiagnosticCase("unknown-reader-version", file(using: "  using 1️⃣voiceover@ios19\n"), suggestion: "voiceover@ios18"),
        DiagnosticCase("unknown-reader-version", file(using: "  using voiceover, 1️⃣talkback@12\n"), suggestion: "talkback@13"),
        DiagnosticCase("unknown-reader-version", file(using: "  using 1️⃣voiceover@15\n"), suggestion: "voiceover@ios17"),
        DiagnosticCase("reader-setting-does-not-fit", file(using: "  using voiceover@ios18 1️⃣order=name-role-state\n")),
        DiagnosticCase("reader-setting-does-not-fit", file(using: "  using talkback 1️⃣order=role-name-state\n")),
        DiagnosticCase("reader-setting-does-not-fit", file(using: "  using talkback 1️⃣verbosity=low\n")),
        DiagnosticCase("reader-setting-does-not-fit", file(using: "  using ios 1️⃣hints=off\n")),
        DiagnosticCase("reader-setting-twice", file(using: "  using talkback@15 hints=off 1️⃣hints=on\n")),
        DiagnosticCase("reader-setting-twice",
                       file(using: "  using talkback@15 order=name-role-state hints=off 1️⃣order=role-name-state\n")),
        DiagnosticCase("unknown-reader-setting", file(using: "  using talkback@15 1️⃣hint=off\n"), suggestion: "hints=off"),
        DiagnosticCase("unknown-reader-setting-value", file(using: "  using talkback@15 1️⃣order=name-role-stat\n"),
                       suggestion: "order=name-role-state"),
        DiagnosticCase("duplicate-reader", file(using: "  using talkback@15 hints=off, 1️⃣talkback@15 hints=off\n")),
        DiagnosticCase("duplicate-reader",
                       file(using: "  using talkback@15 order=name-role-state hints=off, 1️⃣talkback@15 hints=off order=name-role-state\n")),
        DiagnosticCase("duplicate-reader", file(using: "  using talkback@15, 1️⃣talkback@15 hints=on\n")),
        DiagnosticCase("reader-not-in-using",
                       file(using: "  using voiceover, talkback@15\n", steps: "  swipe right\n    1️⃣talkback@14 -> \"x\"\n"),
                       suggestion: "talkback@15"),
        DiagnosticCase("reader-not-in-using",
                       file(using: "  using talkback@15 hints=off\n", steps: "  swipe right\n    1️⃣talkback@15 -> \"x\"\n"),
                       suggestion: "talkback@15 hints=off"),
        DiagnosticCase("reader-setting-twice",
                       file(using: "  using talkback@15 hints=off\n", steps: "  swipe right\n    talkback@15 hints=off 1️⃣hints=off -> \"x\"\n")),
        DiagnosticCase("missing-arrow",
                       file(using: "  using talkback@15 hints=off\n", steps: "  swipe right\n    talkback@15 hints=off 1️⃣extra -> \"x\"\n")),
        DiagnosticCase("missing-arrow", file(using: "  using voiceover\n", steps: "  swipe right\n    voiceover 1️⃣extra -> \"x\"\n")),
        DiagnosticCase("duplicate-reader-expectation",
                       file(using: "  using talkback@15 hints=off order=name-role-state\n",
                            steps: "  swipe right\n    talkback@15 hints=off order=name-role-state -> \"x\"\n    1️⃣talkback@15 order=name-role-state hints=off -> \"y\"\n")),
    ]

    @Test(arguments: cases)
    func reportsTheProfileErrorAtItsWord(_ testCase: DiagnosticCase) throws {
        try expectDiagnostic(testCase)
    }

    @Test func everyProfileErrorHasAFixture() {
        let ids = ["unknown-reader-version", "reader-setting-does-not-fit", "reader-setting-twice", "unknown-reader-setting",
                   "unknown-reader-setting-value", "duplicate-reader", "reader-not-in-using", "duplicate-reader-expectation"]
        #expect(Set(ids).isSubset(of: Set(Self.cases.map(\.id))))
    }

    @Test("every error of a using line is reported at once")
    func everyErrorOfAUsingLineIsReported() {
        let source = file(using: "  using talkback@16 hints=maybe, voiceover order=name-role-state\n")
        let ids = ScenarioFile(parsing: source, file: "t.scenario").diagnostics.map(\.id)
        #expect(ids == ["unknown-reader-version", "unknown-reader-setting-value", "reader-setting-does-not-fit"])
    }

    @Test("readers and per-reader lines with settings in any order run")
    func settingsInAnyOrderNameTheSameReader() throws {
        let source = file(
            using: "  using voiceover, voiceover@ios18, talkback@15, talkback@15 order=name-role-state hints=off\n",
            steps: """
              swipe right
                voiceover -> "Wi-Fi, on, switch button, double tap to toggle setting"
                voiceover@ios18 -> "Wi-Fi, switch button, on", "double tap to toggle setting"
                talkback@15 -> "On, Wi-Fi, Switch", "Double-tap to toggle"
                talkback@15 hints=off order=name-role-state -> "Wi-Fi, Switch, On"

            """)
        let parsed = ScenarioFile(parsing: source, file: "t.scenario")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.renderedDiagnostics)")
        let result = ScenarioRunner.run(parsed)
        #expect(result.failures.isEmpty, "\(result.failures)")
        let scenario = try #require(parsed.scenarios.first)
        #expect(scenario.readers.map(\.keyword)
            == ["voiceover", "voiceover@ios18", "talkback@15", "talkback@15 order=name-role-state hints=off"])
    }

    @Test("a one-string expectation fails where a device profile also speaks its hint")
    func aOneStringExpectationFailsWhereAHintFollows() {
        let source = file(using: "  using voiceover@ios18\n", steps: "  swipe right -> \"Wi-Fi, switch button, on\"\n")
        let result = ScenarioRunner.run(ScenarioFile(parsing: source, file: "t.scenario"))
        #expect(result.failures.count == 1)
    }
}
