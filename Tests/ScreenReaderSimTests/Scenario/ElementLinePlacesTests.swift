import Testing
@testable import ScreenReaderSim

/// What lowering keeps of the element lines once it drops them (``ElementLinePlaces``) answers as the lines themselves
/// do: each kind word's place, the `before` (else `after`) word, and the first `moves-focus` value of each line.
@Suite struct ElementLinePlacesTests {
    /// Screens whose lines have none, one or several of the attributes kept, in every order, with and without values.
    static let screens = [
        """
        screen "Plain"
          text "Hello"
          button "Save"
        """,
        """
        screen "Moves"
          button "A" id a
          button "B" id b before a
          button "C" after b
          button "D" after a before c
          button "E" before a before b
          row
            text "Wi-Fi"
            switch "Wi-Fi" on after a
        """,
        """
        screen "Focus moves"
          button "Go" moves-focus "Done"
          button "Again" moves-focus "Go" moves-focus "Done"
          button "Empty" moves-focus
          button "Empty first" moves-focus id x moves-focus "Go"
            text "Done"
          text-field "Name" placeholder "Your name"
        """,
        """
        screen "Wide" rtl
            group
                    heading "Deep"   before   top
          stepper "Guests" value 2 min 1 max 4 id top
        """,
    ]

    @Test(arguments: screens)
    func placesAnswerAsTheElementLinesDo(_ text: String) {
        let source = SourceText(text, file: "places.scenario")
        source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            let parsed = ParsedFile(screen: parser.syntax.screen, elements: parser.elements, scenarios: parser.scenarios,
                                    source: parser.source)
            let places = ElementLinePlaces(parsed)
            let lines = parsed.elements.elements
            #expect(places.count == lines.count)
            for (index, line) in lines.enumerated() {
                #expect(places.keywordRange(index) == parsed.range(line.keyword))
                let expectedWord = (parsed.attribute("before", of: line) ?? parsed.attribute("after", of: line))?.name
                #expect(places.orderWord(index).map(parsed.range) == expectedWord.map(parsed.range))
            }
            let expectedTargets = lines.compactMap { parsed.firstValue("moves-focus", of: $0) }
            #expect(places.focusMoveTargets.map(parsed.range) == expectedTargets.map(parsed.range))
            #expect(places.focusMoveTargets.map(parsed.text) == expectedTargets.map(parsed.text))
        }
    }

    @Test func theScreensHoldWhatIsKept() {
        // The table above is only a check if its lines do hold order words and targets (and a target-less one).
        let source = SourceText(Self.screens[2], file: nil)
        let targets = source.withUTF8 { bytes in
            let parser = ScenarioParser.parseLines(source, bytes: bytes)
            let parsed = ParsedFile(screen: parser.syntax.screen, elements: parser.elements, scenarios: parser.scenarios,
                                    source: parser.source)
            return ElementLinePlaces(parsed).focusMoveTargets.map(parsed.text)
        }
        #expect(targets == ["Done", "Go"])
    }
}
