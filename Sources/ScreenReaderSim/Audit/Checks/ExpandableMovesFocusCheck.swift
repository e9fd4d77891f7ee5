/// SRS020 `expandable-moves-focus`: an expandable whose activation moves focus away from it.
struct ExpandableMovesFocusCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS020",
        name: "expandable-moves-focus",
        severity: .error,
        seed: .magentaA11y(
            "Toggles the expandable button (and focus remains on the expandable button)",
            control: "expandable", section: "Expandable, Doubletap"
        ),
        title: "Activating an expandable moves focus",
        explanation: """
            An expandable declared to `moves-focus "..."` or `navigates "..."` takes focus away when it is toggled. \
            The user should hear "expanded" on the control they activated and find the new content as the next \
            swipe; jumping into it (or elsewhere) loses their place and skips the state change.
            """,
        failingExample: """
            screen "Hotel"
              expandable "Amenities" moves-focus "Pool"
                switch "Pool"
            """,
        passingExample: """
            screen "Hotel"
              expandable "Amenities"
                switch "Pool"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where element.kind.facts.activation == .expandOrCollapse && !context.isHidden(position) {
            let message: Finding.Message
            if let target = element.movesFocusTo {
                message = .expandableMovesFocus(to: target)
            } else if let destination = element.navigatesTo {
                message = .expandableOpens(destination)
            } else {
                continue
            }
            result.append(context.finding(
                rule, at: position, message,
                fix: "keep focus on the expandable: remove the focus move, and let the new content be the next swipe",
                utterances: context.stop(holding: position).map { context.activationUtterances(at: $0.position) } ?? []
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func expandableMovesFocus(to target: String) -> Finding.Message {
        "activating the expandable moves focus to \"\(target)\" instead of staying on it"
    }

    fileprivate static func expandableOpens(_ destination: String) -> Finding.Message {
        "activating the expandable opens \"\(destination)\" instead of showing its content in place"
    }
}
