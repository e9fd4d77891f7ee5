import ScreenReaderSim
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

    @Test func listsMatchOneByOneWithTheirCount() {
        #expect(Speech.matches(["On", "Wi-Fi"], ["on", "wi-fi."]))
        #expect(!Speech.matches(["On"], ["on", "on"]))
        #expect(!Speech.matches(["On", "Off"], ["off", "on"]))
    }
}
