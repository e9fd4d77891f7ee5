/// The characters a terminal acts on instead of showing, which text from a scenario file must never reach it raw: C0
/// controls, DEL, C1 controls and the bidirectional controls that reorder what follows them (U+202E shows
/// `exe.txt` as `txt.exe`).
package enum ControlCharacters {
    /// Whether `scalar` is a C0 control (below U+0020), DEL or a C1 control (U+0080 to U+009F).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a bidirectional formatting control: the Arabic letter mark (U+061C), the left-to-right and
    /// right-to-left marks (U+200E, U+200F), the embeddings and overrides (U+202A to U+202E) and the isolates (U+2066
    /// to U+2069).
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `scalar` is a control (``isControl(_:)``) or a bidirectional control (``isBidiControl(_:)``).
    package static func isControlOrBidi(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidiControl(scalar)
    }

    /// `\u{HEX}`: how an escaped control is shown (`\u{1B}` for ESC, `\u{202E}` for a right-to-left override).
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}
