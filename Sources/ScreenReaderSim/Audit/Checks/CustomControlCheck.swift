/// SRS005 `custom-control-no-role-or-state`: a custom control that exposes no role or no state.
struct CustomControlCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS005",
        name: "custom-control-no-role-or-state",
        severity: .error,
        seed: SeedCriterion(
            "When using non-native controls (custom controls), roles will need to be manually coded.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, iOS, Role"
        ),
        title: "A custom control exposes no role or no state",
        explanation: """
            A control marked `custom` announces no role, and one marked `stateless` announces no state, so the \
            listener cannot tell what it is or whether it is on, checked or selected. On iOS a radio button is a \
            custom control (UIKit has none): the radio button acceptance criteria ask for the value "Selected" / "Unselected" "to indicate that \
            this control behaves as a radio button", so a stateless radio on iOS sounds like a plain button. \
            Steppers' values are checked by SRS008.
            """,
        failingExample: """
            screen "Settings"
              switch "Wi-Fi" custom
              radio-group "Text size"
                radio "Small" stateless
            """,
        passingExample: """
            screen "Settings"
              switch "Wi-Fi"
              radio-group "Text size"
                radio "Small"
            """
    )

    /// Whether `kind` has a two-word state to expose that activating it changes (a switch, a checkbox, a radio; a
    /// stepper's value is SRS008's).
    private static func isStateful(_ kind: ElementKind) -> Bool {
        kind.facts.activation == .toggle || kind.facts.activation == .selectRadio
    }

    /// Whether `kind` is spoken by VoiceOver as a plain button unless it exposes its selected value (a radio).
    private static func needsSelectedValue(_ kind: ElementKind) -> Bool { kind.facts.activation == .selectRadio }

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where !context.isHidden(position) {
            guard let stop = context.stop(holding: position), let control = stop.control else { continue }
            // A row's flags apply to its control; a control's flags apply wherever it is merged.
            guard element.kind.facts.stops == .mergedRow ? stop.element.index == position : control.index == position else { continue }
            let noRole = !element.exposesRole
            let noState = !element.exposesState && Self.isStateful(control.kind)
            guard noRole || noState else { continue }
            let subject = element.kind.facts.stops == .mergedRow ? "the row holding a \(control.kind.keyword)" : "the \(control.kind.keyword)"
            let message: Finding.Message
            if context.platform == .ios && Self.needsSelectedValue(control.kind) && noState {
                message = .iosRadioWithoutValue(subject: subject, alsoNoRole: noRole)
            } else if noRole && noState {
                message = .exposesNoRoleOrState(subject: subject, control: control.kind)
            } else if noRole {
                message = .exposesNoRole(subject: subject, control: control.kind)
            } else {
                message = .exposesNoState(subject: subject, control: control.kind)
            }
            let missing = [noRole ? "role" : nil, noState ? "state" : nil].compactMap { $0 }.joined(separator: " and ")
            result.append(context.finding(
                rule, at: position, message,
                fix: "use the native \(control.kind.keyword), or code the \(missing) into the custom control"
                    + (context.platform == .ios && Self.needsSelectedValue(control.kind) && noState ? " (the value \"Selected\" / \"Unselected\")" : "")
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func exposesNoRole(subject: String, control: ElementKind) -> Finding.Message {
        "\(subject) is a custom control that exposes no role, so nothing says it is a \(control.keyword)"
    }

    fileprivate static func exposesNoState(subject: String, control: ElementKind) -> Finding.Message {
        "\(subject) is a custom control that exposes no state, so nothing says whether it is \(stateQuestion(control))"
    }

    fileprivate static func exposesNoRoleOrState(subject: String, control: ElementKind) -> Finding.Message {
        Finding.Message(
            "\(subject) is a custom control that exposes no role and no state, so nothing says it is a \(control.keyword) "
                + "or whether it is \(stateQuestion(control))"
        )
    }

    fileprivate static func iosRadioWithoutValue(subject: String, alsoNoRole: Bool) -> Finding.Message {
        Finding.Message(
            "\(subject) exposes no \"selected\" value\(alsoNoRole ? " and no role" : ""), so VoiceOver speaks it as a plain "
                + "button: nothing says it is a radio button or whether it is selected"
        )
    }

    /// What its state words ask: `on or off`, or only the first word when the second is its negation (`checked`).
    private static func stateQuestion(_ kind: ElementKind) -> String {
        guard let words = kind.facts.stateWords else { return "in use" }
        return "un\(words.0)" == "\(words.1)" ? "\(words.0)" : "\(words.0) or \(words.1)"
    }
}
