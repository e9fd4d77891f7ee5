/// SRS007 `selection-changes-context`: a radio (or switch) that navigates or moves focus when selected.
struct ContextChangeOnSelectionCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS007",
        name: "selection-changes-context",
        severity: .error,
        seed: SeedCriterion(
            "A radio button should just change between selected and unselected states. It should not automatically "
                + "navigate the user to another field or screen when selected, as that may cause a change of context.",
            file: SeedCriterion.radioButtonFile,
            section: "Radio button, Developer Notes"
        ),
        title: "Selecting a radio (or toggling a switch) changes context",
        explanation: """
            A radio declared to `navigates "..."` (open a screen) or `moves-focus "..."` (jump to another field) \
            when selected changes context under the user's finger: they meant to pick an option. The same holds \
            for a switch (the switch criteria: "A toggle should just toggle on or off"). Revealing content on the same screen \
            is fine; put navigation on a separate button.
            """,
        failingExample: """
            screen "Delivery"
              radio-group "Speed"
                radio "Express" navigates "Express options"
            """,
        passingExample: """
            screen "Delivery"
              radio-group "Speed"
                radio "Express"
              button "Express options"
            """
    )

    /// The kinds whose choosing must keep the context (``KindFacts/keepsContextWhenChosen``).
    private static let kinds = ElementKind.allCases.filter(\.facts.keepsContextWhenChosen)

    /// How choosing an element of `kind` is said: `select` a radio, `toggle` anything else.
    fileprivate static func choosing(_ kind: ElementKind) -> (verb: String, gerund: String) {
        kind.facts.activation == .selectRadio ? ("select", "selecting") : ("toggle", "toggling")
    }

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for position in context.positions(ofKinds: Self.kinds) where !context.isHidden(position) {
            let element = context.elements[position]
            let message: Finding.Message
            if let destination = element.navigatesTo {
                message = .opens(element.kind, destination: destination)
            } else if let target = element.movesFocusTo {
                message = .movesFocus(element.kind, target: target)
            } else {
                continue
            }
            let spoken = context.stop(holding: position).map { context.activationUtterances(at: $0.position) }
            result.append(context.finding(
                rule, at: position, message,
                fix: "let the \(element.kind.keyword) only \(Self.choosing(element.kind).verb); "
                    + "put the navigation on a separate button",
                utterances: spoken ?? []
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func opens(_ kind: ElementKind, destination: String) -> Finding.Message {
        "\(ContextChangeOnSelectionCheck.choosing(kind).gerund) the \(kind.keyword) opens \"\(destination)\": a change of context"
    }

    fileprivate static func movesFocus(_ kind: ElementKind, target: String) -> Finding.Message {
        "\(ContextChangeOnSelectionCheck.choosing(kind).gerund) the \(kind.keyword) moves focus to \"\(target)\": a change of context"
    }
}
