import ScreenReaderSim

/// Text made safe for a terminal: control characters and bidirectional controls a user wrote (a NUL, an escape
/// sequence, a right-to-left override in a label) are shown as `\u{HEX}` instead of reaching the terminal raw, colour
/// codes included. Newlines and tabs are kept, and so are this tool's own colour codes, which ``TextStyle`` writes
/// with ``styleEscape`` in place of ESC: no text from a file can hold that, so only the tool's colour reaches the
/// terminal.
enum TerminalText {
    /// What stands for ESC in this tool's own colour codes until a line is written: two noncharacters around a random
    /// word drawn once per process, so a label cannot spell it.
    static let styleEscape: String = {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var escape = String(Character(styleEscapeStart))
        escape += String((0..<16).map { _ in letters.randomElement()! })
        escape.unicodeScalars.append(Unicode.Scalar(0xFDD1 as UInt32)!)
        return escape
    }()

    /// U+FDD0, the noncharacter ``styleEscape`` starts with (a literal cannot spell a noncharacter).
    private static let styleEscapeStart = Unicode.Scalar(0xFDD0 as UInt32)!

    private static let styleEscapeScalars = Array(styleEscape.unicodeScalars)

    /// `text` with its control and bidirectional characters escaped and this tool's colour codes turned into real ones;
    /// unchanged (and not copied) when it holds neither.
    static func escapingControls(_ text: String) -> String {
        guard needsWork(text) else { return text }
        let scalars = text.unicodeScalars
        var result = ""
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == styleEscapeStart, let end = styleEscapeEnd(in: scalars, from: index) {
                result.unicodeScalars.append("\u{1B}")
                index = end
                continue
            }
            if isControl(scalar) {
                result += ControlCharacters.escaped(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return result
    }

    /// Whether `text` holds a control character other than a newline or tab, or a bidirectional control
    /// (``isControl(_:)``), found over its UTF-8 bytes: C0 controls and DEL are single bytes, C1 controls (U+0080 to
    /// U+009F) are the bytes C2 80 to C2 9F, and the bidirectional controls are D8 9C, E2 80 8E, E2 80 8F, E2 80 AA to
    /// E2 80 AE and E2 81 A6 to E2 81 A9.
    static func holdsControls(_ text: String) -> Bool {
        scan(text, styleEscapes: false)
    }

    /// ``holdsControls(_:)``, or a colour code of this tool's to turn into a real one (its first scalar, U+FDD0, is EF B7 90).
    private static func needsWork(_ text: String) -> Bool {
        scan(text, styleEscapes: true)
    }

    private static func scan(_ text: String, styleEscapes: Bool) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            var beforePrevious: UInt8 = 0
            for byte in bytes {
                if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F)
                    || (previous == 0xD8 && byte == 0x9C)
                    || (beforePrevious == 0xE2 && previous == 0x80 && (byte == 0x8E || byte == 0x8F || (0xAA...0xAE).contains(byte)))
                    || (beforePrevious == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(byte))
                    || (styleEscapes && beforePrevious == 0xEF && previous == 0xB7 && byte == 0x90) {
                    return true
                }
                beforePrevious = previous
                previous = byte
            }
            return false
        }
        return found ?? text.unicodeScalars.contains { isControl($0) || (styleEscapes && $0 == styleEscapeStart) }
    }

    /// Whether a terminal would act on `scalar` rather than show it: a control other than a newline or tab, or a
    /// bidirectional control (``ControlCharacters``).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && ControlCharacters.isControlOrBidi(scalar)
    }

    /// The end of ``styleEscape`` when it starts at `start`, or nil when it does not.
    private static func styleEscapeEnd(
        in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
    ) -> String.UnicodeScalarView.Index? {
        var index = start
        for expected in styleEscapeScalars {
            guard index < scalars.endIndex, scalars[index] == expected else { return nil }
            index = scalars.index(after: index)
        }
        return index
    }
}
