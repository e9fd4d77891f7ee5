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
        var cache: (line: Int, characters: [Character])?
        return render(diagnostic, source: source, cache: &cache)
    }

    /// ``render(_:source:)`` with the characters of the last line rendered, reused while diagnostics stay on it.
    static func render(_ diagnostic: Diagnostic, source: SourceText?, cache: inout (line: Int, characters: [Character])?) -> String {
        var output = DiagnosticExcerpt.escapingControls(diagnostic.description) + "\n"
        let line = diagnostic.location.line
        if let content = source?.content(ofLine: line) {
            let number = String(line)
            let width = max(4, number.count)
            let gutter = String(repeating: " ", count: width - number.count) + number
            if cache?.line != line { cache = (line, Array(content)) }
            let characters = cache?.characters ?? []
            let end = diagnostic.range.upperBound.line == line ? diagnostic.range.upperBound.column : characters.count + 1
            let excerpt = DiagnosticExcerpt(characters, start: max(1, diagnostic.location.column), end: end)
            output += "\(gutter) | \(excerpt.text)\n"
            output += String(repeating: " ", count: width) + " | " + excerpt.caret + "\n"
        }
        for note in diagnostic.notes {
            output += "note: \(DiagnosticExcerpt.escapingControls(note))\n"
        }
        return output
    }

    /// Every diagnostic in order, each as ``render(_:source:)`` writes it.
    /// - Parameter limit: The most diagnostics to write; the rest are counted in a last line (`… and 12 more
    ///   diagnostics in FILE`). Nil writes them all.
    public static func render(_ diagnostics: [Diagnostic], source: SourceText?, limit: Int? = nil) -> String {
        var cache: (line: Int, characters: [Character])?
        var output = ""
        for diagnostic in diagnostics.prefix(limit ?? diagnostics.count) {
            output += render(diagnostic, source: source, cache: &cache)
        }
        if let limit, diagnostics.count > limit {
            let more = diagnostics.count - limit
            output += "… and \(more) more diagnostic\(more == 1 ? "" : "s") in \(source?.file ?? "the file")"
                + " (srsim run --format json lists them all)\n"
        }
        return output
    }
}
