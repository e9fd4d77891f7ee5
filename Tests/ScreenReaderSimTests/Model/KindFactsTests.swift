@testable import ScreenReaderSim
import Testing

@Suite struct KindFactsTests {
    /// Every platform × every kind: the role a kind is spoken as has its own phrase order (no silent fallback).
    static let platformKinds = Platform.allCases.flatMap { platform in ElementKind.allCases.map { (platform, $0) } }

    @Test(arguments: platformKinds)
    func everyKindHasAPhraseOrderOnEveryPlatform(_ platform: Platform, _ kind: ElementKind) {
        let orders = PlatformRules.rules(for: platform).phrases.orders
        #expect(orders[SpokenRole(kind)] != nil)
        if kind.facts.value == .editedText { #expect(orders[.secureTextField] != nil) }
    }

    /// Every reader profile × every kind: each profile's phrase table has an order for the kind's role too.
    static let profileKinds = ReaderProfile.allCases.flatMap { profile in ElementKind.allCases.map { (profile, $0) } }

    @Test(arguments: profileKinds)
    func everyKindHasAPhraseOrderOnEveryProfile(_ profile: ReaderProfile, _ kind: ElementKind) {
        let orders = ReaderProfileTable.table(for: profile).phrases.orders
        #expect(orders[SpokenRole(kind)] != nil)
        if kind.facts.value == .editedText { #expect(orders[.secureTextField] != nil) }
    }

    /// A screen holding one labelled element of `kind` (with a child of the kind it requires, if any).
    static func screen(with kind: ElementKind) -> Screen {
        let child = kind.requiredChildKind.map { Element($0, "Child") } ?? Element(.text, "Child")
        var element = Element(kind, "Subject", children: kind.isContainer ? [child] : [])
        // A kind some container requires (a radio, a segment, a tab, an option) sits in that container.
        if let container = ElementKind.allCases.first(where: { $0.requiredChildKind == kind }) {
            element = Element(container, "Container", children: [element])
        }
        return Screen("Kinds", elements: [Element(.heading, "Before"), element])
    }

    /// Every setting combination a profile takes: hints on and off, and on TalkBack's device profiles every description
    /// order and verbosity.
    static func settings(for profile: ReaderProfile) -> [ReaderSettings] {
        [true, false].flatMap { hints in
            ReaderSettings.DescriptionOrder.allCases.flatMap { order in
                ReaderSettings.Verbosity.allCases.map { ReaderSettings(hints: hints, order: order, verbosity: $0) }
            }
        }.filter { $0.problem(for: profile) == nil }
    }

    /// A reader of `profile` with `settings` on `screen`, with a dialog or menu holding the subject already open.
    static func reader(_ profile: ReaderProfile, _ settings: ReaderSettings, on screen: Screen) throws -> ScreenReader {
        var screen = screen
        for (place, element) in screen.elements.enumerated() where element.kind.facts.layer == .modal {
            screen.elements[place].startsOpen = true
        }
        let reader: ScreenReader = profile.family == .voiceOver
            ? try VoiceOver(screen, profile: profile, settings: settings) : try TalkBack(screen, profile: profile, settings: settings)
        if let menu = reader.elements.first(where: { $0.kind.facts.layer == .popup && $0.name == "Container" }) {
            _ = try reader.perform(.touch(menu.name)) + reader.doubleTap()
        }
        return reader
    }

    /// Every kind × every profile × every setting it takes: each stop of the kind is spoken, non-empty, and with its
    /// role's word wherever the profile's table puts the role in the order (no silent fallback to a name-only order).
    @Test(arguments: profileKinds)
    func everyKindIsSpokenWithItsRoleOnEveryProfileAndSetting(_ profile: ReaderProfile, _ kind: ElementKind) throws {
        let role = SpokenRole(kind)
        let settings = Self.settings(for: profile)
        #expect(settings.count == (profile.family == .talkBack && !profile.isSeed ? 12 : 2))
        for setting in settings {
            let reader = try Self.reader(profile, setting, on: Self.screen(with: kind))
            let subject = try reader.element("Subject")
            let own = reader.stops.filter { $0.element == subject }
            #expect(own.isEmpty == (kind.facts.stops == .none), "\(profile.rawValue) \(setting.words)")
            let phrases = reader.speech.table.phrases
            let order = try #require(phrases.orders[role], "\(profile.rawValue) has no order for \(role)")
            let slots = order.slots(state: kind.facts.defaultState, isEnabled: true, isEditing: false)
            let roleWord = slots.contains(.role) ? phrases.roleWords[role] ?? "" : ""
            for stop in own {
                let spoken = reader.announcement(for: stop)
                #expect(!spoken.isEmpty, "\(profile.rawValue) \(setting.words) \(stop)")
                #expect(roleWord.isEmpty || spoken.localizedCaseInsensitiveContains(roleWord),
                        "\(profile.rawValue) \(setting.words): \"\(spoken)\" lacks \"\(roleWord)\"")
            }
        }
    }

    @Test(arguments: ElementKind.allCases)
    func stopsAgreeWithTheTable(_ kind: ElementKind) throws {
        let reader = try VoiceOver(Self.screen(with: kind))
        let subject = try reader.element("Subject")
        let own = reader.stops.filter { $0.element == subject }
        let expected = switch kind.facts.stops {
        case .none: 0
        case .named, .namedControl, .control, .groupLabel, .mergedRow: 1
        case .decrementIncrement: 2
        case .layer: kind.facts.activation == .openMenu ? 1 : 0  // a menu's button; a closed layer's stops are hidden
        }
        #expect(own.count == expected)
    }

    @Test(arguments: ElementKind.allCases)
    func activationAgreesWithTheTable(_ kind: ElementKind) throws {
        guard kind.facts.stops != .none, kind.facts.stops != .layer || kind.facts.activation == .openMenu else { return }
        let reader = try VoiceOver(Self.screen(with: kind))
        let events = try reader.perform(.touch("Subject")) + reader.doubleTap()
        let refused = events.contains { if case .noEffect(.notActivatable) = $0 { true } else { false } }
        #expect(refused == (kind.facts.activation == .none || !kind.isControl), "\(events)")
    }

    @Test(arguments: ElementKind.allCases)
    func defaultStateAndStatesAgreeWithElements(_ kind: ElementKind) {
        let element = Element(kind, "Subject")
        if kind.facts.value == .wholeNumberRange {
            #expect(element.state == .value(StepperRange().minimum))
        } else {
            #expect(element.state == kind.facts.defaultState)
        }
        for state in [ControlState.on, .off, .checked, .unchecked, .selected, .unselected, .expanded, .collapsed] {
            let listed = kind.facts.stateWords.map { $0.0 == state || $0.1 == state } ?? false
            #expect(state.fits(kind) == listed)
        }
        #expect(ControlState.value(1).fits(kind) == [.stepper, .slider].contains(kind))
        #expect(ControlState.text("").fits(kind) == [.textField, .menu].contains(kind))
    }

    /// The kinds each attribute fits, in the order `attribute-does-not-fit` has always listed them.
    @Test func attributeKindsKeepTheirListedOrder() {
        let controls = ElementKind.allCases.filter(\.isControl)
        let expected: [String: [ElementKind]] = [
            "on": [.switch], "off": [.switch],
            "checked": [.checkbox], "unchecked": [.checkbox],
            "selected": [.radio, .segment, .tab, .option], "unselected": [.radio, .segment, .tab, .option],
            "expanded": [.expandable], "collapsed": [.expandable],
            "value": [.stepper, .slider, .textField, .expandable, .menu],
            "min": [.stepper, .slider], "max": [.stepper, .slider], "step": [.stepper, .slider],
            "placeholder": [.textField], "secure": [.textField], "percent": [.slider],
            "alert": [.dialog], "open": [.dialog],
            "opens": controls, "closes": controls, "announces": controls,
        ]
        #expect(ScenarioParserState.attributeKinds == expected)
    }

    @Test func attributeThatDoesNotFitListsTheKindsInOrder() {
        let file = ScenarioFile(parsing: "screen \"S\"\n  button \"B\" value 3\n", file: "k.scenario")
        #expect(file.diagnostics.map(\.text) == [
            "'value' does not fit a 'button'; only a 'stepper', 'slider', 'text-field', 'expandable' or 'menu' takes it, so remove it",
        ])
    }
}
