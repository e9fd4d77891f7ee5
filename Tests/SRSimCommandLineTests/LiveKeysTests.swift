import Foundation
import Testing
@testable import SRSimCommandLine

/// `srsim live` and the keys a terminal sends: escape sequences never reach the terminal raw, Esc is the escape step,
/// the arrow keys walk the history, and `--speak` says what is said.
@Suite struct LiveKeysTests {
    static let dialog = """
    screen "Sign in"
      button "Sign in" opens failed
      dialog "Sign in failed" id failed alert
        button "OK" closes

    """

    func live(_ lines: [String], screen: String = Sample.passing, arguments: [String] = [],
              environment: [String: String] = [:]) throws -> (result: CommandResult, typed: TypedLines) {
        let folder = try TemporaryFolder()
        let path = try folder.write("live.scenario", screen)
        let typed = TypedLines(lines)
        return (SRSim.run(["live", path] + arguments, environment: environment, input: typed.next), typed)
    }

    @Test(arguments: [
        ("\u{1B}[A", "\\u{1B}[A"),
        ("swipe \u{1B}[Cright", "\\u{1B}[C"),
        ("touch \"\u{1B}[31mRed\"", "\\u{1B}[31m"),
        ("using talk\u{7}back", "\\u{7}"),
        ("swipe\u{8}\u{8} right", "\\u{8}"),
    ])
    func controlCharactersAreShownEscapedNeverRaw(line: String, shown: String) throws {
        let (result, _) = try live([line])
        #expect(result.exitCode == .failure)
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw control characters reach the terminal")
        #expect(result.stdout.contains("› " + TerminalTextEscapes.visible(line)))
        #expect(result.stdout.contains("error: "))
        #expect(result.stdout.contains(shown))
    }

    @Test(arguments: ["\u{1B}", "\u{1B}\u{1B}"])
    func escOnItsOwnIsTheEscapeStep(esc: String) throws {
        let (result, _) = try live(["touch \"Sign in\"", "double tap", esc, "expect focus \"Sign in\""], screen: Self.dialog)
        #expect(result.exitCode == .success, "\(result.stdout)")
        #expect(result.stdout.contains("› escape\n  the dialog closes: Sign in failed\n"))
    }

    @Test func helpListsTheRotorAndTheKeys() throws {
        let (result, _) = try live(["help"])
        #expect(result.stdout.contains("rotor headings | rotor links | rotor form controls"))
        #expect(result.stdout.contains("↑ ↓ bring back earlier lines, Esc on an empty line is the escape step"))
        // Every rotor step the help shows runs.
        let (rotor, _) = try live(["rotor headings", "rotor links", "rotor form controls"])
        #expect(rotor.exitCode == .success, "\(rotor.stdout)")
    }

    // MARK: - --speak

    func standIn(_ folder: TemporaryFolder) throws -> [String: String] {
        try folder.writeExecutable("bin/espeak-ng", """
        #!/bin/sh
        log="$(dirname "$0")/../calls.log"
        printf 'ARGS %s\\n' "$*" >> "$log"
        printf 'TEXT %s\\n' "$(cat)" >> "$log"

        """)
        return ["PATH": folder.path + "/bin:/usr/bin:/bin"]
    }

