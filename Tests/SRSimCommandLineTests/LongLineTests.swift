import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 11, point 4: 8,000 repeated `disabled` on one line printed 865 MB of diagnostics.
@Suite struct LongLineTests {
    static let repeated = "screen \"S\"\n  button \"Save\"" + String(repeating: " disabled", count: 8_000) + "\n"

    @Test func manyErrorsOnALongLinePrintAFewTrimmedDiagnosticsAndCountTheRest() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("long.scenario", Self.repeated)
        let result = SRSim.run(["run", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stderr.components(separatedBy: ": error: 'disabled' is given twice").count - 1 == 50)
        #expect(result.stderr.contains("… and 7949 more diagnostics in \(path) (srsim run --format json lists them all)\n"))
        #expect(result.stderr.contains("7999 errors in \(path); nothing in it was run."))
        #expect(result.stderr.utf8.count < 30_000)
    }

    @Test func jsonKeepsEveryDiagnostic() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("long.scenario", Self.repeated)
        let result = SRSim.run(["run", "--format", "json", path])
        #expect(result.exitCode == .parseError)
        #expect(result.stdout.components(separatedBy: "\"id\": \"duplicate-attribute\"").count - 1 == 7_999)
    }
}
