/// SRS012 `order-cycle`: `before`/`after` overrides that lead back to where they started.
struct OrderCycleCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS012",
        name: "order-cycle",
        severity: .error,
        seed: SeedCriterion(
            "Only manage focus when needed. Primarily, let the device manage default focus order",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Android, Focus"
        ),
        title: "Focus-order overrides form a cycle",
        explanation: """
            Elements ordered with `before ID` / `after ID` (Android's accessibilityTraversalBefore/After) point at \
            each other in a loop, or into their own container, so no order satisfies them. The simulator refuses \
            such a screen; the audit reports the cycle at its first element and checks the rest of the screen as \
            if that element's override were removed. Prefer the natural order; override only what must move. \
            (A scenario file with a cycle is rejected with an error at the `before`/`after` word before the audit \
            runs; screens built in Swift reach this check.)
            """,
        failingExample: """
            screen "Settings"
              switch "Wi-Fi" id wifi after bluetooth
              switch "Bluetooth" id bluetooth after wifi
            """,
        passingExample: """
            screen "Settings"
              switch "Wi-Fi" id wifi
              switch "Bluetooth" id bluetooth after wifi
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        context.orderErrors.compactMap { error in
            guard case .cycle(let elements) = error, let first = elements.first else { return nil }
            return context.finding(
                rule, at: first.index, .cycle(elements),
                fix: "remove one `before` or `after` from the cycle",
                utterances: elements.flatMap { context.utterances(for: $0.index) }
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func cycle(_ elements: [ElementReference]) -> Finding.Message {
        let path = (elements + elements.prefix(1)).map(\.description).joined(separator: " → ")
        return "the focus-order overrides form a cycle: \(path)"
    }
}
