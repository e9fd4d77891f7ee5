import Testing
@testable import ScreenReaderSim

/// Issue 24 A3 and A7, issue 25 items 2 and 3: drawing and transcripts never trap on huge numbers and stay linear in
/// long labels and long typed values; a huge unknown word gets no suggestion without being compared letter by letter.
@Suite struct HostileInputRenderingTests {
    /// Screens a Swift caller can build (the scenario parser rejects these numbers, but the DSL takes them): frames of
    /// any size and a slider whose span does not fit an `Int` trapped in the picture's arithmetic.
    static let screens: [(name: String, screen: Screen)] = [
        ("huge frame", Screen("S") { Button("A").frame(x: 0, y: 0, width: 1e20, height: 1) }),
        ("huge negative frame", Screen("S") { Button("A").frame(x: 0, y: 0, width: -1e20, height: 1) }),
        ("huge image", Screen("S") { Image("Logo").frame(x: 0, y: 0, width: -1e300, height: 10) }),
        ("huge text field", Screen("S") { TextField("Name", text: "Ada").frame(x: 0, y: 0, width: 1e300, height: 44) }),
        ("not a number", Screen("S") { Button("A").frame(x: .nan, y: 0, width: .infinity, height: 1) }),
        ("widest slider", Screen("S") { Slider("V", in: -1...Int.max) }),
        ("widest slider at its top", Screen("S") { Slider("V", value: Int.max, in: Int.min...Int.max) }),
    ]

    @Test(arguments: screens.indices)
    func aPictureOfAnyNumbersIsDrawnWithoutTrapping(_ number: Int) throws {
        let report = try FocusOrderReport(screen: Self.screens[number].screen)
        let svg = FocusOrderPicture(report: report).svg()
        #expect(svg.hasPrefix("<svg") || svg.contains("<svg"), "\(Self.screens[number].name)")
    }

