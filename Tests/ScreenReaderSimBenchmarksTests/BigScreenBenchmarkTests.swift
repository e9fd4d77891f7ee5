import Foundation
import ScreenReaderSim
@testable import ScreenReaderSimBenchmarks
import Testing

/// Issue 24 B1: the screen-heavy file `srsim run` is timed on as a process, and the child process measurement.
@Suite struct ScreenHeavyFileTests {
    /// Sizes from the smallest file (three sections, whatever the size asked) to a few hundred sections.
    static let sizes = [0, 1_000, 60_000]

    @Test(arguments: sizes)
    func theFileParsesAndItsScenarioPassesOnBothReaders(bytes: Int) {
        let text = ScreenHeavyFile.text(bytes: bytes)
        let file = ScenarioFile(parsing: text, file: "big-screen.scenario")
        #expect(!file.hasErrors, "\(file.renderedDiagnostics)")
        var results: [(passed: Bool, readers: [ReaderKind])] = []
        ScenarioRunner.run(file, keeping: .failures) { results.append(($0.passed, $0.readers)) }
        #expect(results.map(\.passed) == [true], "one scenario")
        #expect(results.first?.readers == [.voiceOver, .talkBack])
    }

    @Test(arguments: sizes)
    func itsElementLinesAreTwentyASectionAndItsSizeIsAboutTheOneAsked(bytes: Int) {
        let text = ScreenHeavyFile.text(bytes: bytes)
        let sections = ScreenHeavyFile.sections(bytes: bytes)
        let screenPart = text.split(separator: "\nscenario ", maxSplits: 1)[0]
        let elementLines = screenPart.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(elementLines.count == sections * ScreenHeavyFile.elementLinesPerSection)
        #expect(sections == max(3, bytes / ScreenHeavyFile.section(1_000).utf8.count))
        if sections > 3 { #expect(abs(text.utf8.count - bytes) < bytes / 10) }
    }

    @Test func theWrittenFileIsTheTextByteForByte() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-heavy-\(getpid()).scenario").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Big enough to be written in several pieces (each about 256 KiB).
        let bytes = 700_000
        let written = try ScreenHeavyFile.write(toFile: path, bytes: bytes)
        let text = ScreenHeavyFile.text(bytes: bytes)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(text.utf8))
        #expect(written.bytes == text.utf8.count)
        #expect(written.elementLines == ScreenHeavyFile.sections(bytes: bytes) * ScreenHeavyFile.elementLinesPerSection)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-heavy-link-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.scenario").path
        let link = folder.appendingPathComponent("link.scenario").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try ScreenHeavyFile.write(toFile: link, bytes: 1_000)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data(ScreenHeavyFile.text(bytes: 1_000).utf8))
    }

    @Test func writingWhereNoFileCanBeMadeThrows() {
        #expect(throws: (any Error).self) {
            try ScreenHeavyFile.write(toFile: "/no-such-folder-\(getpid())/big.scenario", bytes: 1_000)
        }
    }
}

@Suite struct ChildProcessRunTests {
    @Test(arguments: [("exit 0", true), ("exit 3", false), ("kill -9 $$", false)])
    func succeedsOnlyWhenTheChildExitsWithZero(script: String, succeeds: Bool) throws {
        let run = try ChildProcessRun.run(["/bin/sh", "-c", script])
        #expect(run.succeeded == succeeds)
    }

    @Test func aMissingExecutableDoesNotStartAndSaysWhy() {
        let missing = "/no-such-program-\(getpid())"
        #expect {
            try ChildProcessRun.run([missing])
        } throws: { error in
            #if os(Linux)
            return "\(error)" == "could not start \(missing): No such file or directory"
            #else
            return "\(error)" == "could not start \(missing)"
            #endif
        }
        #expect(throws: BenchmarkError.self) { try ChildProcessRun.run([]) }
    }

    @Test func theChildsCPUTimeIsCounted() throws {
        let run = try ChildProcessRun.run(["/bin/sh", "-c", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done"])
        #expect(run.succeeded)
        #expect(run.cpuNanoseconds > 0)
    }

    #if os(Linux)
    /// A child smaller than this test process would report this process's peak as its own; it is not taken as the
    /// child's.
    @Test func aSmallChildsPeakIsNotMistakenForThisProcesss() throws {
        let run = try ChildProcessRun.run(["/bin/sh", "-c", "exit 0"])
        #expect(run.peakResidentBytes == nil)
    }
    #endif
}

@Suite struct BigScreenBenchmarkTests {
    /// Stand-ins for `srsim`: programs that exit with 0 or 1 whatever they are asked. (A script written by the test
    /// would race the other tests' child processes: one started while the script is open for writing keeps it open,
    /// and starting the script then fails with "text file busy".)
    static let succeeding = "/usr/bin/true"
    static let failing = "/usr/bin/false"

    @Test func timesEachRunAndReportsTheMedianTheFastestAndTheThroughput() throws {
        var figures: [Figure] = []
        try BigScreenBenchmark(bytes: 60_000, runs: 3, srsim: Self.succeeding).run { figures.append($0) }
        let names = figures.map(\.name)
        for name in ["big screen file size", "big screen element lines", "big screen srsim run, CPU time (user and system, median)",
                     "big screen srsim run, CPU time (fastest)", "big screen srsim run throughput (median)"] {
            #expect(names.contains(name), "\(name)")
        }
        let lines = try #require(figures.first { $0.name == "big screen element lines" })
        #expect(lines.value == Double(ScreenHeavyFile.sections(bytes: 60_000) * ScreenHeavyFile.elementLinesPerSection))
        // The stand-in is far smaller than this test process, so its peak cannot be told from this process's.
        #if os(Linux)
        #expect(names.contains("big screen srsim run peak memory not measured (not above this process's own)"))
        #endif
    }

    @Test func aRunThatFailsIsAnError() throws {
        #expect(throws: BenchmarkError.self) {
            try BigScreenBenchmark(bytes: 1_000, runs: 1, srsim: Self.failing).run { _ in }
        }
    }

    @Test func withoutAnSRSimExecutableOneLineSaysItIsSkipped() throws {
        var figures: [Figure] = []
        try BigScreenBenchmark(bytes: 1_000, runs: 1, srsim: nil).run { figures.append($0) }
        #expect(figures.map(\.name) == ["big screen skipped (no srsim executable beside srsim-benchmarks; --srsim=PATH names one)"])
    }

    @Test func theSRSimBesideAnExecutableIsFoundOnlyWhenItIsThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-beside-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let benchmarks = folder.appendingPathComponent("srsim-benchmarks").path
        #expect(Benchmarks.srsim(beside: benchmarks) == nil)
        let srsim = folder.appendingPathComponent("srsim").path
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: srsim))
        #expect(Benchmarks.srsim(beside: benchmarks) == nil, "not executable")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: srsim)
        #expect(Benchmarks.srsim(beside: benchmarks) == srsim)
    }
}
