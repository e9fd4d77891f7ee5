/// SRS013 `order-repeat`: two elements given the same explicit `order` position.
struct OrderRepeatCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS013",
        name: "order-repeat",
        severity: .warning,
        seed: SeedCriterion(
            "Only manage focus when needed. Primarily, let the device manage default focus order",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Android, Focus"
        ),
        title: "Two elements have the same order position",
        explanation: """
            Two elements that take part in the focus order carry the same `order N`. Which of them is read first is \
            then left to tree order, which is probably not what the override meant. Each element after the first \
            with that position is reported. Gaps between positions (1, 2, 5) are fine: positions are relative.
            """,
        failingExample: """
            screen "Checkout"
              button "Pay" order 1
              button "Cancel" order 1
            """,
        passingExample: """
            screen "Checkout"
              button "Pay" order 1
              button "Cancel" order 2
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var first: [Int: Int] = [:]
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() {
            guard let order = element.order, context.isPlaced(position),
                  context.outermostOrderedContainer(of: position) == nil else { continue }
            guard let earlier = first[order] else {
                first[order] = position
                continue
            }
            result.append(context.finding(
                rule, at: position, .sameOrder(order, as: context.reference(earlier)),
                fix: "give each element its own `order` position",
                utterances: context.utterances(for: earlier) + context.utterances(for: position)
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func sameOrder(_ order: Int, as earlier: ElementReference) -> Finding.Message {
        "order \(order) is also given to \(earlier), so which is read first is left to tree order"
    }
}
