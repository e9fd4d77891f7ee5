/// SRS009 `stepper-moves-focus`: a stepper button whose activation moves focus away.
struct StepperMovesFocusCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS009",
        name: "stepper-moves-focus",
        severity: .error,
        seed: SeedCriterion(
            "When new value changes, it gets announced dynamically without moving focus from the increment/decrement button",
            file: SeedCriterion.stepperFile,
            section: "Stepper, Developer notes"
        ),
        title: "Activating a stepper button moves focus",
        explanation: """
            A stepper declared to `moves-focus "..."` or `navigates "..."` takes focus away from the button the \
            user just pressed: to change the value again they must find the button again, and they may not hear \
            the new value. The new value should be announced while focus stays on the button.
            """,
        failingExample: """
            screen "Booking"
              stepper "Guests" value 2 min 1 max 10 moves-focus "Total"
              text "Total"
            """,
        passingExample: """
            screen "Booking"
              stepper "Guests" value 2 min 1 max 10
              text "Total"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for position in context.positions(where: { $0.stops == .decrementIncrement }) where !context.isHidden(position) {
            let element = context.elements[position]
            let message: Finding.Message
            if let target = element.movesFocusTo {
                message = .movesFocus(to: target)
            } else if let destination = element.navigatesTo {
                message = .opens(destination)
            } else {
                continue
            }
            // Prove it on a button that can act: increment unless the value is at its maximum.
            let buttons = context.stops(of: position)
            let atMaximum: Bool = if case .value(let value)? = element.state, let range = element.range {
                value >= range.maximum
            } else {
                false
            }
            let button = buttons.first { $0.part == (atMaximum ? .decrement : .increment) } ?? buttons.first
            result.append(context.finding(
                rule, at: position, message,
                fix: "keep focus on the button and let the new value be announced; remove the focus move",
                utterances: button.map { context.activationUtterances(at: $0.position) } ?? []
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func movesFocus(to target: String) -> Finding.Message {
        "activating a stepper button moves focus to \"\(target)\" instead of staying on the button"
    }

    fileprivate static func opens(_ destination: String) -> Finding.Message {
        "activating a stepper button opens \"\(destination)\" instead of staying on the button"
    }
}
