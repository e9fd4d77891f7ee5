import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SRSimCommandLine

@Suite struct RunCommandTests {
    @Test func passingFileExitsZeroWithPassLinesAndSummary() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("pass.scenario", Sample.passing)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .success)
        #expect(result.stdout == """
        PASS \(path): Both (VoiceOver, TalkBack)
        1 passed, 0 failed

        """)
        #expect(result.stderr == "")
    }

    @Test func failingExpectationExitsOneWithFileLineStepExpectedAndActual() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("fail.scenario", Sample.failing)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .failure)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "FAIL \(path): Wrong speech (VoiceOver)",
            "  \(path):7: expected \"Cancel, button\" but VoiceOver said \"OK, button\"",
            "    7 |   swipe right -> \"Cancel, button\"",
            "    expected: \"Cancel, button\"",
            "    actual:   \"OK, button\"",
            "               ^ first difference: \"OK\" where \"Cancel\" was expected",
            "FAIL \(path): Wrong state (VoiceOver)",
        ])
        #expect(result.stdout.hasSuffix("0 passed, 2 failed\n"))
    }

    @Test func failingCheckNamesTheLineAndTheState() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("fail.scenario", Sample.failing)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("""
        FAIL \(path): Wrong state (VoiceOver)
          \(path):11: expected "Sound" to be off, but it is on (VoiceOver)
            11 |   expect "Sound" is off

        """))
    }

    @Test func parseErrorsExitTwoWithCaretAndRunNothingOfThatFileButOthersRun() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("a-bad.scenario", Sample.broken)
        let good = try folder.write("b-pass.scenario", Sample.passing)
        let result = SRSim.run(["run", bad, good])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.contains("""
        \(bad):2:3: error: unknown element kind 'buton'
        """))
        #expect(result.stderr.contains("""
           2 |   buton "OK"
             |   ^~~~~
        """))
        #expect(result.stderr.contains("1 error in \(bad); nothing in it was run."))
        // Nothing of the broken file ran: its scenario "X" appears nowhere; the good file still ran.
        #expect(!result.stdout.contains(": X ("))
        #expect(result.stdout == """
        PASS \(good): Both (VoiceOver, TalkBack)
        1 file could not be parsed and did not run.
        1 passed, 0 failed

        """)
    }

    @Test func missingPathExits66AndTheOtherPathsStillRun() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("pass.scenario", Sample.passing)
        let missing = folder.path + "/nowhere.scenario"
        let result = SRSim.run(["run", missing, good])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.stderr == "error: cannot open input \(missing): no such file or folder\n")
        #expect(result.stdout.contains("PASS \(good): Both"))
    }

    @Test func foldersAreSearchedRecursivelyForScenarioFilesInSortedOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.scenario", Sample.passing)
        try folder.write("a/z.scenario", Sample.passing)
        try folder.write("a/deeper/m.scenario", Sample.passing)
        try folder.write("c.txt", "not a scenario")
        try folder.write("a/notes.md", "# notes")
        let result = SRSim.run(["run", folder.path])
        #expect(result.exitCode == .success)
        let ran = result.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map {
            String($0.dropFirst("PASS ".count).prefix { $0 != ":" })
        }
        #expect(ran == ["a/deeper/m.scenario", "a/z.scenario", "b.scenario"].map { folder.path + "/" + $0 })
        #expect(result.stdout.hasSuffix("3 passed, 0 failed\n"))
    }

    @Test func crlfFilesShowCleanSourceLinesInFailuresAndDiagnostics() throws {
        let folder = try TemporaryFolder()
        let failing = try folder.write("crlf.scenario", Sample.failing.replacingOccurrences(of: "\n", with: "\r\n"))
        let broken = try folder.write("bad.scenario", Sample.broken.replacingOccurrences(of: "\n", with: "\r\n"))
        let result = SRSim.run(["run", failing, broken])
        #expect(result.exitCode == .parseError)
        #expect(!result.stdout.contains("\r"))
        #expect(!result.stderr.contains("\r"))
        #expect(result.stdout.contains("    7 |   swipe right -> \"Cancel, button\"\n"))
        #expect(result.stderr.contains("   2 |   buton \"OK\"\n     |   ^~~~~\n"))
    }

    @Test func aFolderNamedLikeAScenarioIsSearchedNotRead() throws {
        let folder = try TemporaryFolder()
        let inner = try folder.write("odd.scenario/inner.scenario", Sample.passing)
        let result = SRSim.run(["run", folder.path])
        #expect(result.exitCode == .success)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        PASS \(inner): Both (VoiceOver, TalkBack)
        1 passed, 0 failed

        """)
    }

    @Test func aFolderPathWithATrailingSlashGivesCleanPaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.scenario", Sample.passing)
        let result = SRSim.run(["run", folder.path + "/"])
        #expect(result.stdout.hasPrefix("PASS \(folder.path)/a.scenario: "))
    }

    @Test func aFolderWithoutScenarioFilesIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("readme.txt", "nothing here")
        let result = SRSim.run(["run", folder.path])
        #expect(result.exitCode == .cannotOpenInput)
        #expect(result.stderr.contains("no *.scenario files in this folder"))
    }

    @Test func parseErrorWinsOverFailure() throws {
        let folder = try TemporaryFolder()
        let failing = try folder.write("fail.scenario", Sample.failing)
        let broken = try folder.write("bad.scenario", Sample.broken)
        for order in [[failing, broken], [broken, failing]] {
            let result = SRSim.run(["run"] + order)
            #expect(result.exitCode == .parseError)
            #expect(result.stdout.contains("FAIL \(failing): Wrong speech"))
            #expect(result.stdout.hasSuffix("0 passed, 2 failed\n"))
        }
    }

    @Test func jsonReportHasCountsFilesDiagnosticsAndFailures() throws {
        let folder = try TemporaryFolder()
        let failing = try folder.write("fail.scenario", Sample.failing)
        let broken = try folder.write("bad.scenario", Sample.broken)
        let passing = try folder.write("pass.scenario", Sample.passing)
        let result = SRSim.run(["run", "--format", "json", failing, broken, passing])
        #expect(result.exitCode == .parseError)
        #expect(!result.stdout.contains("PASS"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["passed"] as? Int == 1)
        #expect(root["failed"] as? Int == 2)
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == [failing, broken, passing])
        #expect(files.map { $0["parsed"] as? Bool } == [true, false, true])

        let diagnostics = try #require(files[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["column"] as? Int == 3)
        #expect(diagnostics.first?["suggestion"] as? String == "button")
        #expect((diagnostics.first?["id"] as? String)?.isEmpty == false)
        #expect((files[1]["scenarios"] as? [Any])?.isEmpty == true)

        let scenarios = try #require(files[0]["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["name"] as? String } == ["Wrong speech", "Wrong state"])
        #expect(scenarios.map { $0["passed"] as? Bool } == [false, false])
        let speech = try #require((scenarios[0]["failures"] as? [[String: Any]])?.first)
        #expect(speech["line"] as? Int == 7)
        #expect(speech["reader"] as? String == "voiceover")
        #expect(speech["expected"] as? [String] == ["Cancel, button"])
        #expect(speech["actual"] as? [String] == ["OK, button"])
        #expect(speech["message"] as? String == "expected \"Cancel, button\" but VoiceOver said \"OK, button\"")
        let check = try #require((scenarios[1]["failures"] as? [[String: Any]])?.first)
        #expect(check["line"] as? Int == 11)
        #expect(check["expected"] == nil)

        let passed = try #require((files[2]["scenarios"] as? [[String: Any]])?.first)
        #expect(passed["readers"] as? [String] == ["voiceover", "talkback"])
        #expect(passed["passed"] as? Bool == true)
    }

    @Test func jsonReportIsDeterministic() throws {
        let folder = try TemporaryFolder()
        try folder.write("fail.scenario", Sample.failing)
        try folder.write("bad.scenario", Sample.broken)
        try folder.write("sub/pass.scenario", Sample.passing)
        let first = SRSim.run(["run", "--format", "json", folder.path])
        let second = SRSim.run(["run", "--format", "json", folder.path])
        #expect(Data(first.stdout.utf8) == Data(second.stdout.utf8))
        #expect(first == second)
    }

    @Test func junitReportIsWellFormedWithTheRightCounts() throws {
        let folder = try TemporaryFolder()
        let failing = try folder.write("fail.scenario", Sample.failing)
        let passing = try folder.write("pass.scenario", Sample.passing)
        let broken = try folder.write("bad.scenario", Sample.broken)
        let report = folder.path + "/report.xml"
        let result = SRSim.run(["run", "--junit", report, failing, passing, broken])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout.hasSuffix("1 passed, 2 failed\n"))

        let data = try #require(folder.data("report.xml"))
        let collector = JUnitCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")

        let root = try #require(collector.elements.first)
        #expect(root.name == "testsuites")
        #expect(root.attributes["tests"] == "5")
        #expect(root.attributes["failures"] == "2")
        #expect(root.attributes["errors"] == "1")
        let suites = collector.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] } == [failing, passing, broken])
        #expect(suites.map { $0.attributes["tests"] } == ["2", "2", "1"])
        #expect(suites.map { $0.attributes["failures"] } == ["2", "0", "0"])
        #expect(suites.map { $0.attributes["errors"] } == ["0", "0", "1"])
        let cases = collector.elements.filter { $0.name == "testcase" }.compactMap { $0.attributes["name"] }
        #expect(cases.contains("Wrong speech (VoiceOver)"))
        #expect(cases.contains("Both (VoiceOver)"))
        #expect(cases.contains("Both (TalkBack)"))
        let failure = try #require(collector.elements.first { $0.name == "failure" })
        #expect(failure.attributes["message"]
            == "\(failing):7: expected \"Cancel, button\" but VoiceOver said \"OK, button\"")
        #expect(collector.elements.filter { $0.name == "failure" }.count == 2)
        let error = try #require(collector.elements.first { $0.name == "error" })
        #expect(error.attributes["message"]?.hasPrefix("\(broken):2:3: error: unknown element kind 'buton'") == true)
    }

    @Test func junitReportOfAPassingRunHasNoFailures() throws {
        let folder = try TemporaryFolder()
        let passing = try folder.write("pass.scenario", Sample.passing)
        let report = folder.path + "/junit.xml"
        let result = SRSim.run(["run", passing, "--junit", report])
        #expect(result.exitCode == .success)
        let collector = JUnitCollector()
        let parser = XMLParser(data: try #require(folder.data("junit.xml")))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.elements.first?.attributes["tests"] == "2")
        #expect(collector.elements.first?.attributes["failures"] == "0")
        #expect(collector.elements.first?.attributes["errors"] == "0")
    }

    @Test func anUnwritableJUnitPathIsReported() throws {
        let folder = try TemporaryFolder()
        let passing = try folder.write("pass.scenario", Sample.passing)
        let result = SRSim.run(["run", passing, "--junit", folder.path + "/no/such/folder/report.xml"])
        #expect(result.exitCode != .success)
        #expect(result.stderr.contains("cannot write the JUnit report"))
    }
}

/// Every element of an XML document, in document order, with its attributes.
final class JUnitCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    private(set) var elements: [Element] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict))
    }
}
