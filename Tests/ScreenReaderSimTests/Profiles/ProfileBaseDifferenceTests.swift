import ScreenReaderSim
import SRSimTestSupport
import Testing

/// Each profile differs from the profile it builds on only where SPEC-profiles says: the same script on the same
/// screen, run on both, moves focus, changes states and opens layers alike; only the words spoken (and how they are
/// split into utterances) differ, and between versions only in the rows of 9.6.
@Suite struct ProfileBaseDifferenceTests {
    /// Every control of the spec's tables, in one screen.
    static let elements = """
        heading "Notifications"
        switch "Wi-Fi" on
        switch "Bluetooth" off disabled
        row
          text "Dark mode"
          switch "Dark mode" off
        checkbox "Remember me" hint "Keeps you signed in"
        radio-group "Size"
          radio "Small"
          radio "Medium" selected
          radio "Large" disabled
        radio "Alone"
        stepper "Guests" value 2 min 1 max 3
        text-field "Email" placeholder "name@example.com"
        text-field "Password" secure
        slider "Volume" value 5 min 0 max 10
        segmented-control "Apps"
          segment "Weather" selected
          segment "Photos"
          segment "Clock" disabled
        tab-bar "Main"
          tab "Home" selected
          tab "Search"
        link "Learn more"
        expandable "Amenities" value "2 Hotel amenities selected"
          switch "Pool" on
        menu "Sort by" value "Newest"
          option "Newest"
          option "Oldest"
        button "Pay" opens failed hint "Pays now"
        image "Logo"
        dialog "Sign in failed" id failed alert
          text "The password is incorrect"
          button "OK" closes
        """

    /// Swipes through everything, activating and pressing keys on each stop, then touches, types and adjusts.
    static let script: [Input] = {
        var inputs: [Input] = []
        for _ in 0..<30 { inputs += [.swipeRight, .doubleTap, .swipeRight, .press(.tab), .press(.down), .swipeUp, .escape] }
        inputs += [.touch("Email"), .doubleTap, .type("ada"), .touch("Email"), .escape, .touch("Password"), .doubleTap, .type("abc"),
                   .touch("Volume"), .swipeUp, .swipeDown, .touch("Guests"), .doubleTap, .doubleTap, .rotor(.headings), .swipeDown,
                   .rotor(.links), .swipeDown, .touch("Sort by"), .doubleTap, .swipeRight, .doubleTap, .touch("Pay"), .doubleTap,
                   .swipeRight, .swipeRight, .doubleTap]
        for _ in 0..<30 { inputs += [.swipeLeft, .press(.shiftTab), .press(.space)] }
        return inputs
    }()

    /// What each input did on `reader`: the events other than speech, and the utterances.
    static func run(_ reader: String, elements: String = elements) throws -> (events: [[String]], spoken: [[String]]) {
        let screen = try SpeechCase.screen(elements: elements)
        let started = try ScenarioRunner.makeReader(try ReaderKind(reader), screen: screen)
        var events: [[String]] = []
        var spoken: [[String]] = []
        for input in script {
            let happened = try started.perform(input)
            events.append(happened.filter { $0.utterance == nil }.map(\.description))
            spoken.append(happened.compactMap(\.utterance))
        }
        return (events, spoken)
    }

    @Test("a device profile and its settings move focus, change states and open layers as the seed profile does",
          arguments: ["voiceover@ios17", "voiceover@ios17 hints=off", "talkback@15", "talkback@15 order=role-name-state",
                      "talkback@15 order=name-role-state hints=off", "talkback@15 verbosity=low"])
    func onlyTheWordsDiffer(_ reader: String) throws {
        let seed = try Self.run(reader.hasPrefix("voiceover") ? "voiceover" : "talkback")
        let device = try Self.run(reader)
        #expect(device.events == seed.events)
        #expect(device.spoken != seed.spoken)
    }

    @Test("versions the spec calls identical say the same", arguments: [
        ("voiceover@ios18", "voiceover@ios17"), ("talkback@14", "talkback@15"),
        ("voiceover@ios18 hints=off", "voiceover@ios17 hints=off"), ("talkback@14 verbosity=low", "talkback@15 verbosity=low"),
    ])
    func identicalVersionsSayTheSame(_ reader: String, _ base: String) throws {
        let one = try Self.run(reader)
        let other = try Self.run(base)
        #expect(one.events == other.events)
        #expect(one.spoken == other.spoken)
    }

    @Test("talkback@13 differs from @15 only in its hints")
    func talkBack13DiffersOnlyInItsHints() throws {
        let old = try Self.run("talkback@13")
        let new = try Self.run("talkback@15")
        #expect(old.events == new.events)
        var differing: Set<String> = []
        for (oldSaid, newSaid) in zip(old.spoken, new.spoken) {
            #expect(oldSaid.count == newSaid.count)
            for (before, after) in zip(oldSaid, newSaid) where before != after {
                #expect(before == after + "." || (after == "Double-tap to select" && before == "Double-tap to toggle."))
                differing.insert(after)
            }
        }
        #expect(differing.contains("Double-tap to select"))
        #expect(differing.contains("Double-tap to toggle"))
    }

    @Test("voiceover@ios26 differs from @ios18 only at a stepper's bound")
    func iOS26DiffersOnlyAtAStepperBound() throws {
        // With the stepper never at a bound, the two are the same.
        let unbounded = Self.elements.replacingOccurrences(of: "value 2 min 1 max 3", with: "value 50 min 0 max 100")
        let newUnbounded = try Self.run("voiceover@ios26", elements: unbounded)
        let oldUnbounded = try Self.run("voiceover@ios18", elements: unbounded)
        #expect(newUnbounded.events == oldUnbounded.events)
        #expect(newUnbounded.spoken == oldUnbounded.spoken)
        // With it at a bound, they part at an input on the stepper.
        let new = try Self.run("voiceover@ios26")
        let old = try Self.run("voiceover@ios18")
        let first = try #require(Self.script.indices.first { new.events[$0] != old.events[$0] || new.spoken[$0] != old.spoken[$0] })
        let there = new.events[first] + old.events[first] + new.spoken[first] + old.spoken[first]
        #expect(there.contains { $0.contains("Guests") || $0.contains("Decrement") || $0.contains("Increment") }, "\(there)")
    }
}
