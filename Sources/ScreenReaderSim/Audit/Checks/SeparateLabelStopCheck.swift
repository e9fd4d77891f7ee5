/// SRS004 `separate-label-stop`: a visible label that is a focus stop of its own, next to its control instead of on it.
struct SeparateLabelStopCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS004",
        name: "separate-label-stop",
        severity: .error,
        seed: SeedCriterion(
            "Announcing the label before the switch and not on the switch does not meet this requirement.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Developer Notes"
        ),
        title: "A visible label is its own focus stop, separate from its control",
        explanation: """
            A text that labels a switch, checkbox, radio, stepper, text field or slider is read as a stop of its own, just before (or \
            just after) the control, in this platform's focus order. A text counts as the control's label when it \
            matches the control's name, or when the control has no name at all. The user swipes once to hear the \
            label and again to reach the control, so name, role and state are not announced together on the \
            control. Group them in a `row`: one stop that speaks the label with the control's role and state. A \
            stepper cannot be in a row (it is two stops, its buttons): give the stepper the text as its label \
            (`stepper "Guests"`) and remove the text, or hide the text when the stepper already speaks it.
            """,
        failingExample: """
            screen "Settings"
              text "Wi-Fi"
              switch "Wi-Fi"
            """,
        passingExample: """
            screen "Settings"
              row
                text "Wi-Fi"
                switch "Wi-Fi"
            """
    )


    func findings(in context: AuditContext) -> [Finding] {
        let stops = context.stops
        var result: [Finding] = []
        for (position, stop) in stops.enumerated() where stop.part == .whole && Self.isPlainText(stop.element.kind) {
            let text = context.spokenName(of: stop)
            let neighbours = [(position + 1, true), (position - 1, false)].filter { stops.indices.contains($0.0) }
            guard let (other, labelFirst) = neighbours.first(where: { labels(stops[$0.0], text: text, in: context) }) else {
                continue
            }
            let control = stops[other]
            let spoken = labelFirst ? [stop, control] : [control, stop]
            result.append(context.finding(
                rule, at: stop.element.index,
                .labelIsSeparateStop(text: text, control: control.element.kind, before: labelFirst),
                fix: Self.fix(text: text, control: control, in: context),
                utterances: spoken.map(context.announcement(for:))
            ))
        }
        return result
    }

    /// A fix that parses and audits clean: a row for the controls a row can merge; a stepper (which cannot be in a row)
    /// takes the text as its own label instead, spoken on both its buttons.
    static func fix(text: String, control: FocusStop, in context: AuditContext) -> String {
        let kind = control.element.kind.keyword
        guard control.element.kind.facts.stops == .decrementIncrement else {
            return "put the text and the \(kind) in one `row`, so one stop speaks the label with the \(kind)'s role and state"
        }
        if context.spokenName(of: control).allSatisfy(\.isWhitespace) {
            return "remove the text and give the stepper that label (`stepper \"\(text)\"`): both its buttons then speak it "
                + "(a stepper cannot be in a row)"
        }
        return "hide the text (`hidden`): both of the stepper's buttons already speak \"\(text)\" (a stepper cannot be in a row)"
    }

    /// Whether `kind` is static text: one named stop spoken as its name only.
    private static func isPlainText(_ kind: ElementKind) -> Bool {
        kind.facts.stops == .named && kind.facts.role == .text
    }

    /// Whether `stop` is a control that `text` labels: it has no name, or the same name.
    private func labels(_ stop: FocusStop, text: String, in context: AuditContext) -> Bool {
        guard stop.control != nil, stop.element.kind.facts.isLabelledBeside else { return false }
        let name = context.spokenName(of: stop)
        return name.allSatisfy(\.isWhitespace) || Speech.matches(name, text)
    }
}

extension Finding.Message {
    fileprivate static func labelIsSeparateStop(text: String, control: ElementKind, before: Bool) -> Finding.Message {
        Finding.Message(
            "the label \"\(text)\" is a focus stop of its own, read \(before ? "before" : "after") the \(control.keyword) "
                + "instead of on it"
        )
    }
}
