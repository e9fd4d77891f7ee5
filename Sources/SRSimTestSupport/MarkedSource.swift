import ScreenReaderSim

/// Scenario text with `1️⃣`-style markers before the words tests point at; the markers are removed from ``text``.
package struct MarkedSource: Sendable {
    /// The markers, in the order tests usually use them.
    package static let markers: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text without markers.
    package let text: String
    /// Each marker's location in ``text``.
    package let locations: [Character: SourceLocation]

    /// Reads `marked`, noting where each marker stood (line and column in the text without markers) in `file`.
    package init(_ marked: String, file: String? = nil) {
        var text = ""
        var locations: [Character: SourceLocation] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if Self.markers.contains(character) {
                locations[character] = SourceLocation(file: file, line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.locations = locations
    }

    /// Where `marker` stood, nil when the text had none.
    package subscript(_ marker: Character) -> SourceLocation? { locations[marker] }
}