    /// A label of one long word is cut into lines of the same length, in order, with nothing lost: linear (each cut
    /// walks on from the last one), where it copied the rest of the word for every line (65 s for 1.6 MB).
    @Test func aLongWordWithoutSpacesIsCutIntoWholeLinesInOrder() {
        let word = String((0..<400_000).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        let lines = ScreenLayout.wrap("Go " + word, width: 100, fontSize: 15)
        let perLine = Int(100 / (15 * 0.56))
        #expect(lines.first == "Go")
        #expect(lines.dropFirst().allSatisfy { $0.count <= perLine })
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == perLine })
        let rejoined = lines.dropFirst().joined()
        #expect(rejoined.utf8.elementsEqual(word.utf8), "the pieces of the word, joined, are not the word")
        #expect(lines.count == 1 + (word.count + perLine - 1) / perLine)
    }

    @Test(arguments: [
        ("a b c", 10.0, ["a b", "c"]), ("abcdefghij", 40.0, ["abcd", "efgh", "ij"]), ("ab abcdefgh x", 40.0, ["ab", "abcd", "efgh", "x"]),
        ("  spaced   out  ", 200.0, ["spaced out"]), ("", 100.0, []),
    ])
    func wrappingKeepsItsLines(_ text: String, _ width: Double, _ expected: [String]) {
        #expect(ScreenLayout.wrap(text, width: width, fontSize: 15) == expected)
    }

    /// 200 `type` steps of 1,000 characters each: every line shows what was typed and the value shortened, so the
    /// transcript grows with what was typed (it held the whole value twice per step: 40 MB here).
    @Test func typingIntoALongFieldKeepsEachTranscriptLineShort() throws {
        let reader = try ScreenReader(.voiceOver, screen: Screen("S") { TextField("Name") })
        reader.swipeRight()
        reader.doubleTap()
        let chunk = String(repeating: "x", count: 999) + "y"
        let entries = (0..<200).map { _ in
            Transcript.Entry(line: nil, input: .type(chunk), text: "type", events: reader.type(chunk))
        }
        let text = Transcript(title: "T", screenTitle: "S", reader: .voiceOver, entries: entries).text()
        // Per step: the typed text once in the change and once in what VoiceOver echoes, and a few words.
        #expect(text.utf8.count < 200 * (2 * chunk.utf8.count + 300))
        #expect(text.contains("\"Name\" text field: \"\(chunk)\" typed, its text is now \"xxxxxxxxxxxxxxxx\u{2026}xxxxxxxxxxxxxxxy\" (200000 characters)"))
        #expect(text.contains("\"Name\" text field: \"\(chunk)\" typed, its text is now \"xxxxxxxxxxxxxxxx\u{2026}xxxxxxxxxxxxxxxy\" (1000 characters)"))
    }

    @Test(arguments: [
        ("", "a", "\"Name\" text field: \"a\" typed, its text is now \"a\""),
        ("Ada", "Ada Lovelace", "\"Name\" text field: \" Lovelace\" typed, its text is now \"Ada Lovelace\""),
        ("Ada", "", "\"Name\" text field text changes from \"Ada\" to \"\""),
        ("abc", "xyzw", "\"Name\" text field text changes from \"abc\" to \"xyzw\""),
    ])
    func aTextChangeSaysWhatWasTyped(_ old: String, _ new: String, _ expected: String) throws {
        let reader = try ScreenReader(.voiceOver, screen: Screen("S") { TextField("Name") })
        let field = try reader.element("Name")
        let transcript = Transcript(title: "T", screenTitle: "S", reader: .voiceOver, entries: [])
        #expect(transcript.describe(.stateChanged(field, from: .text(old), to: .text(new)), after: nil) == expected)
    }

    @Test(arguments: [
        ("short", "\"short\""), (String(repeating: "a", count: 40), "\"\(String(repeating: "a", count: 40))\""),
        (String(repeating: "a", count: 20) + String(repeating: "b", count: 21), "\"aaaaaaaaaaaaaaaa\u{2026}bbbbbbbbbbbbbbbb\" (41 characters)"),
    ])
    func aLongValueIsShortenedToItsEndsAndLength(_ value: String, _ expected: String) {
        #expect(Transcript.shortened(value) == expected)
    }

    /// Issue 25 item 3: a 2 MB unknown word was compared with every candidate letter by letter (61 s for a 10 MB line);
    /// its length alone rules every candidate out.
    @Test func aHugeUnknownWordGetsNoSuggestion() {
        let word = String(repeating: "swich", count: 400_000)
        #expect(Suggestion.closest(to: word, in: ["switch", "stepper", "slider"]) == nil)
        #expect(Suggestion.closest(to: "swich", in: ["switch", "stepper", "slider"]) == "switch")
    }

    /// The byte-by-byte distance "did you mean" uses for ASCII words is the same edit distance (with swaps).
    @Test(arguments: [("rigth", "right"), ("swich", "switch"), ("", "abc"), ("abc", ""), ("kitten", "sitting"),
                      ("ca", "abc"), ("disabeld", "disabled"), ("a", "a"), ("moves-focsu", "moves-focus"),
                      ("abcdefgh", "badcfehg"), ("stateless", "stepper"), ("xy", "yxz")])
    func theByteDistanceIsTheEditDistance(_ first: String, _ second: String) {
        var a = first, b = second
        let exact = Suggestion.editDistance(first, second)
        for bound in [0, 1, 2, 4, 100] {
            let bytes = a.withUTF8 { x in b.withUTF8 { y in Suggestion.byteDistance(x, y, bound: bound) } }
            #expect(bytes == min(exact, bound + 1), "bound \(bound)")
        }
    }

    /// The bound from the bytes each word holds never exceeds the distance, so no suggestion is lost to it.
    @Test(arguments: [("rigth", "right"), ("swich", "switch"), ("kitten", "sitting"), ("abc", "xyz"), ("a-b", "amb"),
                      ("hidden", "hint"), ("moves-focsu", "moves-focus"), ("", "abc"), ("zzzz", "frame")])
    func theByteBoundNeverExceedsTheDistance(_ first: String, _ second: String) {
        let bound = Suggestion.letterBound(Suggestion.bytesMask(first).mask, Suggestion.bytesMask(second).mask)
        #expect(bound <= Suggestion.editDistance(first, second))
    }

    @Test(arguments: [("DISABELD", "disabled"), ("Ünïcødé", nil), ("frmae", "frame"), ("hidden", "hidden"), ("zzzzzz", nil)])
    func suggestionsAreUnchanged(_ word: String, _ expected: String?) {
        #expect(Suggestion.closest(to: word, in: ["disabled", "frame", "hidden", "hint"]) == expected)
    }
}
