import Foundation
import ScreenReaderSim

/// Speech through the `espeak-ng` program: aloud, or into WAV audio; a different voice per platform.
///
/// Each utterance has a time limit (``timeout(for:speaking:)``): an espeak-ng that hangs is stopped and reported, one
/// that fails (an exit status, a signal, text it did not read) is reported with what it said, and one that succeeds but
/// complains (no audio device: ALSA's error on standard error) gives a warning rather than silence.
struct Espeak {
    /// The one line shown when `espeak-ng` is not installed.
    static let missingMessage =
        "espeak-ng is not installed; install it (Debian/Ubuntu: sudo apt-get install espeak-ng · macOS: brew install espeak-ng) and try again."

    /// The program's path.
    let executable: String
    /// Seconds each utterance may take, from `SRSIM_ESPEAK_TIMEOUT`; nil: worked out from its length.
    let fixedTimeout: Double?

    /// `espeak-ng` found on the `PATH` of `environment`, or nil.
    init?(environment: [String: String]) {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let found = folders.map({ $0 + "/espeak-ng" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        executable = found
        fixedTimeout = environment["SRSIM_ESPEAK_TIMEOUT"].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The voice arguments for a reader: VoiceOver a US voice, TalkBack a British one, higher.
    static func voice(for reader: ReaderKind) -> [String] {
        reader.platform == .ios ? ["-v", "en-us", "-p", "45", "-s", "170"] : ["-v", "en-gb+f3", "-p", "60", "-s", "170"]
    }

    /// How long espeak-ng may take over `text`: 10 seconds, plus the time to say it aloud at 8 characters a second
    /// (170 words a minute is about 14) or to write it at 200 a second; `SRSIM_ESPEAK_TIMEOUT` sets it instead.
    func timeout(for text: String, speaking: Bool) -> Double {
        fixedTimeout ?? 10 + Double(text.utf8.count) / (speaking ? 8 : 200)
    }

    /// Speaks `text` aloud and waits until it is done.
    /// - Returns: What espeak-ng wrote to standard error although it succeeded (ALSA's complaint when there is no
    ///   audio device), or nil.
    func speak(_ text: String, as reader: ReaderKind) throws(EspeakError) -> String? {
        try run(Self.voice(for: reader), text: text, speaking: true)
    }

    /// `text` spoken into audio.
    func audio(_ text: String, as reader: ReaderKind) throws(EspeakError) -> WaveAudio {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        try run(Self.voice(for: reader) + ["-w", url.path], text: text, speaking: false)
        guard let bytes = FileManager.default.contents(atPath: url.path) else {
            throw EspeakError(reason: "espeak-ng wrote no WAV", message: "")
        }
        do {
            return try WaveAudio(parsing: bytes)
        } catch {
            throw EspeakError(reason: "espeak-ng produced an unusable WAV (\(error))", message: "")
        }
    }

    /// Runs espeak-ng with the text on standard input (so no text is ever read as an option).
    @discardableResult
    private func run(_ arguments: [String], text: String, speaking: Bool) throws(EspeakError) -> String? {
        let limit = timeout(for: text, speaking: speaking)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(executable, arguments: arguments, input: Array((text + "\n").utf8), timeout: limit)
        } catch {
            throw EspeakError(reason: "espeak-ng could not be started: \(error)", message: "")
        }
        let said = Self.excerpt(text)
        if outcome.timedOut {
            throw EspeakError(reason: "espeak-ng did not finish \(said) within \(Self.seconds(limit)) and was stopped "
                + "(SRSIM_ESPEAK_TIMEOUT sets the seconds allowed for each utterance)", message: outcome.errors)
        }
        if let signal = outcome.signal {
            throw EspeakError(reason: "espeak-ng was killed by signal \(signal)\(Self.signalName(signal)) while saying \(said)",
                              message: outcome.errors)
        }
        if let status = outcome.status, status != 0 {
            throw EspeakError(reason: "espeak-ng failed (exit \(status)) while saying \(said)", message: outcome.errors)
        }
        if outcome.unreadInput > 0 {
            throw EspeakError(reason: "espeak-ng stopped reading \(said) with \(outcome.unreadInput) bytes unread",
                              message: outcome.errors)
        }
        return outcome.errors.isEmpty ? nil : outcome.errors
    }

    /// The start of `text`, quoted, for a message: `"Wi-Fi, on, switch…" (70000 characters)` for a long one.
    static func excerpt(_ text: String) -> String {
        let limit = 40
        guard text.count > limit else { return Token.quoted(text) }
        return Token.quoted(String(text.prefix(limit)) + "…") + " (\(text.count) characters)"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) seconds" : String(format: "%.1f seconds", value)
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGPIPE: " (SIGPIPE)"
        case SIGKILL: " (SIGKILL)"
        case SIGTERM: " (SIGTERM)"
        case SIGSEGV: " (SIGSEGV)"
        case SIGABRT: " (SIGABRT)"
        default: ""
        }
    }
}

/// espeak-ng failed, with what it wrote to standard error.
struct EspeakError: Error, CustomStringConvertible {
    /// What happened, e.g. `espeak-ng failed (exit 1) while saying "OK, button"`.
    let reason: String
    /// What espeak-ng wrote to standard error, if anything.
    let message: String
    var description: String { reason + (message.isEmpty ? "" : ": \(message)") }
}
