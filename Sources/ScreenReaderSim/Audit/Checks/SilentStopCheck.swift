/// SRS024 `silent-stop`: a focus stop that says nothing at all.
struct SilentStopCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS024",
        name: "silent-stop",
        severity: .error,
        seed: SeedCriterion(
            "Name, Role, State must be announced by the screen reader when focus is on the control, if it is isolated in the table row.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Developer Notes"
        ),
        title: "A focus stop says nothing",
        explanation: """
            Focus lands on a stop whose announcement is empty: a text, heading or image with no words, or a container \
            that merges nothing that speaks. The user swipes onto silence and cannot tell where they are. Give it \
            words, or hide it (`hidden`) when it is decoration. A row with nothing to speak is no stop at all (the \
            file gets a warning at the row instead).
            """,
        failingExample: """
            screen "Settings"
              text ""
              switch "Wi-Fi"
            """,
        passingExample: """
            screen "Settings"
              text "Network"
              switch "Wi-Fi"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        context.stops.compactMap { stop in
            let announcement = context.announcement(for: stop)
            guard announcement.allSatisfy({ $0.isWhitespace || $0 == "," || $0 == "." }) else { return nil }
            return context.finding(
                rule, at: stop.element.index, .saysNothing(stop.element.kind),
                fix: "give the \(stop.element.kind.keyword) words to speak (a label), or hide it with `hidden` if it is decoration"
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func saysNothing(_ kind: ElementKind) -> Finding.Message {
        "this \(kind.keyword) is a focus stop that says nothing: the reader lands on silence"
    }
}
