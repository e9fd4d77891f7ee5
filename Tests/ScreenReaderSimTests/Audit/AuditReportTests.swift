import Foundation
import ScreenReaderSim
import Testing

/// Text, JSON and SARIF output.
@Suite struct AuditReportTests {
    let findings = Audit.run(screen: AuditTestScreens.broken)

    @Test func textReportMatchesTheGoldenFile() {
        expectAuditSnapshot(AuditReport.text(findings: findings, file: AuditTestScreens.brokenFile), named: "broken.txt")
    }

    @Test func jsonReportMatchesTheGoldenFile() {
        expectAuditSnapshot(AuditReport.json(findings: findings, file: AuditTestScreens.brokenFile), named: "broken.json")
    }

    @Test func sarifReportMatchesTheGoldenFile() {
        expectAuditSnapshot(AuditReport.sarif(findingsByFile: [AuditTestScreens.brokenFile: findings]), named: "broken.sarif")
    }

    @Test func textShowsLocationSeverityIDThenWhatEachReaderSaysThenTheFix() {
        let text = AuditReport.text(findings: Audit.run(screen: AuditTestScreens.screen { Switch("") }), file: "S.scenario")
        #expect(text == """
            S.scenario: error: [SRS001] unnamed switch: the switch has no name: the reader speaks its role and state but not what it is for
              VoiceOver says: "off, switch button, double tap to toggle setting"
              TalkBack says: "Off, switch, double tap to toggle"
              fix: give the switch a visible label, or `label "..."` when none is shown
              criterion: "Name, Role, State must be announced by the screen reader when focus is on the control, if it is isolated in the table row." (Toggle switch acceptance criteria, MagentaA11y native "Toggle switch")

            """)
    }

    @Test func textSaysSoWhenNoReaderSpeaksTheElement() {
        let screen = AuditTestScreens.screen { Text("Allow notifications while roaming").lineLimit(1, width: 100).hidden() }
        let text = AuditReport.text(findings: Audit.run(screen: screen), file: "S.scenario")
        #expect(text.contains("(iOS only)\n  no screen reader speaks it: it is in no focus stop\n  fix: "))
    }

    @Test func textForSeveralFilesGroupsByPathAndEndsWithASummary() {
        let one = Audit.run(screen: AuditTestScreens.screen { Switch("") })
        let two = Audit.run(screen: AuditTestScreens.screen { Switch("Wi-Fi switch") })
        let text = AuditReport.text(findingsByFile: ["b.scenario": one, "a.scenario": two])
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("a.scenario: warning: [SRS003]") == true)
        #expect(lines.contains { $0.hasPrefix("b.scenario: error: [SRS001]") })
        #expect(lines.last == "1 error, 1 warning")
        #expect(AuditReport.summary([]) == "no findings")
    }

    @Test func jsonParsesAndCountsErrorsAndWarnings() throws {
        let json = AuditReport.json(findings: findings, file: AuditTestScreens.brokenFile)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let items = try #require(object["findings"] as? [[String: Any]])
        #expect(items.count == findings.count)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == findings.count { $0.severity == .error })
        #expect(summary["warnings"] == findings.count { $0.severity == .warning })
        #expect(Set(items.compactMap { $0["platform"] as? String }).isSubset(of: ["both", "ios", "android"]))
    }

    /// Every field SARIF 2.1.0 requires of the objects the report emits, and the references between them.
    @Test func sarifHasEveryRequiredField() throws {
        let sarif = AuditReport.sarif(findingsByFile: [
            AuditTestScreens.brokenFile: findings,
            "Other dir/Clean.scenario": Audit.run(screen: AuditTestScreens.screen { Switch("") }),
        ])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["name"] as? String)?.isEmpty == false)
        #expect(driver["version"] is String)
        // informationUri is optional in SARIF 2.1.0; when given it must be an absolute URI.
        if let uri = driver["informationUri"] as? String { #expect(URL(string: uri)?.scheme != nil) }
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Audit.checks)
        for rule in rules {
            #expect(rule["name"] is String)
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "rule \(key).text")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == findings.count + 1)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            #expect(rules.indices.contains(ruleIndex) && rules[ruleIndex]["id"] as? String == ruleID)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let message = try #require(result["message"] as? [String: Any])
            #expect((message["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(!locations.isEmpty)
            for location in locations {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let artifact = try #require(physical["artifactLocation"] as? [String: Any])
                let uri = try #require(artifact["uri"] as? String)
                #expect(URL(string: uri) != nil && !uri.contains(" "))
                if let region = physical["region"] as? [String: Any] {
                    #expect((region["startLine"] as? Int ?? 0) >= 1)
                    #expect((region["startColumn"] as? Int ?? 0) >= 1)
                }
            }
        }
        let located = results.filter { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] != nil
        }
        #expect(located.count == findings.count)
    }
}
