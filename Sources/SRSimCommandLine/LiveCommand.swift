import ScreenReaderSim

/// `srsim live FILE [--using READER] [--speak]`: drive a screen live. Each line typed is a scenario step (`swipe right`,
/// `double tap`, `press tab`, `touch "Wi-Fi"`, `expect "Wi-Fi" is on`), parsed by the scenario language itself,
/// and what happens is printed at once (and, with `--speak`, said aloud through espeak-ng). Trainers use it to
/// demonstrate; designers to poke at a sketch.
struct LiveCommand {
    let invocation: Invocation
    let style: TextStyle
    let input: () -> String?
    /// Where output goes as soon as it is written (a terminal); nil collects it in the result (tests).
    var stream: ((String) -> Void)? = nil
    /// Whether a person is typing at a terminal: then a prompt is shown before each line.
    var prompts = false
    /// The process environment: `--speak` looks for espeak-ng on its `PATH`.
    var environment: [String: String] = [:]

    func execute(into result: inout CommandResult) {
        let listed: [ReaderKind]?
        do {
            listed = try invocation.readers()
        } catch {
            result.err("\(style.error("error:")) --readers: \(error)")
            result.exitCode = .usage
            return
        }
        var espeak: Espeak?
        if invocation.flags.contains("--speak") {
            guard let found = Espeak(environment: environment) else {
                result.err("\(style.error("error:")) \(Espeak.missingMessage)")
                result.exitCode = .usage
                return
            }
            espeak = found
        }
        guard let (path, file, screen) = ScenarioLoader.loadSingle(invocation, into: &result, style: style) else { return }
        var kind = listed?.first ?? invocation.reader ?? .voiceOver
        var reader: ScreenReader
        // Compiled once: `reset` and `using` start a fresh reader on it without indexing or ordering again.
        let compiled = file.compiledScreen ?? CompiledScreen(screen)
        do {
            reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
        } catch {
            result.err("\(path): \(style.error("error:")) \(error)")
            result.worsen(to: .parseError)
            return
        }
        var output = result
        let secureFields = Transcript.secureFields(of: compiled.index)
        func say(_ text: String) {
            // Escaped as every line written is: a label, or a line typed, cannot drive the terminal.
            if let stream {
                let safe = TerminalText.escapingControls(text)
                stream(safe.hasSuffix("\n") ? safe : safe + "\n")
            } else {
                output.out(text)
            }
        }
        let stops = reader.stops.count == 1 ? "1 stop" : "\(reader.stops.count) stops"
        say("\(kind.displayName) on \"\(screen.title)\" (\(stops)). Type a step, 'help' or 'quit'.")
        // Checks that did not hold: the session exits 1 when any failed, so a piped script can fail CI.
        var failures = 0
        // What was read and not yet handled: input may end its lines in CR, LF or CRLF, so one read can hold several.
        var pending: [Substring] = []
        // What espeak-ng complained of so far, each said once.
        var complaints: [String] = []
        while true {
            if pending.isEmpty {
                if prompts, let stream { stream(TerminalText.escapingControls(style.dim("› "))) }
                guard let read = input() else { break }
                pending = Self.lines(of: read).reversed()
            }
            let line = String(pending.removeLast())
            var command = String(line.trimmingTrailingWhitespace().drop { $0 == " " })
            // Esc pressed at a terminal that passes it through (then Enter) is the escape step.
            if !command.isEmpty && command.unicodeScalars.allSatisfy({ $0 == "\u{1B}" }) { command = "escape" }
            // Piped input is not shown by a terminal: echo each line, so the output reads as a transcript.
            if !prompts && !command.isEmpty { say(style.dim("› \(Self.visible(command))")) }
            if command.hasPrefix("#") { continue }
            switch command {
            case "": continue
            case "quit", "exit", "q":
                if failures > 0 { output.worsen(to: .failure) }
                result = output
                return
            case "help", "?": say(Self.help); continue
            case "reset":
                if let fresh = try? ScenarioRunner.makeReader(kind, screen: compiled, log: .none) { reader = fresh }
                say("Started over: focus before the first stop, every element as declared.")
                continue
            case "order":
                let focus = reader.focus
                for (stop, announcement) in zip(reader.stops, reader.announcements) {
                    let marker = focus == stop ? "▸" : " "
                    say("\(marker) \(stop.position + 1). \(announcement)")
                }
                continue
            case "state":
                for element in reader.index.references {
                    guard var state = reader.state(of: element) else { continue }
                    if secureFields.contains(element.index), case .text(let text) = state {
                        state = .text(String(repeating: "\u{2022}", count: text.count))
                    }
                    let enabled = reader.isEnabled(element) ? "" : ", disabled"
                    say("  \(element): \(state)\(enabled)")
                }
                continue
            default: break
            }
            if command.hasPrefix("using ") {
                let word = String(command.dropFirst("using ".count)).trimmingTrailingWhitespace()
                let named: ReaderKind?
                var problem: ReaderNameError?
                // A seed reader in any case (`using VoiceOver`, as the tool prints it), else a reader name with a profile.
                if let plain = ReaderKind(rawValue: word.lowercased()) {
                    named = plain
                } else {
                    do { named = try ReaderKind(word) } catch { named = nil; problem = error }
                }
                guard let next = named, let fresh = try? ScenarioRunner.makeReader(next, screen: compiled, log: .none) else {
                    if let problem, !(problem.id == "unknown-reader") {
                        say("\(style.error("error:")) \(Self.visible("\(problem)"))")
                        failures += 1
                        continue
                    }
                    let readers = ReaderKind.allCases.map(\.keyword)
                    let suggestion = Suggestion.closest(to: word, in: readers)
                    say("\(style.error("error:")) unknown reader '\(Self.visible(word))'; readers are \(readers.joined(separator: ", "))"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                    failures += 1
                    continue
                }
                kind = next
                reader = fresh
                say("\(kind.displayName) on \"\(screen.title)\", focus before the first stop.")
                continue
            }
            let speak = { (text: String) in
                guard let voice = espeak else { return }
                do {
                    // What espeak-ng complained of although it spoke (no audio device) is said once a session.
                    if let complaint = try voice.speak(text, as: kind), !complaints.contains(complaint) {
                        complaints.append(complaint)
                        say("\(style.warning("warning:")) espeak-ng said: \(TranscriptCommand.summary(of: complaint))")
                    }
                } catch {
                    say("\(style.error("error:")) \(error); speaking is off for the rest of the session")
                    espeak = nil
                    failures += 1
                }
            }
            if !perform(String(command), file: file, compiled: compiled, reader: reader, kind: kind,
                        secureFields: secureFields, say: say, speak: speak) { failures += 1 }
        }
        if failures > 0 { output.worsen(to: .failure) }
        result = output
    }

    /// `text` split at every CR, LF and CRLF (a lone line is itself).
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    /// Parses `line` as a step of a scenario on `file`'s screen (compiled once as `compiled`; the file is not parsed
    /// again) and runs it on `reader`; what is typed into one of `secureFields` is shown as bullets, and each utterance
    /// goes to `speak` once it is shown.
    /// - Returns: False when the line was not a step or its expectation or check did not hold.
    private func perform(
        _ line: String, file: ScenarioFile, compiled: CompiledScreen, reader: ScreenReader, kind: ReaderKind,
        secureFields: Set<Int>, say: (String) -> Void, speak: (String) -> Void
    ) -> Bool {
        let probe = "scenario \"live\"\n  using \(kind.keyword)\n  " + line + "\n"
        let parsed = ScenarioFile.scenarios(parsing: probe, file: file.source.file, on: compiled)
        let problems = parsed.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            for diagnostic in problems.prefix(3) {
                let suggestion = diagnostic.suggestion.map { "; did you mean '\($0)'?" } ?? ""
                say("\(style.error("error:")) \(Self.visible(diagnostic.text + suggestion))")
            }
            return false
        }
        guard let step = parsed.scenarios.last?.steps.last else {
            say("\(style.error("error:")) '\(Self.visible(line))' is not a step; type 'help' for the steps")
            return false
        }
        let transcript = Transcript(title: "live", screenTitle: file.screen?.title ?? "", reader: kind, entries: [],
                                    secureFields: secureFields)
        var said: [String] = []
        if let input = step.input {
            do {
                let events = try reader.perform(input)
                for event in events {
                    let text = transcript.describe(event, after: input)
                    say("  " + (event.utterance != nil ? style.strong(text) : text))
                    if let utterance = event.utterance { said.append(utterance) }
                }
                // Spoken after the text is shown, so the words are on screen while they are heard.
                for utterance in said { speak(utterance) }
                if let expected = step.expectation?.utterances(for: kind) {
                    let actual = events.compactMap(\.utterance)
                    let holds = Speech.matches(expected, actual)
                    say(holds
                        ? "  " + style.success("✓ as expected")
                        : "  " + style.error("✗ expected \(ScenarioFailure.utterances(expected))"))
                    return holds
                }
            } catch {
                say("\(style.error("error:")) \(Self.visible(String(describing: error)))")
                return false
            }
        } else if let check = step.check {
            let verdict = evaluate(check, reader: reader)
            say("  " + verdict)
            return !verdict.contains("✗")
        }
        return true
    }

