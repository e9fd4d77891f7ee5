/// Text made safe for a terminal: control characters a user wrote (a NUL or an escape sequence in a label) are shown
/// as `\u{HEX}` instead of reaching the terminal raw. Newlines, tabs and this tool's own colour codes
/// (`ESC [ digits m`) are kept.
enum TerminalText {
    /// `text` with its control characters escaped; unchanged (and not copied) when it holds none.
    static func escapingControls(_ text: String) -> String {
        guard holdsControls(text) else { return text }
        let scalars = text.unicodeScalars
        var result = ""
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = colourCodeEnd(in: scalars, from: index) {
                result.unicodeScalars.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if isControl(scalar) && scalar != "\n" && scalar != "\t" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return result
    }

    /// Whether `text` holds a control character other than a newline or tab (``isControl(_:)``), found over its UTF-8
    /// bytes: C0 controls and DEL are single bytes, and C1 controls (U+0080 to U+009F) are the bytes C2 80 to C2 9F.
    static func holdsControls(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var previous: UInt8 = 0
            for byte in bytes {
                if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                    return true
                }
                previous = byte
            }
            return false
        }
        return found ?? text.unicodeScalars.contains(where: isControl)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// The end of a colour code (`ESC [ 0 ; 31 m`) starting at `start`, or nil when none starts there.
    private static func colourCodeEnd(in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index) -> String.UnicodeScalarView.Index? {
        var index = scalars.index(after: start)
        guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
        index = scalars.index(after: index)
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "m" { return scalars.index(after: index) }
            guard ("0"..."9").contains(scalar) || scalar == ";" else { return nil }
            index = scalars.index(after: index)
        }
        return nil
    }
}