    @Test func speakSaysEveryUtteranceInTheReadersVoice() throws {
        let folder = try TemporaryFolder()
        let environment = try standIn(folder)
        let path = try folder.write("live.scenario", Sample.passing)
        let typed = TypedLines(["swipe right", "using talkback", "swipe right", "swipe right", "double tap"])
        let result = SRSim.run(["live", path, "--speak"], environment: environment, input: typed.next)
        #expect(result.exitCode == .success, "\(result.stdout)")
        let log = String(decoding: try #require(folder.data("calls.log")), as: UTF8.self)
        #expect(log == """
        ARGS -v en-us -p 45 -s 170
        TEXT OK, button
        ARGS -v en-gb+f3 -p 60 -s 170
        TEXT OK, button, double tap to activate
        ARGS -v en-gb+f3 -p 60 -s 170
        TEXT On, Sound, switch, double tap to toggle
        ARGS -v en-gb+f3 -p 60 -s 170
        TEXT Off

        """)
    }

    @Test func speakWithoutEspeakIsOneClearLineExit64AndReadsNothing() throws {
        let (result, typed) = try live(["swipe right"], arguments: ["--speak"], environment: ["PATH": "/no-such-folder"])
        #expect(result.exitCode == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("espeak-ng is not installed"))
        #expect(typed.taken == 0)
    }

    @Test func anEspeakThatStopsReadingEndsNothingButItsOwnSpeech() throws {
        let folder = try TemporaryFolder()
        // It exits at once without reading, and the utterance is longer than a pipe holds, so writing it fails.
        try folder.writeExecutable("bin/espeak-ng", "#!/bin/sh\nexec 0<&-\necho 'cannot open audio device' >&2\nexit 1\n")
        let label = String(repeating: "Very long label ", count: 8_000)
        let (result, _) = try live(["swipe right", "swipe right"], screen: "screen \"Long\"\n  button \"\(label)\"\n",
                                   arguments: ["--speak"], environment: ["PATH": folder.path + "/bin:/usr/bin:/bin"])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.contains("espeak-ng failed (exit 1) while saying \"Very long label"))
        #expect(result.stdout.contains("cannot open audio device; speaking is off"))
        #expect(result.stdout.contains("no move: already on the last item"))
    }

    @Test func aFailingEspeakIsReportedOnceAndTheSessionGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.writeExecutable("bin/espeak-ng", "#!/bin/sh\ncat > /dev/null\necho 'no audio device' >&2\nexit 1\n")
        let (result, _) = try live(["swipe right", "swipe right"], arguments: ["--speak"],
                                   environment: ["PATH": folder.path + "/bin:/usr/bin:/bin"])
        #expect(result.exitCode == .failure)
        #expect(result.stdout.components(separatedBy: "espeak-ng failed").count == 2, "\(result.stdout)")
        #expect(result.stdout.contains("Sound, on, switch button"))
    }
}

/// The escaping the tests expect, spelled out independently of the command's own.
enum TerminalTextEscapes {
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }
            .joined()
    }
}

/// The line editor behind `srsim live` at a terminal, key by key.
@Suite struct LineEditorTests {
    func type(_ text: String, into editor: inout LineEditor) {
        #expect(editor.handle(.text(text)) == .editing)
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
        var editor = LineEditor()
        for line in ["swipe right", "double tap", "double tap", "order"] {
            type(line, into: &editor)
            #expect(editor.handle(.enter) == .submitted(line))
        }
        #expect(editor.history == ["swipe right", "double tap", "order"])
        type("sw", into: &editor)
        var shown: [String] = []
        for key in [LineEditor.Key.up, .up, .up, .up, .down, .down, .down] {
            _ = editor.handle(key)
            shown.append(editor.text)
        }
        #expect(shown == ["order", "double tap", "swipe right", "swipe right", "double tap", "order", "sw"])
        _ = editor.handle(.up)
        #expect(editor.handle(.enter) == .submitted("order"))
    }

    @Test func editingMovesTheCursorAndDeletes() {
        var editor = LineEditor()
        type("swipe rigt", into: &editor)
        for key in [LineEditor.Key.left, .text("h"), .end, .backspace, .text("t"), .home, .delete, .text("s")] {
            _ = editor.handle(key)
        }
        #expect(editor.text == "swipe right")
        #expect(editor.handle(.enter) == .submitted("swipe right"))
    }

    @Test(arguments: [
        ("", LineEditor.Key.escape, LineEditor.Outcome.submitted("escape")),
        ("swipe", .escape, .editing),
        ("", .interrupt, .ended),
        ("swipe", .interrupt, .editing),
        ("", .endOfInput, .ended),
    ])
    func escAndControlKeys(typed: String, key: LineEditor.Key, outcome: LineEditor.Outcome) {
        var editor = LineEditor()
        if !typed.isEmpty { type(typed, into: &editor) }
        #expect(editor.handle(key) == outcome)
        if outcome == .editing { #expect(editor.text == "", "the line is cleared") }
    }

    @Test(arguments: [
        ([0x1B, 0x5B, 0x41], [LineEditor.Key.up], 0),
        ([0x1B, 0x4F, 0x42], [.down], 0),
        ([0x1B, 0x5B, 0x33, 0x7E], [.delete], 0),
        ([0x61, 0x1B, 0x5B, 0x44, 0x62, 0x0D], [.text("a"), .left, .text("b"), .enter], 0),
        ([0x1B], [], 1),
        ([0x1B, 0x5B], [], 2),
        ([0xC3], [], 1),
        ([0xC3, 0xA9, 0x7F], [.text("é"), .backspace], 0),
        ([0x03, 0x04], [.interrupt, .endOfInput], 0),
    ])
    func bytesBecomeKeys(bytes: [UInt8], keys: [LineEditor.Key], pending: Int) {
        let decoded = LineEditor.keys(in: bytes)
        #expect(decoded.keys == keys)
        #expect(decoded.pending == pending)
    }

    @Test func aLoneEscWithNothingAfterItIsTheEscKey() {
        #expect(LineEditor.keys(in: [0x1B], final: true).keys == [.escape])
    }
}
