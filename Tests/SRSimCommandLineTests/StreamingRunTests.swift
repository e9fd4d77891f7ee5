import Foundation
import Testing
import ScreenReaderSim
@testable import SRSimCommandLine

/// `srsim run` on many files streams them (in batches, on every core): its output must be exactly what running each
/// file on its own gives, in sorted order, with the summary, JSON and JUnit of the whole.
@Suite struct StreamingRunTests {
    /// More files than one batch holds, passing, failing, broken and unreadable, in an order that sorting changes.
    static func suite() throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder()
        let kinds = [Sample.passing, Sample.failing, Sample.passing, Sample.broken, Sample.passing]
        let count = ScenarioSuite.itemsPerThread * max(2, ScenarioSuite.defaultThreads) + 7
        var paths: [String] = []
        for number in 0..<count {
            let name = "part-\(number % 3)/file-\(String(count - number, radix: 7)).scenario"
            if number == 11 {
                let path = folder.path + "/" + name
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data([0x73, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            } else {
                paths.append(try folder.write(name, kinds[number % kinds.count]))
            }
        }
        return (folder, paths.sorted())
    }

    @Test func aFolderPrintsEachFilesOwnOutputInSortedOrderThenTheWholeSummary() throws {
        let (folder, paths) = try Self.suite()
        let whole = SRSim.run(["run", folder.path])
        var stdout = ""
        var stderr = ""
        var passed = 0
        var failed = 0
        var unparsed = 0
        for path in paths {
            let single = SRSim.run(["run", path])
            var lines = single.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Each single run ends with its summary (and a count of unparsed files): keep the rest, tally the counts.
            lines.removeLast()
            let summary = lines.removeLast()
            let numbers = summary.split(separator: " ").compactMap { Int($0) }
            passed += numbers[0]
            failed += numbers[1]
            if lines.last?.hasSuffix("could not be parsed and did not run.") == true {
                lines.removeLast()
                unparsed += 1
            }
            stdout += lines.map { $0 + "\n" }.joined()
            stderr += single.stderr
        }
        #expect(unparsed > 1 && failed > 1 && passed > 1)
        stdout += "\(unparsed) files could not be parsed and did not run.\n\(passed) passed, \(failed) failed\n"
        #expect(whole.stdout == stdout)
        #expect(whole.stderr == stderr)
        #expect(whole.exitCode == .parseError)
    }

    /// `SRSIM_THREADS` sets how many files run at once; the output, text and JSON, is the same for any number.
    @Test(arguments: ["1", "2", "5"])
    func anyNumberOfThreadsGivesTheSameOutput(_ threads: String) throws {
        let (folder, _) = try Self.suite()
        for arguments in [["run", folder.path], ["run", "--format", "json", folder.path]] {
            let usual = SRSim.run(arguments)
            let threaded = SRSim.run(arguments, environment: ["SRSIM_THREADS": threads])
            #expect(threaded.stdout == usual.stdout)
            #expect(threaded.stderr == usual.stderr)
            #expect(threaded.exitCode == usual.exitCode)
        }
    }

    @Test func jsonListsEveryFileInSortedOrderWithTheTotals() throws {
        let (folder, paths) = try Self.suite()
        let whole = SRSim.run(["run", "--format", "json", folder.path]).stdout
        var passed = 0
        var failed = 0
        var members: [String] = []
        for path in paths {
            let single = SRSim.run(["run", "--format", "json", path]).stdout
            let lines = single.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // {, passed, failed, "files": [, the member's lines..., ], }, "": the member is lines 4 to count - 4.
            passed += Int(lines[1].filter(\.isNumber)) ?? -1
            failed += Int(lines[2].filter(\.isNumber)) ?? -1
            #expect(lines[3] == "  \"files\": [" && lines[lines.count - 3] == "  ]")
            members.append(lines[4..<(lines.count - 3)].joined(separator: "\n"))
        }
        let expected = "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"files\": [\n" + members.joined(separator: ",\n") + "\n  ]\n}\n"
        #expect(whole == expected)
    }

    @Test(arguments: [0, 1, 3])
    func theJSONDocumentWrittenMemberByMemberIsWhatJSONValueWrites(count: Int) {
        let members: [JSONValue] = (0..<count).map { number in
            .object([("file", .string("f\(number)")), ("scenarios", .array(number == 1 ? [] : [.object([("name", .string("x \"\(number)\""))])]))])
        }
        let whole = JSONValue.object([("passed", .integer(count)), ("failed", .integer(2)), ("files", .array(members))]).rendered()
        #expect(RunCommand.jsonDocument(files: members.map { $0.rendered(indent: 2) }, passed: count, failed: 2) == whole)
    }

    @Test func junitHasOneSuitePerFileInSortedOrder() throws {
        let (folder, paths) = try Self.suite()
        let report = folder.path + "/report.xml"
        _ = SRSim.run(["run", "--junit", report, folder.path])
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let names = xml.split(separator: "\n").filter { $0.hasPrefix("  <testsuite ") }.map { line -> String in
            let start = line.range(of: "name=\"")!.upperBound
            return String(line[start...].prefix { $0 != "\"" })
        }
        #expect(names == paths)
        var body = ""
        for path in paths {
            let single = folder.path + "/single.xml"
            _ = SRSim.run(["run", "--junit", single, path])
            let lines = try String(contentsOfFile: single, encoding: .utf8).split(separator: "\n")
            body += lines.dropFirst(2).dropLast().map { $0 + "\n" }.joined()
        }
        #expect(xml.split(separator: "\n").dropFirst(2).dropLast().map { $0 + "\n" }.joined() == body)
    }

    @Test func keepingOnlyFailuresKeepsTheSameFailuresAndVerdict() throws {
        let file = ScenarioFile(parsing: Sample.failing + "\n" + Sample.passing.replacingOccurrences(of: "screen \"Tiny\"\n  button \"OK\"\n  switch \"Sound\" on\n", with: ""), file: "f")
        #expect(!file.hasErrors)
        var everything: [ScenarioResult] = []
        var failures: [ScenarioResult] = []
        ScenarioRunner.run(file) { everything.append($0) }
        ScenarioRunner.run(file, keeping: .failures) { failures.append($0) }
        #expect(everything.count == 3)
        #expect(everything.map(\.failures) == failures.map(\.failures))
        #expect(everything.map(\.passed) == failures.map(\.passed))
        #expect(failures.allSatisfy { $0.steps.allSatisfy { !$0.runs.isEmpty && $0.runs.allSatisfy { $0.failure != nil && $0.events.isEmpty } } })
        #expect(failures.last?.steps.isEmpty == true)
    }
}
