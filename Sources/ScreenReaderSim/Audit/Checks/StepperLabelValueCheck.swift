/// SRS008 `stepper-buttons-missing-label-or-value`: stepper buttons that don't speak the stepper's label and value.
struct StepperLabelValueCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS008",
        name: "stepper-buttons-missing-label-or-value",
        severity: .error,
        seed: SeedCriterion(
            "Announcing the label when appropriate with the value gives the screen reader users and users with memory challenges context",
            file: SeedCriterion.stepperFile,
            section: "Stepper, Developer notes"
        ),
        title: "A stepper's buttons don't carry its label and value",
        explanation: """
            Each of a stepper's two buttons should say what it changes and the current value: "Label with current \
            value, Increment, Button" (the stepper acceptance criteria). A stepper with no name says only "2, increment, button"; one \
            marked `stateless` never says the value ("Guests, increment, button").
            """,
        failingExample: """
            screen "Booking"
              stepper "" value 2 min 1 max 10
            """,
        passingExample: """
            screen "Booking"
              stepper "Guests" value 2 min 1 max 10
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for position in context.positions(where: { $0.stops == .decrementIncrement }) where !context.isHidden(position) {
            let element = context.elements[position]
            let noLabel = element.name.allSatisfy(\.isWhitespace)
            let noValue = !element.exposesState
            guard noLabel || noValue else { continue }
            let buttons = context.stops(of: position)
            let missing = [noLabel ? "label" : nil, noValue ? "value" : nil].compactMap { $0 }.joined(separator: " and ")
            result.append(context.finding(
                rule, at: position, .stepperButtonsMiss(missing),
                fix: noLabel ? "give the stepper a visible label, or `label \"...\"`; each button then says it"
                    : "expose the stepper's value on both buttons (a native stepper does)",
                utterances: buttons.map(context.announcement(for:))
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func stepperButtonsMiss(_ missing: String) -> Finding.Message {
        "the stepper's increment and decrement buttons don't speak its \(missing)"
    }
}
