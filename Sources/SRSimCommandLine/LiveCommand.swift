import ScreenReaderSim

/// `srsim live FILE [--using READER]`: drive a screen live. Each line typed is a scenario step (`swipe right`,
/// `double tap`, `press tab`, `touch "Wi-Fi"`, `expect "Wi-Fi" is on`), parsed by the scenario language itself,
/// and what happens is printed at once. Trainers use it to demonstrate; designers to poke at a sketch.
struct LiveCommand {
    let invocation: Invocation
    let style: TextStyle
    let input: () -> String?
    /// Where output goes as soon as it is written (a terminal); nil collects it in the result (tests).
    var stream: ((String) -> Void)? = nil
    /// Whether a person is typing at a terminal: then a prompt is shown before each line.
    var prompts = false

    func execute(into result: inout CommandResult) {
        guard let (path, file, screen) = ScenarioLoader.loadSingle(invocation, into: &result, style: style) else { return }
        var kind = invocation.reader ?? .voiceOver
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
        while true {
            if pending.isEmpty {
                if prompts, let stream { stream(TerminalText.escapingControls(style.dim("› "))) }
                guard let read = input() else { break }
                pending = Self.lines(of: read).reversed()
            }
            let line = String(pending.removeLast())
            let command = String(line.trimmingTrailingWhitespace().drop { $0 == " " })
            // Piped input is not shown by a terminal: echo each line, so the output reads as a transcript.
            if !prompts && !command.isEmpty { say(style.dim("› \(command)")) }
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
                    guard let state = reader.state(of: element) else { continue }
                    let enabled = reader.isEnabled(element) ? "" : ", disabled"
                    say("  \(element): \(state)\(enabled)")
                }
                continue
            default: break
            }
            if command.hasPrefix("using ") {
                let word = String(command.dropFirst("using ".count)).trimmingTrailingWhitespace()
                guard let next = ReaderKind(rawValue: word),
                      let fresh = try? ScenarioRunner.makeReader(next, screen: compiled, log: .none) else {
                    let readers = ReaderKind.allCases.map(\.keyword)
                    let suggestion = Suggestion.closest(to: word, in: readers)
                    say("\(style.error("error:")) unknown reader '\(word)'; readers are \(readers.joined(separator: ", "))"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                    failures += 1
                    continue
                }
                kind = next
                reader = fresh
                say("\(kind.displayName) on \"\(screen.title)\", focus before the first stop.")
                continue
            }
            if !perform(String(command), file: file, compiled: compiled, reader: reader, kind: kind, say: say) { failures += 1 }
        }
        if failures > 0 { output.worsen(to: .failure) }
        result = output
    }

    /// `text` split at every CR, LF and CRLF (a lone line is itself).
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    /// Parses `line` as a step of a scenario on `file`'s screen (compiled once as `compiled`; the file is not parsed
    /// again) and runs it on `reader`.
    /// - Returns: False when the line was not a step or its expectation or check did not hold.
    private func perform(
        _ line: String, file: ScenarioFile, compiled: CompiledScreen, reader: ScreenReader, kind: ReaderKind, say: (String) -> Void
    ) -> Bool {
        let probe = "scenario \"live\"\n  using \(kind.keyword)\n  " + line + "\n"
        let parsed = ScenarioFile.scenarios(parsing: probe, file: file.source.file, on: compiled)
        let problems = parsed.diagnostics.filter { $0.severity == .error }
        if !problems.isEmpty {
            for diagnostic in problems.prefix(3) {
                let suggestion = diagnostic.suggestion.map { "; did you mean '\($0)'?" } ?? ""
                say("\(style.error("error:")) \(diagnostic.text)\(suggestion)")
            }
            return false
        }
        guard let step = parsed.scenarios.last?.steps.last else {
            say("\(style.error("error:")) '\(line)' is not a step; type 'help' for the steps")
            return false
        }
        let transcript = Transcript(title: "live", screenTitle: file.screen?.title ?? "", reader: kind, entries: [])
        if let input = step.input {
            do {
                let events = try reader.perform(input)
                for event in events {
                    let text = transcript.describe(event, after: input)
                    say("  " + (event.utterance != nil ? style.strong(text) : text))
                }
                if let expected = step.expectation?.utterances(for: kind) {
                    let actual = events.compactMap(\.utterance)
                    let holds = Speech.matches(expected, actual)
                    say(holds
                        ? "  " + style.success("✓ as expected")
                        : "  " + style.error("✗ expected \(ScenarioFailure.utterances(expected))"))
                    return holds
                }
            } catch {
                say("\(style.error("error:")) \(error)")
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
            return style.error("✗ no element is labelled \(Token.quoted(check.label))")
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
    """
}
