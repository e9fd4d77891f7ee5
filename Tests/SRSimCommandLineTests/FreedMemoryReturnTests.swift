import Foundation
import Testing
@testable import SRSimCommandLine

/// Giving big freed blocks back to the system (``FreedMemoryReturn``) changes where memory comes from, never what a
/// command prints.
@Suite struct FreedMemoryReturnTests {
    /// Each command, on a bundled file and on one whose lists are big enough to get mappings of their own, prints the
    /// same bytes and exit code before and after the threshold is fixed.
    @Test(arguments: [
        ["run", "Scenarios/alert-dialog.scenario"],
        ["order", "Scenarios/radio-button.scenario"],
        ["transcript", "Scenarios/expandable.scenario"],
        ["run", "big"],
    ])
    func aCommandPrintsTheSameOutputWithBigBlocksGivenBack(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        // About 60,000 elements: the element list and the parsed lines are megabytes, each above the threshold.
        let rows = String(repeating: "  switch \"Wi-Fi\" on\n  text \"Caption\"\n", count: 30_000)
        let big = try folder.write("big.scenario", "screen \"Big\"\n" + rows
            + "scenario \"First\"\n  using VoiceOver\n  swipe right -> \"Wi-Fi, on, switch button\"\n")
        let paths = arguments.dropFirst().map { $0 == "big" ? big : Sample.packageRoot + "/" + $0 }
        let command = [arguments[0]] + paths
        let before = SRSim.run(command)
        FreedMemoryReturn.enable()
        let after = SRSim.run(command)
        #expect(after.stdout == before.stdout)
        #expect(after.stderr == before.stderr)
        #expect(after.exitCode == before.exitCode)
        #expect(!before.stdout.isEmpty)
    }

    /// On Linux, glibc takes the threshold (a `mallopt` that refused it would leave the defaults silently).
    @Test func glibcTakesTheThreshold() {
        #if os(Linux)
        #expect(FreedMemoryReturn.enable())
        #endif
    }
}
