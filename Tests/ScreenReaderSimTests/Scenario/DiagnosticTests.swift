import Testing
@testable import ScreenReaderSim

/// A file with a small screen, `extra` appended to its element lines, and one scenario with `steps`.
private func file(elements extra: String = "", using: String = "  using voiceover\n", steps: String = "  swipe right\n") -> String {
    """
    screen "Settings"
      switch "Wi-Fi" on
      text "Note"
      button "Save"
    \(extra)
    scenario "S"
    \(using)\(steps)
    """
}

@Suite struct DiagnosticTests {
    static let cases: [DiagnosticCase] = [
        // Lexer
        DiagnosticCase("tab-indentation", "screen \"S\"\n1️⃣\tbutton \"A\"\nscenario \"X\"\n  using voiceover\n"),
        DiagnosticCase("unterminated-string", file(elements: "  button 1️⃣\"Cancel")),
        DiagnosticCase("invalid-escape", file(elements: "  button \"Can1️⃣\\cel\"")),
        DiagnosticCase("invalid-unicode-escape", file(elements: "  button \"Can1️⃣\\u{110000}cel\"")),
        DiagnosticCase("quote-joins-mark", file(elements: "  button 1️⃣\"\u{301}Cancel\"")),
        // Indentation and structure
        DiagnosticCase("indentation-matches-no-parent", file(elements: " 1️⃣button \"Cancel\"")),
        DiagnosticCase("indented-without-parent", "  1️⃣screen \"S\"\nscreen \"T\"\n  text \"A\"\n"),
        DiagnosticCase("unexpected-indentation", file(steps: "  expect \"Wi-Fi\" is on\n    1️⃣swipe right\n")),
        DiagnosticCase("not-a-container", file(elements: "  button \"Cancel\"\n    1️⃣text \"Inside\"")),
        DiagnosticCase("element-outside-screen", file(elements: "1️⃣button \"Cancel\"")),
        DiagnosticCase("element-outside-screen", "1️⃣button \"A\"\nscreen \"S\"\n  text \"A\"\n"),
        DiagnosticCase("step-outside-scenario", file(elements: "1️⃣swipe right")),
        DiagnosticCase("unknown-keyword", file(elements: "1️⃣senario \"X\""), suggestion: "scenario"),
        DiagnosticCase("missing-screen", "1️⃣scenario \"X\"\n  using voiceover\n"),
        DiagnosticCase("duplicate-screen", file(elements: "1️⃣screen \"Other\"\n  text \"B\"")),
        DiagnosticCase("missing-using", "screen \"S\"\n  text \"A\"\n1️⃣scenario \"X\"\n  swipe right\n"),
        DiagnosticCase("missing-title", "1️⃣screen\n  text \"A\"\n"),
        DiagnosticCase("missing-title", file(elements: "1️⃣scenario\n  using voiceover")),
        DiagnosticCase("unknown-layout-direction", "screen \"S\" 1️⃣rtll\n  text \"A\"\n", suggestion: "rtl"),
        DiagnosticCase("unexpected-token", "screen \"S\" rtl 1️⃣extra\n  text \"A\"\n"),
        // Elements
        DiagnosticCase("unknown-kind", file(elements: "  1️⃣swich \"Bluetooth\" on"), suggestion: "switch"),
        DiagnosticCase("unknown-kind", file(elements: "  1️⃣Switch \"Bluetooth\" on"), suggestion: "switch"),
        DiagnosticCase("missing-label", file(elements: "  1️⃣button")),
        DiagnosticCase("missing-label", file(elements: "  button 1️⃣disabled")),
        DiagnosticCase("unknown-attribute", file(elements: "  switch \"Bluetooth\" 1️⃣onn"), suggestion: "on"),
        DiagnosticCase("unknown-attribute", file(elements: "  button \"Cancel\" 1️⃣diabled"), suggestion: "disabled"),
        DiagnosticCase("unknown-attribute", file(elements: "  switch \"📶 Wi‑Fi ☕️ é\" 1️⃣onn"), suggestion: "on"),
        DiagnosticCase("unknown-attribute", file(elements: "  button \"Cancel\" 1️⃣\"Extra\"")),
        DiagnosticCase("duplicate-attribute", file(elements: "  switch \"Bluetooth\" on 1️⃣off")),
        DiagnosticCase("duplicate-attribute", file(elements: "  button \"Cancel\" hint \"a\" 1️⃣hint \"b\"")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  switch \"Bluetooth\" 1️⃣checked")),
        DiagnosticCase("attribute-does-not-fit", file(elements: "  button \"Cancel\" 1️⃣value 3")),
        DiagnosticCase("missing-value", file(elements: "  stepper \"Guests\" 1️⃣value")),
        DiagnosticCase("missing-value", file(elements: "  stepper \"Guests\" 1️⃣min max 3")),
        DiagnosticCase("missing-value", file(elements: "  button \"Cancel\" 1️⃣frame 0 0 10")),
        DiagnosticCase("expected-integer", file(elements: "  stepper \"Guests\" value 1️⃣2.5")),
        DiagnosticCase("expected-integer", file(elements: "  button \"Cancel\" order 1️⃣first")),
        DiagnosticCase("expected-number", file(elements: "  text \"Long\" width 1️⃣wide")),
        DiagnosticCase("expected-number", file(elements: "  button \"Cancel\" frame 0 1️⃣top 10 10")),
        DiagnosticCase("expected-string", file(elements: "  button \"Cancel\" hint 1️⃣help")),
        DiagnosticCase("expected-name", file(elements: "  button \"Cancel\" id 1️⃣\"\"")),
        DiagnosticCase("step-not-positive", file(elements: "  stepper \"Guests\" step 1️⃣0")),
        DiagnosticCase("min-above-max", file(elements: "  stepper \"Guests\" min 1️⃣5 max 3")),
        DiagnosticCase("min-above-max", file(elements: "  stepper \"Guests\" max 1️⃣-3")),
        DiagnosticCase("value-out-of-range", file(elements: "  stepper \"Guests\" value 1️⃣11 min 1 max 10")),
        DiagnosticCase("value-out-of-range", file(elements: "  stepper \"Guests\" min 1 max 10 value 1️⃣0")),
        DiagnosticCase("line-limit-not-positive", file(elements: "  text \"Long\" width 100 lines 1️⃣0")),
        DiagnosticCase("line-limit-not-positive", file(elements: "  text \"Long\" width 100 lines 1️⃣-2")),
        DiagnosticCase("width-not-positive", file(elements: "  text \"Long\" lines 2 width 1️⃣0")),
        // Issue 24 A3: numbers that reach geometry or arithmetic are range-checked at the word.
        DiagnosticCase("number-out-of-range", file(elements: "  button \"A\" frame 0 0 1️⃣1e20 1")),
        DiagnosticCase("number-out-of-range", file(elements: "  button \"A\" frame 0 0 1️⃣-1e20 1")),
        DiagnosticCase("number-out-of-range", file(elements: "  button \"A\" frame 1️⃣1000001 0 10 10")),
        DiagnosticCase("number-out-of-range", file(elements: "  text \"Long\" lines 2 width 1️⃣5e9")),
        DiagnosticCase("range-too-wide", file(elements: "  stepper \"Guests\" min -2 max 1️⃣9223372036854775807")),
        DiagnosticCase("range-too-wide", file(elements: "  stepper \"Guests\" min 1️⃣-9223372036854775807")),
        // Whole-screen checks
        DiagnosticCase("not-a-radio", file(elements: "  radio-group \"Size\"\n    radio \"Small\"\n    1️⃣button \"Large\"")),
        DiagnosticCase("two-selected-radios", file(elements: "  radio-group \"Size\"\n    radio \"S\" selected\n    radio \"M\" 1️⃣selected")),
        DiagnosticCase("stepper-in-row", file(elements: "  row\n    text \"Guests\"\n    1️⃣stepper \"Guests\"")),
        DiagnosticCase("stepper-in-row", file(elements: "  row\n    group\n      1️⃣stepper \"Guests\"")),
        DiagnosticCase("duplicate-id", file(elements: "  button \"A\" id save\n  button \"B\" id 1️⃣save")),
        DiagnosticCase("unknown-order-target", file(elements: "  button \"A\" id first\n  button \"B\" 1️⃣after fist"), suggestion: "first"),
        DiagnosticCase("unknown-order-target", file(elements: "  button \"B\" hidden 1️⃣before nowhere")),
        DiagnosticCase("order-cycle", file(elements: "  button \"A\" id a 1️⃣after b\n  button \"B\" id b after a")),
        DiagnosticCase("unknown-label", file(elements: "  button \"Next\" moves-focus 1️⃣\"Nowhere\"")),
        // Scenarios
        DiagnosticCase("duplicate-using", file(steps: "  1️⃣using talkback\n")),
        DiagnosticCase("using-not-first", file(using: "", steps: "  swipe right\n  1️⃣using voiceover\n")),
        DiagnosticCase("unknown-reader", file(using: "  using 1️⃣voiceovr\n"), suggestion: "voiceover"),
        DiagnosticCase("unknown-reader", file(steps: "  swipe right\n    1️⃣voiceovr -> \"x\"\n"), suggestion: "voiceover"),
        DiagnosticCase("duplicate-reader", file(using: "  using voiceover, 1️⃣voiceover\n")),
        DiagnosticCase("missing-reader", file(using: "  1️⃣using\n")),
        DiagnosticCase("missing-reader", file(using: "  using voiceover1️⃣,\n")),
        DiagnosticCase("unexpected-token", file(using: "  using voiceover 1️⃣talkback\n")),
        DiagnosticCase("unknown-step", file(steps: "  1️⃣swip right\n"), suggestion: "swipe"),
        DiagnosticCase("unknown-step", file(steps: "  1️⃣\"Wi-Fi\"\n")),
        DiagnosticCase("incomplete-step", file(steps: "  1️⃣swipe\n")),
        DiagnosticCase("incomplete-step", file(steps: "  1️⃣press\n")),
        DiagnosticCase("incomplete-step", file(steps: "  1️⃣expect\n")),
        DiagnosticCase("unknown-swipe-direction", file(steps: "  swipe 1️⃣rigt\n"), suggestion: "right"),
        DiagnosticCase("unexpected-word", file(steps: "  double 1️⃣tapp\n"), suggestion: "tap"),
        DiagnosticCase("unexpected-word", file(steps: "  expect \"Wi-Fi\" 1️⃣are on\n")),
        DiagnosticCase("unknown-key", file(steps: "  press 1️⃣entr\n"), suggestion: "enter"),
        DiagnosticCase("unexpected-token", file(steps: "  swipe right 1️⃣now\n")),
        DiagnosticCase("missing-step-label", file(steps: "  touch 1️⃣Save\n")),
        DiagnosticCase("missing-step-label", file(steps: "  expect focus 1️⃣Save\n")),
        DiagnosticCase("unknown-check", file(steps: "  expect \"Wi-Fi\" is 1️⃣onn\n"), suggestion: "on"),
        DiagnosticCase("missing-value", file(steps: "  expect \"Wi-Fi\" is 1️⃣value\n")),
        DiagnosticCase("expected-integer", file(steps: "  expect \"Wi-Fi\" is value 1️⃣two\n")),
        DiagnosticCase("expectation-on-check", file(steps: "  expect \"Wi-Fi\" is on 1️⃣-> \"on\"\n")),
        DiagnosticCase("missing-step", file(steps: "  1️⃣-> \"Wi-Fi\"\n")),
        DiagnosticCase("missing-speech", file(steps: "  swipe right 1️⃣->\n")),
        DiagnosticCase("missing-speech", file(steps: "  swipe right -> \"a\", 1️⃣nothing\n")),
        DiagnosticCase("expected-speech", file(steps: "  swipe right -> 1️⃣nothin\n"), suggestion: "nothing"),
        DiagnosticCase("unexpected-token", file(steps: "  swipe right -> \"a\" 1️⃣\"b\"\n")),
        DiagnosticCase("missing-arrow", file(steps: "  swipe right\n    voiceover 1️⃣\"x\"\n")),
        DiagnosticCase("reader-not-in-using", file(steps: "  swipe right\n    1️⃣talkback -> \"x\"\n")),
        DiagnosticCase("duplicate-reader-expectation", file(steps: "  swipe right\n    voiceover -> \"x\"\n    1️⃣voiceover -> \"y\"\n")),
        DiagnosticCase("inline-and-per-reader-expectation", file(steps: "  swipe right -> \"x\"\n    1️⃣voiceover -> \"y\"\n")),
        // Labels named by steps and checks
        DiagnosticCase("unknown-label", file(steps: "  touch 1️⃣\"Wifi\"\n"), suggestion: "Wi-Fi"),
        DiagnosticCase("unknown-label", file(steps: "  expect 1️⃣\"Nowhere\" is on\n")),
        DiagnosticCase("ambiguous-label", file(elements: "  button \"Save\"", steps: "  touch 1️⃣\"Save\"\n")),
        DiagnosticCase("touch-not-in-stop", file(elements: "  text \"Secret\" hidden", steps: "  touch 1️⃣\"Secret\"\n")),
        DiagnosticCase("touch-not-in-stop", file(elements: "  icon \"bell\"", steps: "  touch 1️⃣\"bell\"\n")),
        DiagnosticCase("touch-not-in-stop", file(elements: "  group \"Box\"\n    text \"In\"", steps: "  touch 1️⃣\"Box\"\n")),
        DiagnosticCase("check-does-not-fit", file(steps: "  expect 1️⃣\"Save\" is on\n")),
        DiagnosticCase("check-does-not-fit", file(steps: "  expect 1️⃣\"Wi-Fi\" is checked\n")),
    ]

    @Test(arguments: cases)
    func reportsTheDiagnosticAtTheOffendingWord(_ testCase: DiagnosticCase) throws {
        try expectDiagnostic(testCase)
    }

    @Test func everyIDHasAFixture() {
        let covered = Set(Self.cases.map(\.id))
        let all: Set<String> = [
            "tab-indentation", "unterminated-string", "invalid-escape", "invalid-unicode-escape", "quote-joins-mark",
            "indentation-matches-no-parent", "indented-without-parent",
            "unexpected-indentation",
            "not-a-container", "element-outside-screen", "step-outside-scenario", "unknown-keyword", "missing-screen",
            "duplicate-screen", "missing-using", "missing-title", "unknown-layout-direction", "unexpected-token", "unknown-kind",
            "missing-label", "missing-step-label", "unknown-attribute", "duplicate-attribute", "attribute-does-not-fit", "missing-value",
            "expected-integer", "expected-number", "expected-string", "expected-name", "step-not-positive", "min-above-max",
            "value-out-of-range", "not-a-radio", "two-selected-radios", "stepper-in-row", "duplicate-id", "unknown-order-target",
            "order-cycle", "unknown-label", "ambiguous-label", "touch-not-in-stop", "check-does-not-fit", "duplicate-using",
            "using-not-first", "unknown-reader", "duplicate-reader", "missing-reader", "unknown-step", "incomplete-step",
            "unknown-swipe-direction", "unexpected-word", "unknown-key", "unknown-check", "expectation-on-check", "missing-speech",
            "expected-speech", "missing-arrow", "reader-not-in-using", "duplicate-reader-expectation",
            "inline-and-per-reader-expectation", "missing-step", "line-limit-not-positive", "width-not-positive", "number-out-of-range", "range-too-wide",
        ]
        #expect(all.subtracting(covered).isEmpty)
        #expect(covered.subtracting(all).isEmpty)
    }
}
