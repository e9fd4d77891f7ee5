import Foundation
import Testing
@testable import SRSimCommandLine

@Suite struct ColourTests {
    static let escape = "\u{1B}["

    private func run(_ sample: String, _ extra: [String] = [], environment: [String: String] = [:],
                     isTerminal: Bool) throws -> CommandResult {
        let folder = try TemporaryFolder()
        let path = try folder.write("file.scenario", sample)
        return SRSim.run(["run", path] + extra, environment: environment, isTerminal: isTerminal)
    }

    @Test func passAndFailAreColouredOnATerminal() throws {
        let passing = try run(Sample.passing, isTerminal: true)
        #expect(passing.stdout.hasPrefix("\u{1B}[32mPASS\u{1B}[0m "))
        #expect(passing.stdout.hasSuffix("\u{1B}[32m1 passed, 0 failed\u{1B}[0m\n"))
        let failing = try run(Sample.failing, isTerminal: true)
        #expect(failing.stdout.hasPrefix("\u{1B}[1;31mFAIL\u{1B}[0m "))
        #expect(failing.stdout.hasSuffix("\u{1B}[1;31m0 passed, 2 failed\u{1B}[0m\n"))
    }

    @Test func diagnosticsAreColouredOnATerminal() throws {
        let result = try run(Sample.broken, isTerminal: true)
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains(":2:3: \u{1B}[1;31merror:\u{1B}[0m unknown element kind"))
    }

    @Test func noColourWhenNotATerminal() throws {
        for sample in [Sample.passing, Sample.failing, Sample.broken] {
            let result = try run(sample, isTerminal: false)
            #expect(!result.stdout.contains(Self.escape))
            #expect(!result.stderr.contains(Self.escape))
        }
    }

    @Test(arguments: ["1", "", "0"])
    func noColourWhenNoColorIsSetToAnything(value: String) throws {
        for sample in [Sample.passing, Sample.failing, Sample.broken] {
            let result = try run(sample, environment: ["NO_COLOR": value], isTerminal: true)
            #expect(!result.stdout.contains(Self.escape))
            #expect(!result.stderr.contains(Self.escape))
        }
    }

    @Test func noColourWithTheNoColorFlag() throws {
        for sample in [Sample.passing, Sample.failing, Sample.broken] {
            let result = try run(sample, ["--no-color"], isTerminal: true)
            #expect(result.exitCode != .usage)
            #expect(result.stdout.contains(" passed, "))
            #expect(!result.stdout.contains(Self.escape))
            #expect(!result.stderr.contains(Self.escape))
        }
    }

    @Test func colourChangesNothingButTheCodes() throws {
        let folder = try TemporaryFolder()
        for sample in [Sample.passing, Sample.failing, Sample.broken] {
            let path = try folder.write("file.scenario", sample)
            let plain = SRSim.run(["run", path], isTerminal: false)
            let coloured = SRSim.run(["run", path], isTerminal: true)
            #expect(strip(coloured.stdout) == plain.stdout)
            #expect(strip(coloured.stderr) == plain.stderr)
            #expect(coloured.exitCode == plain.exitCode)
        }
    }

    @Test func otherCommandsStayPlainWithNoColor() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("file.scenario", Sample.failing)
        for command in ["transcript", "order"] {
            let coloured = SRSim.run([command, path], isTerminal: true)
            let plain = SRSim.run([command, path, "--no-color"], isTerminal: true)
            #expect(!plain.stdout.contains(Self.escape))
            #expect(strip(coloured.stdout) == plain.stdout)
        }
        let usage = SRSim.run(["run", "--recrod", path], isTerminal: true)
        #expect(usage.stderr.hasPrefix("\u{1B}[1;31mError:\u{1B}[0m "))
        #expect(!SRSim.run(["run", "--recrod", path], environment: ["NO_COLOR": "1"], isTerminal: true)
            .stderr.contains(Self.escape))
    }

    @Test func transcriptOrderAndLiveAreColouredOnATerminal() throws {
        let folder = try TemporaryFolder()
        let failing = try folder.write("fail.scenario", Sample.failing)
        let frames = try folder.write("frames.scenario", OrderCommandTests.frames)
        let transcript = SRSim.run(["transcript", failing], isTerminal: true).stdout
        #expect(transcript.contains("\u{1B}[1m       VoiceOver says: \"OK, button\"\u{1B}[0m"))
        #expect(transcript.contains("\u{1B}[1;31m       ✗ expected \"Cancel, button\""))
        let order = SRSim.run(["order", frames], isTerminal: true).stdout
        #expect(order.contains("\u{1B}[1;33m* 1  First, button"))
        let typed = TypedLines(["swipe right -> \"OK, button\"", "swipe right -> \"no\""])
        let live = SRSim.run(["live", failing], isTerminal: true, input: typed.next).stdout
        #expect(live.contains("\u{1B}[32m✓ as expected\u{1B}[0m"))
        #expect(live.contains("\u{1B}[1;31m✗ expected \"no\"\u{1B}[0m"))
        let plainLive = SRSim.run(["live", failing, "--no-color"], isTerminal: true,
                                  input: TypedLines(["swipe right -> \"no\""]).next)
        #expect(plainLive.exitCode == .failure)
        #expect(plainLive.stdout.contains("  ✗ expected \"no\"\n"))
        #expect(!plainLive.stdout.contains(Self.escape))
    }

    /// The text without ANSI colour codes.
    private func strip(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
