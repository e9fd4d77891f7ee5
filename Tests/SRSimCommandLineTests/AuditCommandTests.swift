import Foundation
import Testing
@testable import SRSimCommandLine

/// `srsim audit`: findings grouped by file with the announcement that proves each, exit codes, formats, `--explain`.
@Suite struct AuditCommandTests {
    static let defective = """
        screen "Settings"
          text "Wi-Fi"
          switch ""
          switch "Bluetooth switch"
        """

    static let clean = """
        screen "Settings"
          row
            text "Wi-Fi"
            switch "Wi-Fi"
        """

    @Test func findingsAreGroupedByFileWithTheAnnouncementThatProvesThemAndErrorsExitOne() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("a/bad.scenario", Self.defective)
        let good = try folder.write("b/good.scenario", Self.clean)
        let result = SRSim.run(["audit", folder.path])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("\(bad): 2 errors, 1 warning\n"))
        #expect(result.stdout.contains("\(bad):3:3: error: [SRS001] the switch has no name"))
        #expect(result.stdout.contains("  VoiceOver says: \"off, switch button, double tap to toggle setting\"\n"))
        #expect(result.stdout.contains("  TalkBack says: \"Off, switch, double tap to toggle\"\n"))
        #expect(result.stdout.contains("\(bad):4:3: warning: [SRS003]"))
        #expect(result.stdout.contains("\(good): clean\n"))
        #expect(result.stdout.hasSuffix("Audited 2 files: 2 errors, 1 warning\n"))
        let badAt = try #require(result.stdout.range(of: "\(bad):"))
        let goodAt = try #require(result.stdout.range(of: "\(good):"))
        #expect(badAt.lowerBound < goodAt.lowerBound)
    }

    @Test func aCleanFileExitsZero() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("good.scenario", Self.clean)
        let result = SRSim.run(["audit", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == "\(path): clean\nAudited 1 file: no findings\n")
    }

    @Test func onlyWarningsExitZero() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("warn.scenario", "screen \"S\"\n  switch \"Bluetooth switch\"\n")
        let result = SRSim.run(["audit", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("warning: [SRS003]"))
    }

    @Test func sarifPointsAtTheScenarioFileLine() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Self.defective)
        let result = SRSim.run(["audit", path, "--format", "sarif"])
        #expect(result.exitCode == .failure)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let first = try #require(results.first { $0["ruleId"] as? String == "SRS001" })
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String != nil)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
    }

    @Test func explainingAnUnknownCheckIsAUsageErrorWithASuggestion() {
        let result = SRSim.run(["audit", "--explain", "SRS01"])
        #expect(result.exitCode == .usage)
        #expect(result.stderr.contains("No audit check is called 'SRS01'. Did you mean 'SRS001'?"))
        let byName = SRSim.run(["audit", "--explain", "unnamed-control"])
        #expect(byName.exitCode == .success)
        #expect(byName.stdout.hasPrefix("SRS001 unnamed-control"))
    }

    @Test func theBundledScenariosAuditClean() throws {
        let root = ExampleDocumentationTests.root.path
        let result = SRSim.run(["audit", root + "/Scenarios"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.hasSuffix("no findings\n"))
    }
    @Test func explainPrintsARuleAndExitsZero() {
        let result = SRSim.run(["audit", "--explain", "SRS001"])
        #expect(result.exitCode == .success)
        #expect(result.stdout.contains("SRS001"))
    }

    @Test func aFileWithParseErrorsExitsTwo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.scenario", Sample.broken)
        let result = SRSim.run(["audit", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("\(path):2:3: error: "))
    }

    @Test func aMissingPathExits66() throws {
        let folder = try TemporaryFolder()
        #expect(SRSim.run(["audit", folder.path + "/none.scenario"]).exitCode == .cannotOpenInput)
    }

    @Test(arguments: ["json", "sarif"])
    func machineFormatsAreValidJSONAndDeterministic(format: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pass.scenario", Sample.passing)
        let result = SRSim.run(["audit", path, "--format", format])
        #expect(result.exitCode == .success || result.exitCode == .failure)
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
        #expect(SRSim.run(["audit", path, "--format", format]) == result)
    }
}
