import Foundation
import Testing
import ScreenReaderSim
@testable import SRSimCommandLine

/// `srsim transcript --audio` and `--speak` through espeak-ng, and the clear refusal where it is not installed.
@Suite struct TranscriptAudioTests {
    static let environment = ProcessInfo.processInfo.environment
    static let hasEspeak = Espeak(environment: environment) != nil

    /// A scenario whose readers speak `swipes` times each.
    static func scenario(swipes: Int) -> String {
        "screen \"Sound\"\n  heading \"Welcome\"\n  button \"Play\"\n  switch \"Loud\" on\n\n"
            + "scenario \"Swipes\"\n  using voiceover, talkback\n"
            + String(repeating: "  swipe right\n", count: swipes)
    }

    @Test(.enabled(if: hasEspeak, "espeak-ng is not installed (Debian: apt-get install espeak-ng); the audio test is skipped"))
    func audioIsAValidNonSilentWaveThatGrowsWithTheUtterances() throws {
        let folder = try TemporaryFolder()
        var durations: [Double] = []
        for swipes in [1, 3] {
            let path = try folder.write("sound\(swipes).scenario", Self.scenario(swipes: swipes))
            let result = SRSim.run(["transcript", path, "--audio", folder.path + "/sound\(swipes).wav"],
                                   environment: Self.environment)
            #expect(result.exitCode == .success, "\(result.stderr)")
            let data = try #require(folder.data("sound\(swipes).wav"))
            let audio = try WaveAudio(parsing: data)
            #expect(audio.sampleRate > 8000)
            #expect(audio.peak > 3000, "the audio is silent")
            // One utterance per reader per swipe: at least ~0.4 s each.
            #expect(audio.duration > 0.4 * Double(2 * swipes))
            durations.append(audio.duration)
        }
        #expect(durations[1] > durations[0] * 2)
    }

    @Test(arguments: [["--audio", "out.wav"], ["--speak"]])
    func missingEspeakIsOneClearLineExit64AndNothingWritten(_ options: [String]) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sound.scenario", Self.scenario(swipes: 1))
        let arguments = ["transcript", path] + options.map { $0.hasSuffix(".wav") ? folder.path + "/" + $0 : $0 }
        let result = SRSim.run(arguments, environment: ["PATH": folder.path + "/no-such-folder"])
        #expect(result.exitCode == .usage)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("espeak-ng is not installed"))
        #expect(result.stderr.contains("apt-get install espeak-ng"))
        #expect(folder.data("out.wav") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sound.scenario"])
    }

    @Test func utterancesAlternateReadersStepByStep() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("sound.scenario", Self.scenario(swipes: 2))
        let file = ScenarioFile(parsing: Self.scenario(swipes: 2), file: path)
        let screen = try #require(file.screen)
        let transcripts = ReaderKind.allCases.filter(\.speaks).map { reader -> Transcript in
            var single = file.scenarios[0]
            single.readers = [reader]
            return TranscriptCommand.transcript(of: ScenarioRunner.run(single, on: screen), scenario: single, screen: screen,
                                                reader: reader)
        }
        let utterances = TranscriptCommand.utterances([transcripts])
        #expect(utterances.map(\.reader) == [.voiceOver, .talkBack, .voiceOver, .talkBack])
        #expect(utterances[0].text == "Welcome, heading")
        #expect(utterances[3].text == "Play, button, double tap to activate")
    }

    @Test func wavesJoinWithAPauseAndRoundTrip() throws {
        let tone = WaveAudio(sampleRate: 1000, samples: Data([0x10, 0x27, 0xF0, 0xD8]))  // 10000, -10000
        let joined = WaveAudio.joined([tone, tone, tone], pause: 0.5)
        #expect(joined.samples.count == 3 * 4 + 2 * 1000)
        #expect(joined.peak == 10000)
        #expect(try WaveAudio(parsing: joined.wav()) == joined)
        #expect(throws: WaveAudio.ReadError.notWave) { try WaveAudio(parsing: Data("not a wave".utf8)) }
    }
}

/// `--speak` and `--audio` hand espeak-ng the right voice and the text on standard input: checked with a stand-in
/// `espeak-ng` on the PATH that records what it was given (so this runs everywhere, with or without espeak-ng).
@Suite struct EspeakInvocationTests {
    func standIn(_ folder: TemporaryFolder) throws -> [String: String] {
        try folder.writeExecutable("bin/espeak-ng", """
        #!/bin/sh
        log="$(dirname "$0")/../calls.log"
        printf 'ARGS %s\\n' "$*" >> "$log"
        printf 'TEXT %s\\n' "$(cat)" >> "$log"

        """)
        return ["PATH": folder.path + "/bin:/usr/bin:/bin"]
    }

    @Test func speakUsesAVoicePerPlatformAndPassesTextOnStandardInput() throws {
        let folder = try TemporaryFolder()
        let environment = try standIn(folder)
        let path = try folder.write("s.scenario", """
        screen "S"
          button "-v evil --help"

        scenario "Both"
          using voiceover, talkback
          swipe right

        """)
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect(result.stdout.contains("VoiceOver says"))
        let log = String(decoding: try #require(folder.data("calls.log")), as: UTF8.self)
        #expect(log == """
        ARGS -v en-us -p 45 -s 170
        TEXT -v evil --help, button
        ARGS -v en-gb+f3 -p 60 -s 170
        TEXT -v evil --help, button, double tap to activate

        """)
    }

    @Test func aFailingEspeakIsReportedAndLeavesNoAudioFile() throws {
        let folder = try TemporaryFolder()
        var environment = try standIn(folder)
        // This stand-in writes no WAV, as a broken espeak-ng would not.
        environment["PATH"] = folder.path + "/bin"
        let path = try folder.write("s.scenario", Sample.passing)
        let result = SRSim.run(["transcript", path, "--audio", folder.path + "/out.wav"], environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error:"))
        #expect(folder.data("out.wav") == nil)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains("out.wav") })
    }
}
