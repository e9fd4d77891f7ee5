/// SRS001 `unnamed-control`: a focusable control with no programmatic name.
struct UnnamedControlCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS001",
        name: "unnamed-control",
        severity: .error,
        seed: SeedCriterion(
            "Name, Role, State must be announced by the screen reader when focus is on the control, if it is isolated in the table row.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Developer Notes"
        ),
        title: "A control has no name",
        explanation: """
            A focus stop that can be activated (a switch, checkbox, radio or button, or a row that takes one's action) \
            has an empty programmatic name: no visible label, no accessibility label, no text in its row. The screen \
            reader speaks its role and state but never says what it is for. Steppers are checked by SRS008.
            """,
        failingExample: """
            screen "Settings"
              switch ""
            """,
        passingExample: """
            screen "Settings"
              switch "" label "Dark mode"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            guard stop.part == .whole, let control = stop.control, control.kind.facts.stops != .decrementIncrement,
                  context.spokenName(of: stop).allSatisfy(\.isWhitespace) else { return nil }
            return context.finding(
                rule, at: stop.element.index, .hasNoName(stop.element.kind, control: control.kind),
                fix: "give the \(control.kind.keyword) a visible label, or `label \"...\"` when none is shown"
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func hasNoName(_ kind: ElementKind, control: ElementKind) -> Finding.Message {
        let subject = kind.facts.stops == .mergedRow ? "the row holding a \(control.keyword)" : "the \(kind.keyword)"
        return "\(subject) has no name: the reader speaks its role and state but not what it is for"
    }
}
