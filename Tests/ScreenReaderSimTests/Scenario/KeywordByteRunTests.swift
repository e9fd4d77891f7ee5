import Testing
@testable import ScreenReaderSim

/// ``KeywordByteRun``, which classifies eight bytes at a time, finds the end of a run of keyword bytes where testing each
/// byte in turn finds it: over every byte value, next to each other byte value, and over generated runs of every length
/// with every stop, read from every place and cut at every end.
@Suite struct KeywordByteRunTests {
    /// The simple version: the first byte of `bytes[start..<end]` that is not `a`-`z` or `-`.
    static func expected(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, (bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z")) || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        return index
    }

    /// Expects both answers to agree on `bytes` from `start` to `end`.
    static func check(_ bytes: [UInt8], from start: Int, to end: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            #expect(KeywordByteRun.end(in: buffer, from: start, to: end) == expected(bytes, from: start, to: end),
                    "\(bytes) \(start)..<\(end)")
        }
    }

    /// Each byte value, put at each place of a run and next to its ends, ends the run where the loop says.
    @Test func everyByteValueEndsARunOrNot() {
        for stop in 0...255 {
            for place in 0..<12 {
                var bytes = Array("radio-group-segmented".utf8)
                bytes[place] = UInt8(stop)
                Self.check(bytes, from: 0, to: bytes.count)
                Self.check(bytes, from: 1, to: bytes.count - 3)
            }
            // The byte after a run, and the run's neighbours, of every value (an `a` or `-` with its high bit set).
            Self.check([UInt8(ascii: "a"), UInt8(stop), UInt8(ascii: "z"), UInt8(stop) ^ 0x80] + Array(repeating: UInt8(ascii: "-"), count: 9),
                       from: 0, to: 13)
        }
    }

    /// Generated runs, read from random places and cut at random ends, end where the loop says.
    @Test func generatedRunsEndWhereTheLoopEnds() {
        var random = SplitMix(state: 11)
        let alphabet = Array("abyz-`{,@ #\"\t\r\n09AZ".utf8) + [0x80, 0xAD, 0xE1, 0xFA, 0xFF, 0x00, 0x7F]
        for _ in 0..<3_000 {
            let count = Int(random.next() % 30)
            let bytes = (0..<count).map { _ in
                random.next() % 4 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : UInt8(ascii: "a") + UInt8(random.next() % 26)
            }
            let start = Int(random.next() % UInt64(count + 1))
            let end = start + Int(random.next() % UInt64(count - start + 1))
            Self.check(bytes, from: start, to: end)
        }
    }
}
