import ScreenReaderSim
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
}
