import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SRSimCommandLine

/// Labels with quotes, backslashes and unusual characters survive every output format.
@Suite struct OddLabelTests {
    @Test func recordingEscapesQuotesAndBackslashes() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("escape.scenario", #"""
        screen "T"
          button "Say \"hi\" \\ now"

        scenario "S"
          using voiceover, talkback
          swipe right

        """#)
        let result = SRSim.run(["run", "--record", path])
        #expect(result.exitCode == .success)
        #expect(String(decoding: try #require(folder.data("escape.scenario")), as: UTF8.self) == #"""
        screen "T"
          button "Say \"hi\" \\ now"

        scenario "S"
          using voiceover, talkback
          swipe right
            voiceover -> "Say \"hi\" \\ now, button"
            talkback -> "Say \"hi\" \\ now, button, double tap to activate"

        """#)
        #expect(SRSim.run(["run", path]).exitCode == .success)
    }

    static let odd = "screen \"T\"\n  button \"Say \\\"hi\\\" \\\\ \u{2028} \u{01} 🚀\"\n\n"
        + "scenario \"S \\\"q\\\"\"\n  using voiceover\n  swipe right -> \"wrong\"\n"

    @Test(arguments: [["run", "--format", "json"], ["transcript", "--format", "json"], ["order", "--format", "json"]])
    func jsonStaysValidAndKeepsTheText(command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("odd.scenario", Self.odd)
        let result = SRSim.run(command + [path])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(!text.isEmpty)
        if command[0] == "run" {
            let root = try #require(object as? [String: Any])
            let failure = try #require(((root["files"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]])?
                .first?["failures"] as? [[String: Any]])
            #expect(failure.first?["actual"] as? [String] == ["Say \"hi\" \\ \u{2028} \u{01} 🚀, button"])
        }
    }

    @Test func junitStaysWellFormedWithQuotesAndUnicode() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("odd.scenario", Self.odd.replacingOccurrences(of: "\u{01} ", with: ""))
        let report = folder.path + "/report.xml"
        _ = SRSim.run(["run", path, "--junit", report])
        let parser = XMLParser(data: try #require(folder.data("report.xml")))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func junitStaysWellFormedWithAControlCharacterInALabel() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("odd.scenario", Self.odd)
        let report = folder.path + "/report.xml"
        _ = SRSim.run(["run", path, "--junit", report])
        let parser = XMLParser(data: try #require(folder.data("report.xml")))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
