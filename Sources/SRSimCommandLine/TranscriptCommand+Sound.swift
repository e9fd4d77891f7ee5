import Foundation
import ScreenReaderSim

extension TranscriptCommand {
    /// The utterances of `scenarios` in the order a listener hears them: step by step, each reader in turn.
    static func utterances(_ scenarios: [[Transcript]]) -> [(reader: ReaderKind, text: String)] {
        var utterances: [(ReaderKind, String)] = []
        for transcripts in scenarios {
            let count = transcripts.map(\.entries.count).max() ?? 0
            for offset in 0..<count {
                for transcript in transcripts where offset < transcript.entries.count {
                    for text in transcript.entries[offset].events.compactMap(\.utterance) {
                        utterances.append((transcript.reader, text))
                    }
                }
            }
        }
        return utterances
    }

    /// `--speak`: says every utterance aloud; `--audio FILE`: writes them all to one WAV, a short pause between.
    func sound(_ scenarios: [[Transcript]], through espeak: Espeak, into result: inout CommandResult) {
        let utterances = Self.utterances(scenarios)
        if utterances.isEmpty {
            result.err("\(style.warning("warning:")) nothing in this transcript is spoken (keyboard only?); no sound made.")
            return
        }
        do {
            if let path = invocation.values["--audio"] {
                var parts: [WaveAudio] = []
                for utterance in utterances { parts.append(try espeak.audio(utterance.text, as: utterance.reader)) }
                do {
                    try OutputFile.write(WaveAudio.joined(parts, pause: 0.45).wav(), to: path)
                } catch {
                    result.err("\(style.error("error:")) \(path): cannot write the file: \(OutputFile.reason(error))")
                    result.worsen(to: .failure)
                    return
                }
            }
            if invocation.flags.contains("--speak") {
                // What espeak-ng complained of although it spoke (no audio device), each complaint once.
                var complaints: [String] = []
                for utterance in utterances {
                    if let complaint = try espeak.speak(utterance.text, as: utterance.reader), !complaints.contains(complaint) {
                        complaints.append(complaint)
                    }
                }
                for complaint in complaints {
                    result.err("\(style.warning("warning:")) espeak-ng said: \(Self.summary(of: complaint))")
                }
                if !complaints.isEmpty {
                    result.err("  Nothing may have been heard: is there an audio device (and a sound server) this process can use?")
                }
            }
        } catch {
            result.err("\(style.error("error:")) \(error)")
            result.worsen(to: .failure)
        }
    }

    /// A complaint in one line: its first and last lines when it has several (ALSA writes nine for a missing device).
    static func summary(of complaint: String) -> String {
        let lines = complaint.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = lines.first, let last = lines.last, lines.count > 1 else { return complaint }
        return "\(first) … \(last) (\(lines.count) lines)"
    }
}
