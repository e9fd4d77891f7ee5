/// A phrase table's template with numbered holes (`{index} of {count}`, `In list, {count} items`, `{value}%`), split
/// once into its literal text and its holes, so filling it in appends a few pieces instead of searching the text.
///
/// Filling it in gives exactly what replacing every occurrence of each hole by its number would (the holes are matched
/// character by character, left to right; a number never holds a brace, so no replacement can make or break another hole). A
/// ``PhraseTable`` fills its templates through this type, and the speech composer keeps its tables' templates split
/// for the whole process, so a position or a list's size costs no text search per utterance.
struct PhraseTemplate: Hashable, Sendable {
    /// One piece of the template: literal text, or the number of a hole (an index into the values).
    private enum Piece: Hashable, Sendable {
        case text(String)
        case hole(Int)
    }

    /// The template's pieces, in order.
    private let pieces: [Piece]

    /// Splits `template` at every occurrence of each of `holes` (the first hole is value 0, the second value 1), matched
    /// character by character as text search does: `{count}` followed by a combining mark is no hole.
    init(_ template: String, holes: [String]) {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(template)
        scan: while let next = rest.first {
            for (number, hole) in holes.enumerated() where !hole.isEmpty && rest.hasPrefix(hole) {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.hole(number))
                rest = rest.dropFirst(hole.count)
                continue scan
            }
            literal.append(next)
            rest = rest.dropFirst()
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The template with its first hole filled by `first` and its second by `second`.
    func filled(_ first: Int, _ second: Int = 0) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .hole(let number): result += String(number == 0 ? first : second)
            }
        }
        return result
    }

    /// A position in a series, `{index}` and `{count}` its holes.
    static func position(_ template: String) -> PhraseTemplate { PhraseTemplate(template, holes: ["{index}", "{count}"]) }

    /// A number, `{value}` its hole.
    static func value(_ template: String) -> PhraseTemplate { PhraseTemplate(template, holes: ["{value}"]) }

    /// A count, `{count}` its hole.
    static func count(_ template: String) -> PhraseTemplate { PhraseTemplate(template, holes: ["{count}"]) }
}