    private func evaluate(_ check: Check, reader: ScreenReader) -> String {
        guard let element = try? reader.element(check.label) else {
            return style.error("✗ no element is labelled \(Self.visible(Token.quoted(check.label)))")
        }
        switch check.expectation {
        case .state(let expected):
            let actual = reader.state(of: element)
            return actual == expected
                ? style.success("✓ \(element) is \(expected)")
                : style.error("✗ \(element) is \(actual.map(\.description) ?? "stateless"), not \(expected)")
        case .enabled(let expected):
            let actual = reader.isEnabled(element)
            let word = actual ? "enabled" : "disabled"
            return actual == expected ? style.success("✓ \(element) is \(word)") : style.error("✗ \(element) is \(word)")
        case .focus:
            let focused = reader.focus.map(\.element.description) ?? "nothing"
            return reader.isFocused(element)
                ? style.success("✓ focus is on \(element)")
                : style.error("✗ focus is on \(focused), not \(element)")
        }
    }

    static let help = """
    Steps, as in a scenario file:
      swipe right | swipe left | swipe up | swipe down | double tap | touch "LABEL"
      type "TEXT" | escape
      announce "TEXT"                the app announces TEXT without moving focus
      open dialog ID                 the app opens that dialog (by id or "TITLE")
      rotor headings | rotor links | rotor form controls   then swipe down/up move by that kind
      press tab | shift+tab | ctrl+tab | ctrl+shift+tab | space | enter | up | down | left | right | escape
      STEP -> "EXPECTED SPEECH"      check what is said
      expect "LABEL" is on|off|checked|unchecked|selected|unselected|expanded|collapsed|enabled|disabled|value N|value "TEXT"
      expect focus "LABEL"
    Commands:
      order    the stops in order, with what each says now (▸ marks focus)
      state    every control's state
      using R  switch to voiceover, talkback, ios or android (starts over)
      reset    start over
      quit     end
    Keys at a terminal: ↑ ↓ bring back earlier lines, Esc on an empty line is the escape step, Ctrl+D ends.
    """

    /// `text` typed by the user, with control characters (an arrow key's escape sequence) shown as `\u{1B}` rather
    /// than sent to the terminal, where they would move the cursor or change colours.
    static func visible(_ text: String) -> String {
        guard TerminalText.holdsControls(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if TerminalText.isControl(scalar) || scalar == "\t" || scalar == "\n" {
                result += ControlCharacters.escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
