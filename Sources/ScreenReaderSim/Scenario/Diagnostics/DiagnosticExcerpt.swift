/// The source line under a diagnostic, as shown to a person: at most ``width`` characters around the offending word
/// (`…` where it was cut), control characters escaped (`\u{0}`), and the caret line that underlines the word.
///
/// Built from the line's characters once per line (``DiagnosticRenderer`` reuses them for every diagnostic on the
/// line), so a long line with many diagnostics costs linear time and space, not quadratic.
struct DiagnosticExcerpt {
    /// The most characters of a line an excerpt shows.
    static let width = 100
    /// How many characters before the column the window starts, when the line is cut.
    static let lead = 40

    /// The text shown after the gutter.
    let text: String
    /// The line under it: spaces (tabs where the source had tabs), then `^` and `~` under the word.
    let caret: String

    /// The excerpt of `characters` for columns `start..<end` (1-based; `end` is past the line's end when the range
    /// goes on to a later line).
    init(_ characters: [Character], start: Int, end: Int) {
        let column = min(max(0, start - 1), characters.count)
        var lower = 0
        var upper = characters.count
        if characters.count > Self.width {
            lower = max(0, min(column - Self.lead, characters.count - Self.width))
            upper = lower + Self.width
        }
        var text = lower > 0 ? "…" : ""
        var caret = lower > 0 ? " " : ""
        for index in lower..<column {
            let shown = Self.escaped(characters[index])
            text += shown
            caret += characters[index] == "\t" ? "\t" : String(repeating: " ", count: shown.count)
        }
        var underline = 0
        let last = max(column + 1, min(end - 1, upper))
        for index in column..<upper {
            let shown = Self.escaped(characters[index])
            text += shown
            if index < last { underline += shown.count }
        }
        if upper < characters.count { text += "…" }
        self.text = text
        self.caret = caret + "^" + String(repeating: "~", count: max(0, underline - 1))
    }

    /// `character` as it can be printed: control characters (C0, DEL, C1) and bidirectional controls as `\u{HEX}`,
    /// anything else as it is.
    static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
        var result = ""
        for scalar in character.unicodeScalars {
            result += isControl(scalar) && scalar != "\t" ? ControlCharacters.escaped(scalar) : String(scalar)
        }
        return result
    }

    /// `text` with every control character but a tab escaped, as ``escaped(_:)`` does; unchanged (and not copied)
    /// when it holds none.
    static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\t" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            result += isControl(scalar) && scalar != "\t" ? ControlCharacters.escaped(scalar) : String(scalar)
        }
        return result
    }

    /// Whether `scalar` is a control character a terminal would act on rather than show.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isControlOrBidi(scalar)
    }
}
