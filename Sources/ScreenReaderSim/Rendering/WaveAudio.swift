import Foundation

/// 16-bit PCM audio as a WAV file holds it: read from one, joined with pauses, written back as one.
public struct WaveAudio: Hashable, Sendable {
    /// Why bytes are not a WAV file this type reads.
    public enum ReadError: Error, Hashable, Sendable {
        /// Not a RIFF/WAVE file.
        case notWave
        /// A WAVE file, but not 16-bit integer PCM.
        case unsupportedEncoding
        /// The `fmt ` or `data` chunk is missing.
        case missingChunk(String)
    }

    /// Samples per second.
    public var sampleRate: Int
    /// Channels (1 for mono).
    public var channels: Int
    /// The PCM samples, little-endian 16-bit, channels interleaved.
    public var samples: Data

    /// Audio with these properties.
    public init(sampleRate: Int, channels: Int = 1, samples: Data = Data()) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// Reads a WAV file's bytes. A `data` chunk whose size runs past the end (as streamed WAVs write) takes what is there.
    public init(parsing bytes: Data) throws(ReadError) {
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
                let end = min(bytes.count, body + size)
                var samples = Data(bytes[body..<end])
                if samples.count % 2 == 1 { samples.removeLast() }
                self.init(sampleRate: format.rate, channels: max(1, format.channels), samples: samples)
                return
            }
            offset = body + size + (size % 2)
        }
        throw .missingChunk(format == nil ? "fmt " : "data")
    }

    /// How long the audio plays, in seconds.
    public var duration: Double {
        Double(samples.count / 2 / max(channels, 1)) / Double(max(sampleRate, 1))
    }

    /// The loudest sample's magnitude, 0...32768: 0 means silence.
    public var peak: Int {
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
    public static func joined(_ parts: [WaveAudio], pause: Double) -> WaveAudio {
        guard let first = parts.first else { return WaveAudio(sampleRate: 22050) }
        var result = WaveAudio(sampleRate: first.sampleRate, channels: first.channels)
        let silence = Data(count: Int(pause * Double(first.sampleRate)) * first.channels * 2)
        for (offset, part) in parts.enumerated() {
            if offset > 0 { result.samples += silence }
            result.samples += part.samples
        }
        return result
    }

    /// The audio as a WAV file's bytes.
    public func wav() -> Data {
        var data = Data("RIFF".utf8)
        Self.append(UInt32(36 + samples.count), to: &data)
        data += Data("WAVEfmt ".utf8)
        Self.append(UInt32(16), to: &data)
        Self.append(UInt16(1), to: &data)
        Self.append(UInt16(channels), to: &data)
        Self.append(UInt32(sampleRate), to: &data)
        Self.append(UInt32(sampleRate * channels * 2), to: &data)
        Self.append(UInt16(channels * 2), to: &data)
        Self.append(UInt16(16), to: &data)
        data += Data("data".utf8)
        Self.append(UInt32(samples.count), to: &data)
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
