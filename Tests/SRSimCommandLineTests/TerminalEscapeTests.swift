import Foundation
import Testing
@testable import SRSimCommandLine

/// Issue 24 A8 and A9, issue 25 item 5: labels and names holding escape sequences or bidirectional controls never reach
/// a terminal raw, with colour on or off, and JSON stays valid whatever a label holds.
@Suite struct TerminalEscapeTests {
    /// A window title, hidden text, a clear screen, a clipboard write (OSC 52), a right-to-left override, and a label
    /// spelled like one of the tool's own colour codes.
    static let hostile = """
    screen "Title \u{1B}]0;pwned\u{7}"
      button "Hidden \u{1B}[8msecret\u{1B}[0m"
      button "Clear \u{1B}[2J\u{1B}[H"
      button "Clip \u{1B}]52;c;ZXZpbA==\u{7}"
      button "exe.\u{202E}txt"
      button "Red \u{1B}[1;31mred\u{1B}[0m"

    scenario "Name \u{1B}[31mred \u{202E}evil"
      using voiceover
      swipe right -> "wrong"
      swipe right
      swipe right
      swipe right
      swipe right

    """

    /// Every scalar a terminal would act on, other than the tool's own colour codes when `colour` is on.
    static func rawControls(_ text: String, colour: Bool) -> [Unicode.Scalar] {
        var text = text
        if colour {
            text = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        return text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
            || [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value) }
    }

    static let commands: [[String]] = [["run"], ["transcript"], ["transcript", "--side-by-side"], ["order"], ["audit"],
                                       ["run", "--no-color"], ["transcript", "--no-color"], ["order", "--no-color"]]

    @Test(arguments: commands, [false, true])
    func noEscapeSequenceOrBidiControlFromAFileReachesTheTerminal(_ command: [String], terminal: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("hostile.scenario", Self.hostile)
        let result = SRSim.run([command[0], path] + command.dropFirst(), isTerminal: terminal)
        let output = result.stdout + result.stderr
        let colour = terminal && !command.contains("--no-color")
        #expect(Self.rawControls(output, colour: colour).isEmpty, "\(output)")
        if command[0] != "audit" { #expect(output.contains("\\u{1B}"), "the escapes are shown") }
        if ["transcript", "order"].contains(command[0]) { #expect(output.contains("exe.\\u{202E}txt")) }
        // A label's own colour code is shown, not obeyed, even where the tool colours its output.
        if command[0] == "order" { #expect(output.contains("Red \\u{1B}[1;31mred\\u{1B}[0m")) }
        // (The orders agree here, so `order` has nothing to colour.)
        if colour && command[0] != "order" { #expect(output.contains("\u{1B}[")) }
        if !colour { #expect(!output.contains("\u{1B}")) }
    }

    @Test(arguments: [false, true])
    func liveEscapesWhatItPrintsAndWhatItEchoes(streamed: Bool) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("hostile.scenario", Self.hostile)
        let typed = TypedLines(["swipe right", "swipe right", "touch \"exe.\u{202E}txt\"", "swipe \u{1B}[2Jright", "order", "quit"])
        var streamedText = ""
        let result = SRSim.run(["live", path], isTerminal: false, input: typed.next,
                               stream: streamed ? { streamedText += $0 } : nil)
        let output = streamedText + result.stdout + result.stderr
        #expect(Self.rawControls(output, colour: false).isEmpty, "\(output)")
        #expect(output.contains("› swipe \\u{1B}[2Jright"), "the typed line is echoed escaped")
        #expect(output.contains("Hidden \\u{1B}[8msecret"))
    }

    @Test func theToolsOwnColourCodesStillColourATerminal() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("hostile.scenario", Self.hostile)
        let result = SRSim.run(["run", path], isTerminal: true)
        #expect(result.stdout.hasPrefix("\u{1B}[1;31mFAIL\u{1B}[0m "))
        #expect(result.stdout.contains("Name \\u{1B}[31mred \\u{202E}evil"))
    }

    /// Bidirectional controls and their UTF-8 neighbours (U+2010, U+202F, U+2065, U+2070 share lead bytes with them).
    @Test(arguments: ["\u{202E}", "a\u{202A}b", "\u{2066}x\u{2069}", "\u{061C}", "\u{200E}", "\u{200F}", "\u{2010}",
                      "\u{202F}", "\u{2065}", "\u{2070}", "\u{061B}", "\u{200D}", "x\u{2028}y"])
    func bidiControlsAreFoundOverBytesAsOverScalars(_ text: String) {
        #expect(TerminalText.holdsControls(text) == text.unicodeScalars.contains(where: TerminalText.isControl))
        #expect(TerminalText.escapingControls(text).unicodeScalars.allSatisfy { !TerminalText.isControl($0) })
    }

    @Test(arguments: ["\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{202E}", "\u{1B}"])
    func jsonStaysValidAndKeepsTheLabel(_ control: String) throws {
        let folder = try TemporaryFolder()
        let label = "A\(control)B"
        let path = try folder.write("c.scenario", """
        screen "S"
          button "\(label)"

        scenario "S"
          using voiceover
          swipe right -> "\(label), button"

        """)
        for command in [["run", "--format", "json"], ["transcript", "--format", "json"], ["order", "--format", "json"],
                        ["audit", "--format", "json"]] {
            let result = SRSim.run([command[0], path] + command.dropFirst())
            #expect(Self.rawControls(result.stdout, colour: false).isEmpty, "\(command)")
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            #expect(JSONSerialization.isValidJSONObject(json), "\(command)")
            if ["transcript", "order"].contains(command[0]) {
                #expect(result.stdout.contains("A\\u\(String(format: "%04x", control.unicodeScalars.first!.value))B"), "\(command)")
            }
        }
        let run = try #require(try JSONSerialization.jsonObject(with: Data(SRSim.run(["run", "--format", "json", path]).stdout.utf8))
            as? [String: Any])
        #expect(run["passed"] as? Int == 1)
    }
}
