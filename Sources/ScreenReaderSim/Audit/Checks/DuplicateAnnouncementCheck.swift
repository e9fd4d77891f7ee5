/// SRS011 `duplicate-announcement`: two focus stops that announce exactly the same thing.
struct DuplicateAnnouncementCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS011",
        name: "duplicate-announcement",
        severity: .warning,
        seed: SeedCriterion(
            "Setting a programmatic name while a visible text label exists may cause VoiceOver to duplicate the "
                + "announcement of the name. If this happens, hide the visible text label from VoiceOver recognization.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, iOS, Name"
        ),
        title: "Two focus stops announce the same thing",
        explanation: """
            Two stops on the screen speak the same words (compared like speech: case, commas and spaces aside), so \
            a listener cannot tell them apart, or hears one thing twice: a duplicated label, two buttons both \
            called "Edit". The later stop is reported, with the earlier one named. Give each a distinct name, or \
            hide the duplicate.
            """,
        failingExample: """
            screen "Account"
              text "Email"
              button "Edit"
              text "Password"
              button "Edit"
            """,
        passingExample: """
            screen "Account"
              text "Email"
              button "Edit" label "Edit email"
              text "Password"
              button "Edit" label "Edit password"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var first: [String: FocusStop] = [:]
        // Per element, in order: the earlier element it repeats and each repeated utterance (a stepper has two stops).
        var repeats: [(element: ElementReference, earlier: ElementReference, utterances: [String])] = []
        var slot: [Int: Int] = [:]
        for stop in context.stops {
            let spoken = context.announcement(for: stop)
            let key = Speech.normalized(spoken)
            guard !key.isEmpty else { continue }
            guard let earlier = first[key] else {
                first[key] = stop
                continue
            }
            guard earlier.elementIndex != stop.elementIndex else { continue }
            if let existing = slot[stop.elementIndex] {
                repeats[existing].utterances.append(spoken)
            } else {
                slot[stop.elementIndex] = repeats.count
                repeats.append((stop.element, earlier.element, [spoken]))
            }
        }
        return repeats.map { item in
            context.finding(
                rule, at: item.element.index, .sameAs(item.earlier, kind: item.element.kind),
                fix: "give each a name that says what it is for, or hide the one that repeats",
                utterances: item.utterances
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func sameAs(_ earlier: ElementReference, kind: ElementKind) -> Finding.Message {
        let place = earlier.location.map { " (line \($0.line))" } ?? ""
        return "the \(kind.keyword) announces the same as the earlier \(earlier)\(place)"
    }
}
