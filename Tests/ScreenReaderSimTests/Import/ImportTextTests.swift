import Foundation
import Testing
@testable import ScreenReaderSim

/// How the importers cut a text dump into lines (at LF, CR or CR LF) and search and trim them without Foundation (which
/// copies each line into an `NSString`): `ImportText.firstRange(of:in:)`, `contains(_:in:)` and `trimmed(_:)` give what
/// Foundation's `range(of:)`, `contains(_:)` and `trimmingCharacters(in: .whitespaces)` gave, on every scalar and on
/// generated lines.
@Suite struct ImportTextTests {
    @Test(arguments: [
        ("a\nb", ["a", "b"]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\rb\r", ["a", "b", ""]),
        ("a\n\nb", ["a", "", "b"]),
        ("a\r\n\r\nb", ["a", "", "b"]),
        ("a\n\r\nb", ["a", "", "b"]),
        ("a\r\rb", ["a", "", "b"]),
        ("é\r\n🇬🇧", ["é", "🇬🇧"]),
        ("", [""]),
        ("\n", ["", ""]),
    ])
    func aLineEndsAtLineFeedCarriageReturnOrBoth(text: String, lines: [String]) {
        #expect(ImportText.lines(of: text) == lines.map { Substring($0) })
    }

    @Test func blanksAreFoundationsWhitespaceOnEveryScalar() {
        var differing: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ImportText.isBlank(scalar) != CharacterSet.whitespaces.contains(scalar) { differing.append(String(value, radix: 16)) }
        }
        #expect(differing == [])
    }

    @Test func trimmingMatchesFoundationAroundEveryBlankAndItsNeighbours() {
        let blanks = (UInt32(0)...0x3001).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespaces.contains($0) }
        var differing: [String] = []
        for scalar in blanks {
            for neighbour in [scalar.value - 1, scalar.value + 1].compactMap(Unicode.Scalar.init) {
                let blank = String(scalar)
                for text in ["\(blank)a\(blank)", "a\(blank)b", blank, "\(neighbour)\(blank)", "\(blank)\(neighbour)\(blank)"]
                    where ImportText.trimmed(text) != text.trimmingCharacters(in: .whitespaces) {
                    differing.append(String(scalar.value, radix: 16))
                }
            }
        }
        #expect(differing == [])
    }

    @Test(arguments: [
        ("  Cafe\u{301}  ", "Cafe\u{301}"),
        // A combining mark left at the front once the space before it is trimmed, as Foundation trims scalar by scalar.
        (" \u{301}a", "\u{301}a"),
        ("\t\u{3000}x\u{200B}", "x"),
        ("\u{A0}", ""),
        ("", ""),
    ])
    func trimmingRemovesBlanksScalarByScalar(text: String, expected: String) {
        #expect(ImportText.trimmed(text) == expected)
        #expect(ImportText.trimmed(text).unicodeScalars.elementsEqual(text.trimmingCharacters(in: .whitespaces).unicodeScalars))
    }

    @Test(arguments: [
        ("Node #12 at (l=1", "Node #"),
        ("x}}y}}", "}}"),
        ("no marker here", "Node #"),
        ("Node", "Node #"),
        ("", "}}"),
        ("é}} Node #", "}}"),
        ("🇬🇧 range=1..2", "range="),
        ("a = b = c", " = "),
        ("abc", ""),
        // Character by Character: a combining mark on the needle's last character is not a match (nor for Foundation).
        ("a}}\u{301}b", "}}"),
    ])
    func searchingMatchesFoundation(text: String, needle: String) {
        let found = ImportText.firstRange(of: needle, in: text)
        let foundation = text.range(of: needle)
        #expect(found == foundation)
        #expect(ImportText.contains(needle, in: text) == (foundation != nil))
        #expect(ImportText.firstRange(of: needle, in: Substring(text)) == foundation)
    }

    /// Lines of ASCII, of ASCII with non-ASCII letters, blanks and emoji (the Character-by-Character path), searched for
    /// the importers' markers, give Foundation's answer.
    @Test func searchingGeneratedLinesMatchesFoundation() {
        let needles = ["Node #", " at (l=", ")px", "}}", " = ", "range=", "current=", "'false'", "Element subtree:"]
        let pieces = ["Node #", "Node", " at (l=", ")p", ")px", "}", "}}", " ", "=", " = ", "range", "'false'", "x", "1",
                      "é", "\u{A0}", "🇬🇧", "ü", "\t", "Element subtree:", "Element"]
        var generator = SplitMix(state: 24)
        var differing: [String] = []
        for _ in 0..<4000 {
            let line = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined()
            for needle in needles where ImportText.firstRange(of: needle, in: line) != line.range(of: needle) {
                differing.append("\(line) / \(needle)")
            }
        }
        #expect(differing == [])
    }
}
