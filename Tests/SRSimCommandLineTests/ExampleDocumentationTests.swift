import Foundation
import Testing
@testable import SRSimCommandLine

/// The output the README and Examples document is the output the tool gives.
@Suite struct ExampleDocumentationTests {
    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theBrokenExamplesDocumentedAuditIsWhatAuditPrints() throws {
        // An absolute path (tests run in parallel, so no changing directory); the report shows it as the README does.
        let result = SRSim.run(["audit", Self.root.appendingPathComponent("Examples/broken-settings.scenario").path])
        let stdout = result.stdout.replacingOccurrences(of: Self.root.path + "/", with: "")
        let documented = try String(contentsOf: Self.root.appendingPathComponent("Examples/broken-settings.audit.txt"),
                                    encoding: .utf8)
        #expect(result.exitCode == .failure)
        #expect(stdout == documented)
    }
}
