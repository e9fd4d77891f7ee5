/// SRS006 `row-image-not-hidden`: an image inside a row that the reader speaks as part of the row.
struct ExposedDecorativeImageCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS006",
        name: "row-image-not-hidden",
        severity: .warning,
        seed: SeedCriterion(
            "If table row of switch has icon(s), hide the icon(s) from VoiceOver by using view modifier `accessibilityHidden(true)`.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, iOS, Name (SwiftUI)"
        ),
        title: "A decorative icon in a row is not hidden from the reader",
        explanation: """
            An `image` inside a `row` is labelled and exposed, so its label is merged into the row's name and spoken \
            before the row's text ("bell, Allow notifications, on, ..."). An icon beside a row's label is decoration: \
            hide it (`icon`, or `hidden`), so the row says only its label, role and state.
            """,
        failingExample: """
            screen "Settings"
              row
                image "bell"
                text "Allow notifications"
                switch "Allow notifications" on
            """,
        passingExample: """
            screen "Settings"
              row
                icon "bell"
                text "Allow notifications"
                switch "Allow notifications" on
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        context.elements.indices.compactMap { element in
            guard context.elements[element].kind.facts.stops == .named,
                  context.elements[element].kind.facts.visibleLabel == .pictureDescription, !context.isHidden(element),
                  context.enclosingRow(of: element) != nil else { return nil }
            let label = context.elements[element].name
            return context.finding(
                rule, at: element, .rowImageSpoken(label),
                fix: "make it an `icon` (decorative), or mark it `hidden`"
            )
        }
    }
}

extension Finding.Message {
    fileprivate static func rowImageSpoken(_ label: String) -> Finding.Message {
        "the image \"\(label)\" in a row is not hidden, so its label is spoken as part of the row"
    }
}
