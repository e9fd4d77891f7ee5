import Testing
@testable import ScreenReaderSim

/// `PerReader` behaves as a dictionary by reader: lookup, update, removal, and equality and hashing whatever the order
/// the readers were written in.
@Suite struct PerReaderTests {
    @Test func aReaderHasTheValueLastGivenAndOthersHaveNone() {
        var values: PerReader<[String]> = [.talkBack: ["Off"], .voiceOver: ["on"]]
        #expect(values[.voiceOver] == ["on"])
        #expect(values[.talkBack] == ["Off"])
        #expect(values[.iosKeyboard] == nil)
        values[.voiceOver] = ["off"]
        values[.androidKeyboard] = []
        #expect(values[.voiceOver] == ["off"])
        #expect(values[.androidKeyboard] == [])
        #expect(values.count == 3)
        values[.talkBack] = nil
        #expect(values[.talkBack] == nil)
        #expect(values.count == 2)
    }

    @Test(arguments: [
        ([ReaderKind.voiceOver, .talkBack], [ReaderKind.talkBack, .voiceOver]),
        ([.androidKeyboard, .iosKeyboard, .voiceOver], [.voiceOver, .androidKeyboard, .iosKeyboard]),
    ])
    func theOrderReadersAreGivenInDoesNotMatter(first: [ReaderKind], second: [ReaderKind]) {
        var one = PerReader<Int>()
        var other = PerReader<Int>()
        for reader in first { one[reader] = reader.declarationOrder }
        for reader in second { other[reader] = reader.declarationOrder }
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one.entries.map(\.reader) == ReaderKind.allCases.filter(first.contains))
    }

    @Test func differentValuesOrReadersAreNotEqual() {
        let values: PerReader<Int> = [.voiceOver: 1, .talkBack: 2]
        #expect(values != [.voiceOver: 1, .talkBack: 3])
        #expect(values != [.voiceOver: 1, .iosKeyboard: 2])
        #expect(values != [.voiceOver: 1])
        #expect(PerReader<Int>().isEmpty)
    }

    @Test func aStepsPerReaderLinesAreItsReadersExpectations() throws {
        let file = ScenarioFile(parsing: """
            screen "S"
              switch "Wi-Fi" off
            scenario "Touch"
              using voiceover, talkback
              touch "Wi-Fi"
                talkback -> "Off, Wi-Fi, switch, double tap to toggle"
                voiceover -> "Wi-Fi, off, switch button, double tap to toggle setting"

            """, file: "t.scenario")
        let step = try #require(file.scenarios.first?.steps.first)
        #expect(step.expectation?.utterances(for: .voiceOver) == ["Wi-Fi, off, switch button, double tap to toggle setting"])
        #expect(step.expectation?.utterances(for: .talkBack) == ["Off, Wi-Fi, switch, double tap to toggle"])
        #expect(step.expectationLocation(for: .talkBack)?.line == 6)
        #expect(step.expectationLocation(for: .voiceOver)?.line == 7)
        #expect(step.expectationLocation(for: .iosKeyboard)?.line == 5)
    }
}
