import Testing
@testable import ScreenReaderSim

/// ``ScreenDifference``: a renamed stop is one finding, not one missing and one extra; a state that differs is named.
struct ScreenDifferenceTests {
    static func findings(_ spec: Screen, _ app: Screen) throws -> [String] {
        try ScreenDifference.compare(spec: spec, app: app).map { "\($0.reader.displayName) \($0.kind.rawValue): \($0.message)" }
    }

    @Test func aStopWithAnotherNameAtTheSamePlaceAndOfTheSameKindIsRenamed() throws {
        let spec = Screen("S") {
            Heading("Settings")
            Button("Save")
            Button("Help")
        }
        let app = Screen("S") {
            Heading("Settings")
            Button("Save changes")
            Button("Help")
        }
        #expect(try Self.findings(spec, app) == [
            "VoiceOver renamed: \"Save\" (stop 2 in the spec) is named \"Save changes\" in the app",
            "TalkBack renamed: \"Save\" (stop 2 in the spec) is named \"Save changes\" in the app",
        ])
    }

    @Test func aStopOfAnotherKindAtThatPlaceIsMissingAndExtraNotRenamed() throws {
        let spec = Screen("S") {
            Button("Save")
            Button("Help")
        }
        let app = Screen("S") {
            Switch("Autosave")
            Button("Help")
        }
        let kinds = try ScreenDifference.compare(spec: spec, app: app).map(\.kind)
        #expect(kinds == [.missing, .extra, .missing, .extra])
    }

    @Test func renamedStopsPairInOrderBetweenTheStopsBothShare() throws {
        let spec = Screen("S") {
            Button("One")
            Button("Two")
            Text("Middle")
            Button("Three")
        }
        let app = Screen("S") {
            Button("First")
            Button("Second")
            Text("Middle")
            Button("Third")
        }
        let renamed = try ScreenDifference.compare(spec: spec, app: app).filter { $0.reader == .voiceOver }.map(\.message)
        #expect(renamed == [
            "\"One\" (stop 1 in the spec) is named \"First\" in the app",
            "\"Two\" (stop 2 in the spec) is named \"Second\" in the app",
            "\"Three\" (stop 4 in the spec) is named \"Third\" in the app",
        ])
    }

    @Test func aMatchedStopInAnotherStateIsAStateFinding() throws {
        let spec = Screen("S") {
            Switch("Wi-Fi", isOn: false)
        }
        let app = Screen("S") {
            Switch("Wi-Fi", isOn: true)
        }
        #expect(try Self.findings(spec, app) == [
            "VoiceOver state: \"Wi-Fi\" is off in the spec but on in the app",
            "TalkBack state: \"Wi-Fi\" is off in the spec but on in the app",
        ])
    }

    @Test func aRenamedStopInAnotherStateIsBothRenamedAndAState() throws {
        let spec = Screen("S") {
            Switch("Wi-Fi", isOn: false)
        }
        let app = Screen("S") {
            Switch("Wireless", isOn: true)
        }
        let voiceOver = try ScreenDifference.compare(spec: spec, app: app).filter { $0.reader == .voiceOver }
        #expect(voiceOver.map(\.kind) == [.renamed, .state])
        #expect(voiceOver.last?.message == "\"Wi-Fi\" is off in the spec but on in the app")
    }
}
