import Foundation
import ScreenReaderSim

/// Speech through the `espeak-ng` program: aloud, or into WAV audio; a different voice per platform.
struct Espeak {
    /// The one line shown when `espeak-ng` is not installed.
    static let missingMessage =
        "espeak-ng is not installed; install it (Debian/Ubuntu: sudo apt-get install espeak-ng · macOS: brew install espeak-ng) and try again."

    /// The program's path.
    let executable: String

    /// `espeak-ng` found on the `PATH` of `environment`, or nil.
    init?(environment: [String: String]) {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let found = folders.map({ $0 + "/espeak-ng" }).first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        executable = found
    }

    /// The voice arguments for a reader: VoiceOver a US voice, TalkBack a British one, higher.
    static func voice(for reader: ReaderKind) -> [String] {
        reader.platform == .ios ? ["-v", "en-us", "-p", "45", "-s", "170"] : ["-v", "en-gb+f3", "-p", "60", "-s", "170"]
    }

    /// Speaks `text` aloud and waits until it is done.
    func speak(_ text: String, as reader: ReaderKind) throws {
        _ = try run(Self.voice(for: reader), text: text)
    }

    /// `text` spoken into audio.
    func audio(_ text: String, as reader: ReaderKind) throws -> WaveAudio {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        try run(Self.voice(for: reader) + ["-w", url.path], text: text)
        return try WaveAudio(parsing: try Data(contentsOf: url))
    }

    /// Runs espeak-ng with the text on standard input (so no text is ever read as an option).
    @discardableResult
    private func run(_ arguments: [String], text: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        // espeak-ng may stop before it has read everything (no audio device, a bad voice): the write then fails with
        // EPIPE, which must not end srsim with SIGPIPE; its exit status below says what went wrong.
        let previous = signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data((text + "\n").utf8))
        try? input.fileHandleForWriting.close()
        signal(SIGPIPE, previous)
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EspeakError(status: process.terminationStatus,
                              message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return process.terminationStatus
    }
}

/// espeak-ng failed.
struct EspeakError: Error, CustomStringConvertible {
    let status: Int32
    let message: String
    var description: String { "espeak-ng failed (exit \(status))" + (message.isEmpty ? "" : ": \(message)") }
}
