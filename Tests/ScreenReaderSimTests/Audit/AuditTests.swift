import ScreenReaderSim
import Testing

/// The auditor: running every check per platform, merging, ordering, and the rules' explanations.
@Suite struct AuditTests {
    @Test func walkthroughScreenHasNoFindings() {
        #expect(Audit.run(screen: AuditTestScreens.walkthrough).isEmpty)
    }

    @Test func brokenScreenWithEveryFixAppliedHasNoFindings() {
        let findings = Audit.run(screen: AuditTestScreens.corrected)
        #expect(findings.isEmpty, "\(AuditReport.text(findings: findings, file: "Corrected"))")
    }

    @Test func everySeedCheckButTheOrderCycleFiresOnTheBrokenScreen() {
        let fired = Set(Audit.run(screen: AuditTestScreens.broken).map(\.checkID))
        let seedChecks = Audit.rules.filter { $0.seed.origin == "seeds/" }.map(\.id)
        // SRS022 (`opens` naming no dialog) is, like a cycle, an error in a scenario file: see LayerAuditTests.
        // SRS024 (a stop that says nothing) has its own screens: see SilentStopTests.
        #expect(fired == Set(seedChecks).subtracting(["SRS012", "SRS022", "SRS024"]))
    }

    @Test func brokenScreenMatchesItsScenarioLineForLine() {
        let lines = AuditTestScreens.brokenScenario.split(separator: "\n", omittingEmptySubsequences: false)
        for finding in Audit.run(screen: AuditTestScreens.broken) {
            guard let location = finding.location, lines.indices.contains(location.line - 1) else {
                Issue.record("\(finding.checkID) has no line in the scenario")
                continue
            }
            let line = lines[location.line - 1]
            let keyword = line.dropFirst(location.column - 1).prefix { $0 != " " }
            #expect(keyword == Substring(finding.element.kind.keyword), "line \(location.line): \(line)")
        }
    }

    @Test func checksHaveStableUniqueIDsInOrder() {
        #expect(Audit.checks == (1...24).map { "SRS" + String(repeating: "0", count: $0 < 10 ? 2 : 1) + String($0) })
        #expect(Set(Audit.rules.map(\.name)).count == Audit.rules.count)
        #expect(Audit.rules.allSatisfy { $0.name.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    @Test func findingsBothPlatformsShareAreMergedWithBothAnnouncementsVoiceOverFirst() throws {
        let findings = Audit.run(screen: AuditTestScreens.screen { Switch("") })
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.platform == nil)
        #expect(finding.platformDescription == "both platforms")
        #expect(finding.announcements.map(\.reader) == [.voiceOver, .talkBack])
    }

    @Test func findingsAreOrderedByLocationThenCheckID() {
        let findings = Audit.run(screen: AuditTestScreens.broken)
        let keys = findings.map { ($0.location?.line ?? .max, $0.location?.column ?? .max, $0.checkID) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(findings.allSatisfy { $0.location?.file == AuditTestScreens.brokenFile })
    }

    @Test func runningTwiceGivesTheSameFindings() {
        #expect(Audit.run(screen: AuditTestScreens.broken) == Audit.run(screen: AuditTestScreens.broken))
    }

    @Test func findingsCarryTheElementLocation() throws {
        let finding = try #require(Audit.run(screen: AuditTestScreens.broken).first { $0.checkID == "SRS001" })
        #expect(finding.location == SourceLocation(file: "Broken.scenario", line: 5, column: 3))
        #expect(finding.element.location == finding.location)
    }

    @Test(arguments: ["SRS001", "srs001", "unnamed-control"])
    func ruleIsFoundByIDOrName(_ key: String) {
        #expect(Audit.rule(for: key)?.id == "SRS001")
    }

    @Test func unknownIDHasNoExplanation() {
        #expect(Audit.explanation(for: "SRS999") == nil)
        #expect(Audit.rule(for: "") == nil)
    }

    @Test(arguments: Audit.rules)
    func everyRuleExplainsItselfWithItsSeedAndExamples(_ rule: AuditRule) throws {
        let text = try #require(Audit.explanation(for: rule.id))
        #expect(text.hasPrefix("\(rule.id) \(rule.name) (\(rule.severity.rawValue))\n\(rule.title)\n"))
        #expect(text.contains("\(rule.seed.caption) (\(rule.seed.citation); \(rule.seed.section)):"))
        #expect(!text.contains("seeds/"))
        #expect(text.contains("\"\(rule.seed.quote)\""))
        #expect(text.contains("Fails:\n    screen \""))
        #expect(text.contains("Passes:\n    screen \""))
        #expect(rule.failingExample != rule.passingExample)
    }

    @Test func explanationReadsAsDocumented() {
        expectAuditSnapshot(Audit.explanation(for: "SRS004") ?? "", named: "explain-SRS004.txt")
    }
}

extension AuditTests {
    @Test func everyExplanationReadsAsDocumented() {
        let all = Audit.checks.compactMap(Audit.explanation(for:)).joined(separator: "\n")
        expectAuditSnapshot(all, named: "explain-all.txt")
    }
}
