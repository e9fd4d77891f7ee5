/// SRS016 `row-several-controls`: a row that merges two or more controls into one stop that cannot act.
struct RowWithSeveralControlsCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS016",
        name: "row-several-controls",
        severity: .error,
        seed: SeedCriterion(
            "Screen reader focus should be around the entire tablerow/blade when there is one interactive element (switch)",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Android, Focus"
        ),
        title: "A row merges two or more controls",
        explanation: """
            A `row` is one focus stop that takes its control's role, state and action, which only works when it \
            holds one control. With two or more, the row speaks its texts with no role or state and a double tap \
            does nothing, and neither control can be reached on its own. Keep one control per row; use a `group` \
            to keep several controls together as separate stops.
            """,
        failingExample: """
            screen "Settings"
              row
                text "Wi-Fi"
                switch "Wi-Fi"
                button "Details"
            """,
        passingExample: """
            screen "Settings"
              row
                text "Wi-Fi"
                switch "Wi-Fi"
              button "Wi-Fi details"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        // The merged controls, depth-first: a row's are a slice of them (nested rows do not each walk their subtree).
        let controlsInOrder = context.elements.indices.filter {
            !context.isHidden($0) && context.elements[$0].kind.facts.stops == .namedControl
        }
        return context.elements.indices.compactMap { row in
            // A row inside a row is merged into the outer one's stop: the outer row is the stop that cannot act, and
            // is reported once with every control it merges.
            guard context.elements[row].kind.facts.stops == .mergedRow, !context.isHidden(row), context.enclosingRow(of: row) == nil else {
                return nil
            }
            let controls = ScreenIndexStorage.slice(of: controlsInOrder, within: context.descendants(of: row))
            guard controls.count >= 2 else { return nil }
            return context.finding(
                rule, at: row, .severalControls(controls.map(context.reference)),
                fix: "keep one control in the row, and move the others out (a `group` keeps separate stops together)"
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func severalControls(_ controls: [ElementReference]) -> Finding.Message {
        Finding.Message(
            "the row merges \(controls.count) controls (\(controls.map(\.description).joined(separator: ", "))) into one "
                + "stop that has no role or state and cannot be activated"
        )
    }
}
