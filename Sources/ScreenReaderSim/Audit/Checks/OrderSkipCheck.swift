/// SRS014 `order-skip`: an order override that has no effect, so the element is not read where it was meant to be.
struct OrderSkipCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS014",
        name: "order-skip",
        severity: .error,
        seed: SeedCriterion(
            "Only manage focus when needed. Primarily, let the device manage default focus order",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, Android, Focus"
        ),
        title: "An order override is skipped",
        explanation: """
            An order override cannot take effect, so the element stays where the natural order puts it: a `before` \
            or `after` naming an id no element has, or an element in no focus stop (hidden, decorative, an empty \
            group); or an `order N` inside a container that has an `order` of its own (only the outermost counts). \
            Gaps between `order` positions (1, 2, 5) are not skips: positions are relative. (A scenario file \
            naming an unknown id is rejected before the audit runs, so in files this check finds the other two.)
            """,
        failingExample: """
            screen "Settings"
              switch "Roaming" after note
              text "Roaming costs apply" id note hidden
            """,
        passingExample: """
            screen "Settings"
              switch "Roaming" after note
              text "Roaming costs apply" id note
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for error in context.orderErrors {
            guard case .unknownTarget(let element, let id) = error else { continue }
            result.append(context.finding(
                rule, at: element.index,
                .unknownTarget(id, kind: element.kind, before: context.elements[element.index].traversalBefore != nil),
                fix: "give the element you meant `id \(id)`, or fix the id"
            ))
        }
        for (position, element) in context.elements.enumerated()
        where (element.order != nil || element.traversalBefore != nil || element.traversalAfter != nil) && context.isPlaced(position) {
            // `before`/`after` reorder only where the platform has them (Android): elsewhere they skip nothing.
            if context.appliesTraversalOverrides,
               let id = element.traversalBefore ?? element.traversalAfter, let target = context.index.element(withID: id),
               !context.isPlaced(target.index) {
                result.append(context.finding(
                    rule, at: position, .targetInNoStop(target, kind: element.kind, before: element.traversalBefore != nil),
                    fix: "order it relative to an element that is read, or unhide \(target)"
                ))
            }
            if let order = element.order,
               let container = context.outermostOrderedContainer(of: position) {
                result.append(context.finding(
                    rule, at: position, .orderInsideOrdered(order, kind: element.kind, container: context.reference(container)),
                    fix: "move the `order` to the outermost container, or order the container's children by tree order"
                ))
            }
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func unknownTarget(_ id: String, kind: ElementKind, before: Bool) -> Finding.Message {
        "the \(kind.keyword) is ordered \(before ? "before" : "after") id '\(id)', which no element has, so the override is skipped"
    }

    fileprivate static func targetInNoStop(_ target: ElementReference, kind: ElementKind, before: Bool) -> Finding.Message {
        "the \(kind.keyword) is ordered \(before ? "before" : "after") \(target), which is in no focus stop, so the override is skipped"
    }

    fileprivate static func orderInsideOrdered(_ order: Int, kind: ElementKind, container: ElementReference) -> Finding.Message {
        "the \(kind.keyword)'s order \(order) is skipped: its container \(container) has an order of its own, and only the outermost counts"
    }
}
