import Foundation
import Testing
@testable import SRSimCommandLine

/// When `srsim` starts again with glibc's huge-page tunable (``HugePagedHeap``): what the variable becomes, and which
/// runs are big enough.
@Suite struct HugePagedHeapTests {
    /// The tunable is added to what the environment holds, and a value the user set for it (any value) stands.
    @Test(arguments: [
        (nil, "glibc.malloc.hugetlb=1"),
        ("", "glibc.malloc.hugetlb=1"),
        ("glibc.malloc.check=3", "glibc.malloc.check=3:glibc.malloc.hugetlb=1"),
        ("glibc.malloc.arena_max=2:glibc.malloc.check=3", "glibc.malloc.arena_max=2:glibc.malloc.check=3:glibc.malloc.hugetlb=1"),
        ("glibc.malloc.hugetlb=0", nil),
        ("glibc.malloc.hugetlb=1", nil),
        ("glibc.malloc.check=3:glibc.malloc.hugetlb=2", nil),
        ("glibc.malloc.hugetlbx=1", "glibc.malloc.hugetlbx=1:glibc.malloc.hugetlb=1"),
    ] as [(String?, String?)])
    func theTunableIsAddedUnlessTheEnvironmentNamesIt(existing: String?, expected: String?) {
        #expect(HugePagedHeap.tunables(adding: existing) == expected)
    }

    /// Only regular files named by the arguments count, options and other paths not, and together they must reach the
    /// threshold.
    @Test(arguments: [
        (["run", "big.scenario"], true),
        (["run", "small.scenario"], false),
        (["run", "small.scenario", "small.scenario", "small.scenario", "small.scenario"], true),
        (["run", "folder"], false),
        (["run", "missing.scenario"], false),
        (["run", "--junit", "small.scenario"], false),
        (["order", "--format", "json", "big.scenario"], true),
        ([], false),
    ])
    func aRunRestartsOnlyWhenItsFilesAreBig(arguments: [String], restarts: Bool) {
        let sizes = ["big.scenario": HugePagedHeap.minimumInputBytes, "small.scenario": HugePagedHeap.minimumInputBytes / 4]
        #expect(HugePagedHeap.isWorthRestarting(arguments: arguments, fileSize: { sizes[$0] }) == restarts)
    }

    /// A regular file's size is read from the file system; a folder and a missing path have none.
    @Test func aRegularFileHasASizeAndAFolderNone() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("five.scenario", "12345")
        #expect(HugePagedHeap.regularFileSize(file) == 5)
        #expect(HugePagedHeap.regularFileSize(folder.path) == nil)
        #expect(HugePagedHeap.regularFileSize(folder.path + "/missing") == nil)
    }
}

/// A real `srsim` process on an input big enough to start again prints what one that does not start again prints.
@Suite struct HugePagedHeapRestartTests {
    /// Runs the built `srsim` with `arguments` and `tunables` as `GLIBC_TUNABLES` (nil: unset); returns its exit status,
    /// standard output and standard error.
    func srsim(_ arguments: [String], tunables: String?) throws -> (Int32, String, String) {
        let executable = try #require(StandardOutputPathTests.executable, "build the tool first: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[HugePagedHeap.variable] = tunables
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    /// The file is over the threshold (mostly comment lines, so even a debug build reads it quickly); with the
    /// tunable unset `srsim` starts again, with it set to 0 it does not, and both print the same, failures included.
    @Test(arguments: [Sample.passing, Sample.passing.replacingOccurrences(of: "\"OK, button\"", with: "\"Cancel, button\"")])
    func aRestartedRunPrintsWhatAFirstStartPrints(scenario: String) throws {
        let folder = try TemporaryFolder()
        let comments = String(repeating: "# " + String(repeating: "x", count: 97) + "\n", count: HugePagedHeap.minimumInputBytes / 100 + 1)
        let path = try folder.write("big.scenario", comments + scenario)
        let restarted = try srsim(["run", path], tunables: nil)
        let firstStart = try srsim(["run", path], tunables: "glibc.malloc.hugetlb=0")
        #expect(restarted.0 == firstStart.0)
        #expect(restarted.1 == firstStart.1)
        #expect(restarted.2 == firstStart.2)
        #expect(restarted.1.contains(path))
    }
}
