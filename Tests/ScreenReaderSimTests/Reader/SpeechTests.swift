@testable import ScreenReaderSim
import Testing

/// SPEC.md: comparisons ignore letter case and treat any run of spaces, commas and periods as one separator.
@Suite struct SpeechTests {
    @Test(arguments: [
        ("On, Wi-Fi, Switch", "on, wi-fi, switch."),
        ("Guests, 2, decrement, button", "guests 2 decrement button"),
        ("Save, button", "  SAVE ,. button ..."),
        ("", " , . "),
    ])
    func matchingUtterances(_ first: String, _ second: String) {
        #expect(Speech.matches(first, second))
    }

    @Test(arguments: [
        ("Wi-Fi, on", "Wi-Fi, off"),
        ("Wi-Fi", "WiFi"),
        ("Wi-Fi", "Wi Fi"),
        ("on, switch", "switch, on"),
    ])
    func differentUtterances(_ first: String, _ second: String) {
        #expect(!Speech.matches(first, second))
    }

    @Test func normalizedFoldsSeparatorsAndCase() {
        #expect(Speech.normalized(" Off,  Wi-Fi,switch. Double tap ") == "off wi-fi switch double tap")
    }

    @Test func unicodeLettersAreKeptAndUnicodeSpacesAreSeparators() {
        #expect(Speech.normalized("Ünïcödé\u{00A0}Größe,\tCAFÉ\n🚀 ١٢٣ 日本語.") == "ünïcödé größe café 🚀 ١٢٣ 日本語")
        #expect(Speech.matches("Größe, an", "GRÖSSE an") == false)  // lowercasing does not fold ß to ss
        #expect(Speech.matches("Zoë\u{2028}on", "zoë, on"))
    }

    /// Matching compares the comparison forms, whether the texts are ASCII (compared as they are folded) or not.
    @Test(arguments: [
        ("", ""), ("a", ""), ("", ",."), ("Off", "off"), ("Off", "off "), ("off", "of f"), ("Wi-Fi, on", "wi-fi on"),
        (" ,On", "on"), ("on,", "on, ,"), ("on off", "onoff"), ("A\tB", "a b"), ("a\u{0B}b", "A,B"), ("[x]", "[X]"),
        ("Zoë, on", "zoë on"), ("Zoë, on", "Zoe on"), ("\u{212A}elvin", "kelvin"), ("CAFÉ", "café"), ("on\u{00A0}", "on"),
    ])
    func matchingIsEqualityOfNormalizedForms(_ first: String, _ second: String) {
        #expect(Speech.matches(first, second) == (Speech.normalized(first) == Speech.normalized(second)))
        #expect(Speech.matches(second, first) == Speech.matches(first, second))
    }

    /// The property, over generated pairs: `matches(a, b)` exactly when `normalized(a) == normalized(b)`, and a label's
    /// hash (which reads the comparison bytes) is equal whenever they match. The alphabet mixes every separator
    /// (ASCII and Unicode), letters in both cases, and non-ASCII letters; each pair is made close (one edit of a copy)
    /// half the time, so matching pairs are common.
    @Test(arguments: 0..<8)
    func matchingIsEqualityOfNormalizedFormsOnGeneratedPairs(seed: UInt64) {
        let alphabet: [String] = ["a", "A", "b", "B", "z", " ", ",", ".", "\t", "\n", "\u{0B}", "\u{00A0}", "\u{2028}",
                                  "é", "É", "ß", "-", "1", ";", "\u{212A}", "k", "K"]
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func text() -> String { (0..<next(7)).map { _ in alphabet[next(alphabet.count)] }.joined() }
        var matched = 0
        for _ in 0..<2_000 {
            let first = text()
            var second = next(2) == 0 ? first : text()
            if second == first, next(2) == 0 {
                var characters = Array(second)
                let place = next(characters.count + 1)
                characters.insert(contentsOf: alphabet[next(alphabet.count)], at: place)
                second = String(characters)
            }
            let matches = Speech.matches(first, second)
            #expect(matches == (Speech.normalized(first) == Speech.normalized(second)), "\(first.debugDescription) vs \(second.debugDescription)")
            #expect(Speech.matches(second, first) == matches)
            if matches {
                matched += 1
                #expect(LabelTable.hash(ofLabel: first) == LabelTable.hash(ofLabel: second))
            }
        }
        #expect(matched > 100)
    }

    /// The comparison hash read in place from an ASCII label is FNV-1a over the bytes of its comparison form, as the
    /// form built from any label is: separators at either end dropped, a run of them one space, letters lower-cased.
    @Test(arguments: [
        "", " ", ",.", "Save", "save", " ,Save, ", "Wi-Fi,  on.", "A\tB\n", "a\u{0B}b", "[X] 12", "Zoë, on", "CAFÉ",
        "on\u{00A0}", "\u{212A}elvin", "Large 19999", "Setting 7 a",
    ])
    func comparisonHashIsTheHashOfTheComparisonForm(_ label: String) {
        var expected: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in Speech.normalized(label).utf8 { expected = (expected ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        #expect(Speech.comparisonFNV1a(of: label) == expected, "\(label.debugDescription)")
    }

    @Test func listsMatchOneByOneWithTheirCount() {
        #expect(Speech.matches(["On", "Wi-Fi"], ["on", "wi-fi."]))
        #expect(!Speech.matches(["On"], ["on", "on"]))
        #expect(!Speech.matches(["On", "Off"], ["off", "on"]))
    }
}
