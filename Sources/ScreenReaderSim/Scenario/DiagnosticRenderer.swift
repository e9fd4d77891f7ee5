/// Turns diagnostics into compiler-style text: the one place where a diagnostic becomes words on a terminal.
///
///     settings.scenario:3:3: error: unknown element kind 'swich'; did you mean 'switch'?
///        3 |   swich "Wi-Fi" on
///          |   ^~~~~
public enum DiagnosticRenderer {
    /// One diagnostic: the `FILE:LINE:COLUMN: severity: message` line, the source line with a caret under the
    /// offending word (`~` along the rest of it on that line), then any notes.
    /// - Parameters:
    ///   - diagnostic: What to render.
    ///   - source: The file's text, for the excerpt; without it only the first line is written.
    /// - Returns: The text, ending in a newline.
    public static func render(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        var output = diagnostic.description + "\n"
        let line = diagnostic.location.line
        if let content = source?.content(ofLine: line) {
            let number = String(line)
            let width = max(4, number.count)
            let gutter = String(repeating: " ", count: width - number.count) + number
            output += "\(gutter) | \(content)\n"
            let characters = Array(content)
            let start = max(1, diagnostic.location.column)
            var prefix = ""
            for index in 0..<(start - 1) {
                prefix.append(index < characters.count && characters[index] == "\t" ? "\t" : " ")
            }
            let end = diagnostic.range.upperBound.line == line ? diagnostic.range.upperBound.column : characters.count + 1
            let length = max(1, end - start)
            output += String(repeating: " ", count: width) + " | " + prefix + "^" + String(repeating: "~", count: length - 1) + "\n"
        }
        for note in diagnostic.notes {
            output += "note: \(note)\n"
        }
        return output
    }

    /// Every diagnostic in order, each as ``render(_:source:)`` writes it.
    public static func render(_ diagnostics: [Diagnostic], source: SourceText?) -> String {
        diagnostics.map { render($0, source: source) }.joined()
    }
}
