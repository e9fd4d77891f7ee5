import Foundation
import Testing
@testable import SRSimCommandLine

/// Guards the shipped scenario files: every one parses and passes.
@Suite struct BundledScenarioTests {
    @Test(arguments: ["Scenarios", "Examples"])
    func everyBundledScenarioPasses(folder: String) {
        let path = Sample.packageRoot + "/" + folder
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .success, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr == "")
        #expect(!result.stdout.contains("FAIL"))
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"))
        #expect(result.stdout.contains("PASS "))
    }

    @Test func everyBundledFileHasATranscriptAndAnOrder() throws {
        let root = Sample.packageRoot
        let files = try ["Scenarios", "Examples"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)
                .filter { $0.hasSuffix(".scenario") }.sorted().map { root + "/" + folder + "/" + $0 }
        }
        #expect(files.count >= 7)
        for file in files {
            let transcript = SRSim.run(["transcript", file])
            #expect(transcript.exitCode == .success, "\(file)")
            #expect(!transcript.stdout.contains("✗"), "\(file)")
            let order = SRSim.run(["order", file])
            #expect(order.exitCode == .success, "\(file)")
            #expect(order.stdout.hasPrefix("Focus order of "), "\(file)")
        }
    }

    @Test func recordingTheBundledFilesOnlyAddsExpectations() throws {
        // Record into copies so the shipped files are never touched.
        let folder = try TemporaryFolder()
        let root = Sample.packageRoot
        for source in ["Scenarios", "Examples"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: root + "/" + source)
            where name.hasSuffix(".scenario") {
                let data = try #require(FileManager.default.contents(atPath: root + "/" + source + "/" + name))
                try folder.write(source + "-" + name, String(decoding: data, as: UTF8.self))
            }
        }
        let result = SRSim.run(["run", "--record", folder.path])
        #expect(result.exitCode == .success)
        // Steps left without an expectation get one; no written expectation is wrong, so none is updated or removed.
        #expect(!result.stdout.contains(" updated "), "\(result.stdout)")
        #expect(!result.stdout.contains(" removed "), "\(result.stdout)")
        #expect(SRSim.run(["run", folder.path]).exitCode == .success)
    }
}
