import Testing
@testable import SRSimCommandLine

/// The byte-level checks behind every line written agree with the character-level rules they stand for.
@Suite struct TerminalTextTests {
    static let samples = [
        "", "PASS a.scenario: Toggle (VoiceOver, TalkBack)", "tab\tand newline\n", "NUL \u{0}", "escape \u{1B}[31m",
        "bell\u{7}", "delete \u{7F}", "C1 \u{85} next line", "C1 end \u{9F}", "just after C1 \u{A0}", "Ünïcödé Größe",
        "\u{C2}\u{80}", "emoji 🚀", "crlf\r\n", "cr\r", "lf\n", "\n", "\r\n", "a\n\u{301}", "\u{301}\n", "a\r\n\n",
    ]

    @Test(arguments: samples)
    func controlsAreFoundOverBytesAsOverScalars(_ text: String) {
        #expect(TerminalText.holdsControls(text) == text.unicodeScalars.contains(where: TerminalText.isControl))
    }

    @Test(arguments: samples)
    func aLineEndsInANewlineExactlyWhenItsLastCharacterIsOne(_ text: String) {
        #expect(CommandResult.endsInNewline(text) == text.hasSuffix("\n"))
    }
}
