import ScreenReaderSim
import Synchronization
import Testing

/// A suite runs its files on several threads and hands their outcomes back in file order, as one after another would.
@Suite struct ScenarioSuiteTests {
    /// A small file whose scenario passes or fails by `number`, so the order of outcomes can be checked.
    static func file(_ number: Int) -> String {
        """
        screen "S\(number)"
          switch "Wi-Fi \(number)" off

        scenario "Toggle \(number)"
          using voiceover, talkback
          touch "Wi-Fi \(number)"
          double tap -> "\(number % 3 == 0 ? "off" : "on")"
        """
    }

    /// Each file's scenario names and failure lines, in order.
    static func outcome(_ number: Int) -> [String] {
        let file = ScenarioFile(parsing: Self.file(number), file: "\(number).scenario")
        var lines: [String] = []
        ScenarioRunner.run(file, keeping: .failures) { result in
            lines.append(result.name)
            lines += result.failures.map(\.description)
        }
        return lines
    }

    @Test(arguments: [1, 2, 3, 8])
    func outcomesComeBackInFileOrderOnAnyNumberOfThreads(_ threads: Int) {
        let numbers = Array(0..<(ScenarioSuite.itemsPerThread * 3 + 5))
        var outcomes: [[String]] = []
        ScenarioSuite.forEach(numbers, threads: threads, work: Self.outcome) { outcomes.append($0) }
        #expect(outcomes == numbers.map(Self.outcome))
        #expect(outcomes.filter { $0.count > 1 }.count == numbers.filter { $0 % 3 == 0 }.count)
    }

    @Test func anEmptySuiteCallsNothing() {
        var calls = 0
        ScenarioSuite.forEach([Int](), threads: 2, work: { $0 }) { _ in calls += 1 }
        #expect(calls == 0)
        #expect(ScenarioSuite.defaultThreads >= 1)
    }
    /// What `body` throws to stop a suite.
    struct Stop: Error {}

    @Test(arguments: [1, 2, 4])
    func aThrowingBodyStopsTheSuiteAndItsErrorComesOut(_ threads: Int) {
        let numbers = Array(0..<(ScenarioSuite.itemsPerThread * 4 * threads))
        let started = Atomic<Int>(0)
        var received: [Int] = []
        #expect(throws: Stop.self) {
            try ScenarioSuite.forEach(numbers, threads: threads, work: { number in
                started.add(1, ordering: .relaxed)
                return number
            }) { number in
                if number == 10 { throw Stop() }
                received.append(number)
            }
        }
        #expect(received == Array(0..<10))
        // Nothing starts beyond the window of items a thread may finish ahead of the one handed back.
        #expect(started.load(ordering: .relaxed) <= 11 + threads * ScenarioSuite.itemsPerThread)
    }

    /// A file of `scenarios` scenarios, each touching and toggling switches of a shared screen, some failing, and
    /// enough steps that the runner shares them over threads.
    static func bigFile(scenarios: Int, switchesPerScenario: Int) -> String {
        var text = "screen \"Big\"\n"
        for index in 0..<(scenarios * switchesPerScenario) { text += "  switch \"S\(index)\" off\n" }
        for scenario in 0..<scenarios {
            text += "\nscenario \"Part \(scenario)\"\n  using voiceover, talkback\n"
            for index in (scenario * switchesPerScenario)..<((scenario + 1) * switchesPerScenario) {
                text += "  touch \"S\(index)\"\n"
                text += "  double tap -> \"\(index % 97 == 0 ? "off" : "on")\"\n"
                text += "  expect \"S\(index)\" is on\n"
            }
        }
        return text
    }

    @Test(arguments: [2, 3, 8])
    func aBigFilesScenariosRunOnThreadsWithTheResultsOfOneThreadInOrder(_ threads: Int) {
        let file = ScenarioFile(parsing: Self.bigFile(scenarios: 24, switchesPerScenario: 50), file: "big.scenario")
        #expect(!file.hasErrors)
        let stepRuns = file.scenarios.reduce(0) { $0 + $1.steps.count * $1.readers.count }
        #expect(stepRuns >= ScenarioRunner.stepRunsWorthSharing)
        var alone: [ScenarioResult] = []
        ScenarioRunner.run(file, keeping: .failures, threads: 1) { alone.append($0) }
        var shared: [ScenarioResult] = []
        ScenarioRunner.run(file, keeping: .failures, threads: threads) { shared.append($0) }
        #expect(shared == alone)
        #expect(alone.map(\.name) == (0..<24).map { "Part \($0)" })
        #expect(alone.filter { !$0.passed }.count == Set((0..<1_200).filter { $0 % 97 == 0 }.map { $0 / 50 }).count)
        var everything: [ScenarioResult] = []
        ScenarioRunner.run(file, threads: threads) { everything.append($0) }
        #expect(everything == ScenarioRunner.run(file).scenarios)
    }
    /// `sharesWork` says whether a file's step runs reach the threshold, on either side of it.
    @Test(arguments: [(1, 1, false), (24, 50, true), (0, 0, false)])
    func aFileSharesWorkWhenItsStepRunsReachTheThreshold(_ scenarios: Int, _ switches: Int, _ shares: Bool) {
        let file = ScenarioFile(parsing: Self.bigFile(scenarios: scenarios, switchesPerScenario: switches), file: "f.scenario")
        let stepRuns = file.scenarios.reduce(0) { $0 + $1.steps.count * $1.readers.count }
        #expect(ScenarioRunner.sharesWork(file) == (stepRuns >= ScenarioRunner.stepRunsWorthSharing))
        #expect(ScenarioRunner.sharesWork(file) == shares)
    }

    /// A file of `scenarios` scenarios that each open and close dialogs of one screen (so the dialogs' own orders are
    /// built, once, by whichever thread opens one first) and touch outside them, with enough steps to be shared.
    static func dialogFile(scenarios: Int, dialogs: Int) -> String {
        var text = "screen \"Dialogs\"\n"
        for index in 0..<dialogs {
            text += "  button \"Open \(index)\" opens d\(index)\n"
            text += "  dialog \"Dialog \(index)\" id d\(index)\n    button \"OK \(index)\" closes\n    switch \"Inside \(index)\" off\n"
        }
        for scenario in 0..<scenarios {
            text += "\nscenario \"Round \(scenario)\"\n  using voiceover, talkback\n"
            for step in 0..<30 {
                let dialog = (scenario * 7 + step) % dialogs
                text += "  touch \"Open \(dialog)\"\n  double tap\n  swipe right\n  swipe right\n  double tap\n"
                text += "  touch \"Open \((dialog + 1) % dialogs)\"\n  touch \"OK \(dialog)\"\n  double tap\n"
            }
        }
        return text
    }

    @Test(arguments: [2, 8])
    func scenariosOpeningDialogsRunOnThreadsAsOnOne(_ threads: Int) {
        let text = Self.dialogFile(scenarios: 16, dialogs: 12)
        let alone = ScenarioRunner.run(ScenarioFile(parsing: text, file: "dialogs.scenario"))
        #expect(alone.scenarios.count == 16)
        var shared: [ScenarioResult] = []
        // A fresh parse: its compiled screen has built no dialog's order yet, so the threads build them.
        ScenarioRunner.run(ScenarioFile(parsing: text, file: "dialogs.scenario"), threads: threads) { shared.append($0) }
        #expect(shared == alone.scenarios)
        #expect(alone.scenarios.allSatisfy { $0.steps.allSatisfy { $0.runs.count == 2 } })
    }
}
