import ScreenReaderSim
import ScreenReaderSimTesting
import Testing

/// The query API (stops and elements by label, kind and state, label-taking overloads, the whole reading order) and
/// custom controls with their own role word, value and actions (issue 12).
@Suite struct QueryAndCustomControlTests {
    static let screen = Screen("Settings") {
        Heading("Network")
        Row { Text("Wi-Fi"); Switch("Wi-Fi", isOn: true) }
        Switch("Bluetooth")
        Button("Save").disabled()
        RadioGroup("Size") { Radio("Small", isSelected: true); Radio("Large") }
    }

    @Test func stopsAreFoundByLabelKindAndState() throws {
        let talkBack = try TalkBack(Self.screen)
        #expect(talkBack.stops(labelled: "wi-fi").map(\.element.kind) == [.row])
        #expect(talkBack.stops(ofKind: .switch).map(\.element.name) == ["Wi-Fi", "Bluetooth"])
        #expect(talkBack.stops(inState: .on).map(\.element.name) == ["Wi-Fi"])
        #expect(talkBack.stops(inState: .selected).map(\.element.name) == ["Small"])
        #expect(talkBack.stops { $0.element.kind == .heading }.count == 1)
        #expect(talkBack.enabledStops.map(\.element.name).contains("Save") == false)
        #expect(try talkBack.stop(holding: "Bluetooth")?.position == 2)
    }

    @Test func elementsAreFoundByKindAndState() throws {
        let voiceOver = try VoiceOver(Self.screen)
        #expect(voiceOver.elements(ofKind: .radio).map(\.name) == ["Small", "Large"])
        #expect(voiceOver.elements(inState: .off).map(\.name) == ["Bluetooth"])
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.swipeRight()
        voiceOver.doubleTap()
        #expect(voiceOver.elements(inState: .on).map(\.name) == ["Wi-Fi", "Bluetooth"])
        #expect(voiceOver.elements { $0.id != nil }.isEmpty)
    }

    @Test func everyElementQuestionTakesALabel() throws {
        let voiceOver = try VoiceOver(Self.screen)
        #expect(try voiceOver.isEnabled("Save") == false)
        #expect(try voiceOver.isEnabled("Bluetooth"))
        #expect(try voiceOver.isFocused("Network") == false)
        voiceOver.swipeRight()
        #expect(try voiceOver.isFocused("Network"))
        #expect(try voiceOver.announcement(for: "Bluetooth") == "Bluetooth, off, switch button, double tap to toggle setting")
        #expect(throws: LookupError.noElement(label: "Nowhere")) { try voiceOver.isEnabled("Nowhere") }
    }

    @Test func theWholeReadingOrderIsOneValue() throws {
        let voiceOver = try VoiceOver(Screen("S") { Heading("Network"); Switch("Wi-Fi") })
        #expect(voiceOver.readingOrder == ["Network, heading", "Wi-Fi, off, switch button, double tap to toggle setting"])
        expectReadingOrder(voiceOver, ["Network, heading", "Wi-Fi, off, switch button, double tap to toggle setting"])
        let failures = collectFailures { expectReadingOrder(voiceOver, ["Network, heading"]) }
        #expect(failures.count == 1)
    }

    @Test func theControlsAndLayersBeyondTheSeedsAreFoundAndAskedByLabel() throws {
        let screen = Screen("Checkout") {
            TextField("Email", text: "ada@example.com")
            Slider("Volume", value: 3, in: 0...10)
            Button("Pay").opens("failed")
            Dialog("Payment failed", id: "failed") { Button("OK").closes() }
        }
        let talkBack = try TalkBack(screen)
        #expect(talkBack.stops(ofKind: .textField).map(\.element.name) == ["Email"])
        #expect(talkBack.elements(inState: .value(3)).map(\.name) == ["Volume"])
        #expect(talkBack.elements(ofKind: .dialog).map(\.name) == ["Payment failed"])
        #expect(try talkBack.isOpen("Payment failed") == false)
        try talkBack.touch("Pay")
        talkBack.doubleTap()
        #expect(try talkBack.isOpen("Payment failed"))
        #expect(talkBack.readingOrder == ["Payment failed", "OK, button, double tap to activate"])
    }

    // MARK: Custom controls

    static let rating = Screen("Review") {
        Button("Rating").accessibilityRole("star rating").accessibilityValue("3 of 5 stars")
            .accessibilityActions(["Increase", "Decrease"])
    }

    @Test func aCustomControlSpeaksItsRoleWordValueAndActions() throws {
        #expect(try VoiceOver(Self.rating).readingOrder == ["Rating, 3 of 5 stars, star rating, actions available"])
        #expect(try TalkBack(Self.rating).readingOrder == [
            "3 of 5 stars, Rating, star rating, double tap to activate, actions available, use tap with three fingers to view",
        ])
        #expect(try VoiceOver(Self.rating).actions(of: "Rating") == ["Increase", "Decrease"])
    }

    @Test func aCustomRoleWordAloneReplacesThePlatformsRole() throws {
        let screen = Screen("S") { Button("Play").accessibilityRole("media control") }
        #expect(try VoiceOver(screen).readingOrder == ["Play, media control"])
        #expect(try TalkBack(screen).readingOrder == ["Play, media control, double tap to activate"])
    }

    @Test func aDisabledCustomControlDoesNotOfferItsActions() throws {
        let screen = Screen("S") { Button("Rating").accessibilityActions(["Increase"]).disabled() }
        #expect(try VoiceOver(screen).readingOrder == ["Rating, dimmed, button"])
    }
}
