import Foundation
import Testing
import ScreenReaderSim
@testable import SRSimCommandLine

/// Issue 24 A4 and A5, issue 23 item 15: an espeak-ng that hangs, dies, complains or writes a WAV no audio has is
/// reported, never waited on forever, never a crash; checked with stand-in `espeak-ng` scripts on the PATH.
@Suite struct EspeakFailureTests {
    /// A folder with `bin/espeak-ng` running `body` (a shell script), and the environment that finds it.
    func standIn(_ body: String, timeout: String? = nil) throws -> (TemporaryFolder, [String: String]) {
        let folder = try TemporaryFolder()
        try folder.writeExecutable("bin/espeak-ng", "#!/bin/sh\n" + body + "\n")
        var environment = ["PATH": folder.path + "/bin:/usr/bin:/bin"]
        environment["SRSIM_ESPEAK_TIMEOUT"] = timeout
        return (folder, environment)
    }

    /// A screen with one button labelled `label`, and a scenario that swipes to it.
    static func scenario(label: String) -> String {
        "screen \"S\"\n  button \"\(label)\"\n\nscenario \"Swipe\"\n  using voiceover\n  swipe right\n"
    }

    @Test(arguments: [["--speak"], ["--audio", "out.wav"]])
    func aHangingEspeakIsStoppedAndReported(_ options: [String]) throws {
        let (folder, environment) = try standIn("exec sleep 600", timeout: "0.5")
        let path = try folder.write("s.scenario", Self.scenario(label: "OK"))
        let result = SRSim.run(["transcript", path] + options.map { $0 == "out.wav" ? folder.path + "/out.wav" : $0 },
                               environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: espeak-ng did not finish \"OK, button\" within 0.5 seconds and was stopped"),
                "\(result.stderr)")
        #expect(folder.data("out.wav") == nil)
    }

    @Test func anEspeakThatDiesPartWayThroughALongLabelIsReportedWithItsMessage() throws {
        let (folder, environment) = try standIn("head -c 10 > /dev/null\necho 'espeak-ng: out of memory' >&2\nexit 1")
        let label = String(repeating: "Wi-Fi ", count: 12_000)
        let path = try folder.write("s.scenario", Self.scenario(label: label))
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: espeak-ng failed (exit 1) while saying \"Wi-Fi Wi-Fi"), "\(result.stderr)")
        #expect(result.stderr.contains("(72008 characters): espeak-ng: out of memory"), "\(result.stderr)")
    }

    @Test func anEspeakKilledByASignalIsReported() throws {
        let (folder, environment) = try standIn("kill -PIPE $$")
        let path = try folder.write("s.scenario", Self.scenario(label: "OK"))
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: espeak-ng was killed by signal \(SIGPIPE) (SIGPIPE) while saying \"OK, button\""),
                "\(result.stderr)")
    }

    @Test func anEspeakThatStopsReadingIsReported() throws {
        let (folder, environment) = try standIn("exec 0<&-\nsleep 0.2")
        let path = try folder.write("s.scenario", Self.scenario(label: String(repeating: "long ", count: 100_000)))
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: espeak-ng stopped reading"), "\(result.stderr)")
    }

    @Test func noAudioDeviceIsAWarningNotSilence() throws {
        let (folder, environment) = try standIn("""
        cat > /dev/null
        echo "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" >&2
        """)
        let path = try folder.write("s.scenario", "screen \"S\"\n  button \"A\"\n  button \"B\"\n\n"
            + "scenario \"Two\"\n  using voiceover, talkback\n  swipe right\n  swipe right\n")
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .success)
        #expect(result.stderr == """
        warning: espeak-ng said: ALSA lib confmisc.c:855:(parse_card) cannot find card '0'
          Nothing may have been heard: is there an audio device (and a sound server) this process can use?

        """, "one warning for four utterances")
    }

    @Test func aComplaintOfSeveralLinesIsShownAsItsFirstAndLast() throws {
        let (folder, environment) = try standIn("""
        cat > /dev/null
        echo "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'" >&2
        echo "ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default" >&2
        echo "error: No such file or directory" >&2
        """)
        let path = try folder.write("s.scenario", Self.scenario(label: "OK"))
        let result = SRSim.run(["transcript", path, "--speak"], environment: environment)
        #expect(result.exitCode == .success)
        #expect(result.stderr.hasPrefix("warning: espeak-ng said: ALSA lib confmisc.c:855:(parse_card) cannot find card '0' … "
            + "error: No such file or directory (3 lines)\n"), "\(result.stderr)")
    }

    /// A stand-in that copies `bin/../answer.wav` to the file after `-w`.
    static let writesAnswer = """
    previous=""
    for argument in "$@"; do
      if [ "$previous" = "-w" ]; then cp "$(dirname "$0")/../answer.wav" "$argument"; fi
      previous="$argument"
    done
    cat > /dev/null
    """

    /// A WAV header for 16-bit PCM claiming `channels` and `rate`, then four bytes of samples.
    static func header(channels: UInt16, rate: UInt32) -> Data {
        var data = Data("RIFF".utf8)
        func append<Integer: FixedWidthInteger>(_ value: Integer) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(40))
        data += Data("WAVEfmt ".utf8)
        append(UInt32(16)); append(UInt16(1)); append(channels); append(rate)
        append(rate &* UInt32(channels) &* 2); append(channels &* 2); append(UInt16(16))
        data += Data("data".utf8)
        append(UInt32(4))
        return data + Data([1, 2, 3, 4])
    }

    @Test(arguments: [(UInt16(65_535), UInt32(22_050), "65535 channels"), (UInt16(1), UInt32(4_000_000_000), "a sample rate of 4000000000 Hz"),
                      (UInt16(0), UInt32(22_050), "0 channels")])
    func aWaveNoAudioHasIsReportedNotATrap(channels: UInt16, rate: UInt32, claim: String) throws {
        #expect(throws: WaveAudio.ReadError.unusableHeader(claim)) { try WaveAudio(parsing: Self.header(channels: channels, rate: rate)) }
        let (folder, environment) = try standIn(Self.writesAnswer)
        try Self.header(channels: channels, rate: rate).write(to: URL(fileURLWithPath: folder.path + "/answer.wav"))
        let path = try folder.write("s.scenario", Self.scenario(label: "OK"))
        let result = SRSim.run(["transcript", path, "--audio", folder.path + "/out.wav"], environment: environment)
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("error: espeak-ng produced an unusable WAV (its header claims \(claim))"), "\(result.stderr)")
        #expect(folder.data("out.wav") == nil)
    }

    @Test func aWaveWithValuesNoHeaderHoldsIsWrittenWithoutATrap() {
        let audio = WaveAudio(sampleRate: Int(UInt32.max) * 4, channels: 70_000, samples: Data([0, 0]))
        #expect(audio.wav().count == 46)
    }

    @Test func audioThroughASymlinkWritesTheTargetAndKeepsTheLink() throws {
        let (folder, environment) = try standIn(Self.writesAnswer)
        try WaveAudio(sampleRate: 22_050, samples: Data(repeating: 7, count: 200)).wav()
            .write(to: URL(fileURLWithPath: folder.path + "/answer.wav"))
        let path = try folder.write("s.scenario", Self.scenario(label: "OK"))
        let target = try folder.write("sounds/real.wav", "old")
        #expect(chmod(target, 0o600) == 0)
        let link = folder.path + "/out.wav"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "sounds/real.wav")
        let result = SRSim.run(["transcript", path, "--audio", link], environment: environment)
        #expect(result.exitCode == .success, "\(result.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "sounds/real.wav")
        let written = try WaveAudio(parsing: try #require(folder.data("sounds/real.wav")))
        #expect(written.samples == Data(repeating: 7, count: 200))
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
    }
}
