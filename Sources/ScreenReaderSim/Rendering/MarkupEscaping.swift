/// Escaping for the markup formats the pictures and tables are written in, so any label shows as text.
///
/// A label such as `<script>alert(1)</script>` or `| ] ) "` comes from a scenario file the user wrote; it is
/// data, never markup, in every format.
package enum MarkupEscaping {
    /// `text` safe inside an XML or HTML element or a double- or single-quoted attribute: the one XML escaper of the
    /// project (pictures, the player page, JUnit).
    ///
    /// Characters XML 1.0 forbids (most C0 controls) become U+FFFD, so the document always parses; DEL, C1 and
    /// bidirectional controls are written as character references (`&#x202E;`). In an element, tab, line feed and
    /// carriage return are kept; with `keepingLineBreaks: false` (an attribute value, where a parser would fold them to
    /// spaces) a line feed becomes `&#10;` and a carriage return U+FFFD, as JUnit readers expect.
    package static func xml(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t": result.unicodeScalars.append(scalar)
            case "\n": if keepingLineBreaks { result.unicodeScalars.append(scalar) } else { result += "&#10;" }
            case "\r" where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || (0xFFFE...0xFFFF).contains(control.value):
                result += "\u{FFFD}"
            case let control where ControlCharacters.isControlOrBidi(control):
                // DEL, C1 and bidirectional controls as character references: the document means the same, and none
                // reaches a terminal raw when it is printed.
                result += "&#x\(String(control.value, radix: 16, uppercase: true));"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as one Markdown table cell: pipes, brackets, emphasis and HTML are shown literally, newlines become spaces.
    /// (Inside a cell nothing is at the start of a line, so list and heading markers need no escape.)
    package static func markdownCell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "|", "`", "*", "_", "[", "]", "~":
                result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r", "\r\n", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` as a JSON string literal safe inside an HTML `<script>` element (no `<`, `>`, `&`, U+2028 or U+2029 raw).
    package static func scriptJSON(_ value: JSONValue) -> String {
        var result = ""
        for scalar in value.rendered().unicodeScalars {
            switch scalar.value {
            case 0x3C: result += "\\u003c"
            case 0x3E: result += "\\u003e"
            case 0x26: result += "\\u0026"
            case 0x2028: result += "\\u2028"
            case 0x2029: result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
