import Foundation

/// 16-bit PCM audio as a WAV file holds it: read from one, joined with pauses, written back as one.
package struct WaveAudio: Hashable, Sendable {
    /// Why bytes are not a WAV file this type reads.
    package enum ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Not a RIFF/WAVE file.
        case notWave
        /// A WAVE file, but not 16-bit integer PCM.
        case unsupportedEncoding
        /// The `fmt ` or `data` chunk is missing.
        case missingChunk(String)
        /// A header whose channel count or sample rate no audio has (65,535 channels, a 4 GHz rate): what it claims.
        case unusableHeader(String)

        /// What is wrong, in words.
        package var description: String {
            switch self {
            case .notWave: "not a RIFF/WAVE file"
            case .unsupportedEncoding: "not 16-bit PCM"
            case .missingChunk(let chunk): "no '\(chunk)' chunk"
            case .unusableHeader(let claim): "its header claims \(claim)"
            }
        }
    }

    /// The channel counts read: mono to 7.1 and beyond, but nothing no audio has.
    package static let channelRange = 1...16
    /// The sample rates read, in hertz.
    package static let sampleRateRange = 1_000...768_000

    /// Samples per second.
    package var sampleRate: Int
    /// Channels (1 for mono).
    package var channels: Int
    /// The PCM samples, little-endian 16-bit, channels interleaved.
    package var samples: Data

    /// Audio with these properties.
    package init(sampleRate: Int, channels: Int = 1, samples: Data = Data()) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// Reads a WAV file's bytes. A `data` chunk whose size runs past the end (as streamed WAVs write) takes what is there.
    package init(parsing bytes: Data) throws(ReadError) {
        let bytes = Data(bytes)  // indices from 0
        guard bytes.count >= 12, bytes.prefix(4) == Data("RIFF".utf8), bytes[8..<12] == Data("WAVE".utf8) else {
            throw .notWave
        }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int, encoding: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(Self.uint32(bytes, at: offset + 4))
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                format = (Int(Self.uint16(bytes, at: body + 2)), Int(Self.uint32(bytes, at: body + 4)),
                          Int(Self.uint16(bytes, at: body + 14)), Int(Self.uint16(bytes, at: body)))
            } else if id == "data" {
                guard let format else { throw .missingChunk("fmt ") }
                guard format.encoding == 1 || format.encoding == 0xFFFE, format.bits == 16 else { throw .unsupportedEncoding }
                // Checked before anything is computed from them (a byte rate of rate × channels × 2 must fit 32 bits).
                guard Self.channelRange.contains(format.channels) else { throw .unusableHeader("\(format.channels) channels") }
                guard Self.sampleRateRange.contains(format.rate) else { throw .unusableHeader("a sample rate of \(format.rate) Hz") }
                let end = min(bytes.count, body + size)
                var samples = Data(bytes[body..<end])
                if samples.count % 2 == 1 { samples.removeLast() }
                self.init(sampleRate: format.rate, channels: format.channels, samples: samples)
                return
            }
            offset = body + size + (size % 2)
        }
        throw .missingChunk(format == nil ? "fmt " : "data")
    }

    /// How long the audio plays, in seconds.
    package var duration: Double {
        Double(samples.count / 2 / max(channels, 1)) / Double(max(sampleRate, 1))
    }

    /// The loudest sample's magnitude, 0...32768: 0 means silence.
    package var peak: Int {
        var peak = 0
        samples.withUnsafeBytes { raw in
            for index in stride(from: 0, to: raw.count - 1, by: 2) {
                let value = Int(Int16(bitPattern: UInt16(raw[index]) | UInt16(raw[index + 1]) << 8))
                peak = max(peak, abs(value))
            }
        }
        return peak
    }

    /// `parts` one after another with `pause` seconds of silence between them, at the first part's rate and channels.
    package static func joined(_ parts: [WaveAudio], pause: Double) -> WaveAudio {
        guard let first = parts.first else { return WaveAudio(sampleRate: 22050) }
        var result = WaveAudio(sampleRate: first.sampleRate, channels: first.channels)
        let silence = Data(count: Int(pause * Double(first.sampleRate)) * first.channels * 2)
        for (offset, part) in parts.enumerated() {
            if offset > 0 { result.samples += silence }
            result.samples += part.samples
        }
        return result
    }

    /// The audio as a WAV file's bytes. Values a header cannot hold are clamped to what it can (this never traps).
    package func wav() -> Data {
        var data = Data("RIFF".utf8)
        Self.append(UInt32(clamping: 36 + samples.count), to: &data)
        data += Data("WAVEfmt ".utf8)
        Self.append(UInt32(16), to: &data)
        Self.append(UInt16(1), to: &data)
        Self.append(UInt16(clamping: channels), to: &data)
        Self.append(UInt32(clamping: sampleRate), to: &data)
        let (byteRate, overflow) = sampleRate.multipliedReportingOverflow(by: channels.multipliedReportingOverflow(by: 2).partialValue)
        Self.append(overflow ? UInt32.max : UInt32(clamping: byteRate), to: &data)
        Self.append(UInt16(clamping: channels.multipliedReportingOverflow(by: 2).partialValue), to: &data)
        Self.append(UInt16(16), to: &data)
        data += Data("data".utf8)
        Self.append(UInt32(clamping: samples.count), to: &data)
        return data + samples
    }

    private static func uint16(_ bytes: Data, at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: Data, at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    private static func append<Integer: FixedWidthInteger>(_ value: Integer, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
