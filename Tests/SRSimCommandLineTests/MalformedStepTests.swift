import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 11, point 1: a step line that begins with `->` crashed every command (SIGILL) instead of being reported.
@Suite struct MalformedStepTests {
    static let commands: [[String]] = [["run"], ["run", "--record"], ["transcript"], ["order"], ["audit"]]

    @Test(arguments: commands)
    func anArrowWithoutItsStepIsAnErrorInEveryCommand(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("arrow.scenario", "scenario \"\"\n ->")
        let result = SRSim.run(command + [path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):2:2: error: expected a step before '->'"))
        // The other errors are reported too.
        #expect(result.stderr.contains("error: the file has no screen"))
    }

    @Test func anExpectationWrittenWithoutItsStepNamesTheStepsAndKeepsTheOtherErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("steps.scenario", """
        screen "S"
          switch "Wi-Fi"
        scenario "S"
          using voiceover
          -> "Wi-Fi"
          swipe sideways
          ->

        """)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):5:3: error: expected a step before '->'"))
        #expect(result.stderr.contains("\(path):6:9: error: unknown swipe direction 'sideways'"))
        #expect(result.stderr.contains("\(path):7:3: error: expected a step before '->'"))
        #expect(result.stderr.contains("3 errors in \(path)"))
    }
}
