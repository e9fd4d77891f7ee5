import Foundation
import Testing
@testable import SRSimCommandLine

/// `MemAvailable:` is read from a meminfo text as the plain reading reads it, whatever the text.
@Suite struct MeminfoTextTests {
    /// Texts like `/proc/meminfo` and texts unlike it: the line first, last, missing, twice, without a space, with
    /// tabs, signs, a number too big, a carriage return, non-ASCII characters and a combining mark after a newline.
    static let texts: [String] = [
        "MemTotal:       24684092 kB\nMemFree:         1234567 kB\nMemAvailable:   20000000 kB\nBuffers: 1 kB\n",
        "MemAvailable: 5 kB",
        "MemTotal: 1 kB\n",
        "",
        "\n\n\nMemAvailable:   7 kB\n\n",
        "MemAvailable: 1 kB\nMemAvailable: 2 kB\n",
        "MemAvailable:5 kB\n",
        "MemAvailable:\t5 kB\n",
        "MemAvailable: +5 kB\nMemAvailable: 6 kB\n",
        "MemAvailable: -5 kB\n",
        "MemAvailable: 99999999999999999999 kB\n",
        "MemAvailable:\n",
        " MemAvailable: 3 kB\nMemAvailable: 4 kB\n",
        "MemAvailableX: 8 kB\n",
        "MemTotal: 1 kB\r\nMemAvailable: 9 kB\r\n",
        "Mémoire: 1 kB\nMemAvailable: 10 kB\n",
        "MemTotal: 1 kB\n\u{301}MemAvailable: 11 kB\n",
        "MemAvailable: 12 kB é\n",
    ]

    /// Each text gives the plain reading's figure (or nil).
    @Test(arguments: texts)
    func theFigureIsThePlainReadings(_ text: String) {
        #expect(MeminfoText.availableKilobytes(in: text) == MeminfoText.plainAvailableKilobytes(in: text))
    }

    /// The usual shape gives its number, and a text without the line none.
    @Test func theUsualTextGivesItsFigure() {
        #expect(MeminfoText.availableKilobytes(in: Self.texts[0]) == 20_000_000)
        #expect(MeminfoText.availableKilobytes(in: Self.texts[2]) == nil)
    }

    /// The system's own file, read both ways.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/meminfo")))
    func theSystemsMeminfoReadsBothWays() throws {
        let text = try #require(SystemFileText.read("/proc/meminfo"))
        #expect(MeminfoText.availableKilobytes(in: text) != nil)
        #expect(MeminfoText.availableKilobytes(in: text) == MeminfoText.plainAvailableKilobytes(in: text))
    }
}
