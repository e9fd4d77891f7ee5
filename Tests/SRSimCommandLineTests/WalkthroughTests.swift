import Foundation
import Testing

/// `swift run walkthrough` (rough edge 21): one input a line, what it caused under it, so a double tap reads as one input.
@Suite struct WalkthroughTests {
    /// The built example, beside this test bundle (`swift test` builds every target, the examples too).
    static var executable: URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("walkthrough"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("walkthrough"),
            URL(fileURLWithPath: Sample.packageRoot).appendingPathComponent(".build/debug/walkthrough"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func eachInputIsOneLineWithItsEventsUnderIt() throws {
        let executable = try #require(Self.executable, "build the examples first: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        // The double tap on "Small" is one numbered line, its two events (state change, speech) indented under it.
        #expect(output.contains("""
             double tap
                    "Small" radio changes from unselected to selected
                    "Medium" radio changes from selected to unselected
                    VoiceOver says: "selected"
            """), "\(output)")
        let inputLines = output.split(separator: "\n").filter { $0.contains("double tap") && !$0.contains("says") }
        #expect(inputLines.count == 6, "three double taps on each of two readers, one line each")
    }
}
