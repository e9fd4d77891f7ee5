/// SRS021 `dialog-without-close`: a dialog with no control that closes it.
struct DialogWithoutCloseCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS021",
        name: "dialog-without-close",
        severity: .error,
        seed: SeedCriterion(
            "Use `accessibilityViewIsModal` to contain the screen reader focus inside the modal.",
            file: SeedCriterion.radioButtonFile,
            section: "Radio button, Focus, UIKit"
        ),
        title: "A dialog has no control that closes it",
        explanation: """
            A dialog confines focus while it is open, so the only way out must be inside it: a button declared \
            `closes` (OK, Cancel, Close). The escape gesture and tapping outside are not enough (MagentaA11y: \
            "Tapping outside the alert to close cannot be the only option for screen reader users"); many users \
            never learn the gesture, and a keyboard user may have no Escape key.
            """,
        failingExample: """
            screen "Sign in"
              button "Sign in" opens failed
              dialog "Sign in failed" id failed alert
                text "The password is incorrect."
            """,
        passingExample: """
            screen "Sign in"
              button "Sign in" opens failed
              dialog "Sign in failed" id failed alert
                text "The password is incorrect."
                button "OK" closes
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (dialog, element) in context.elements.enumerated() where element.kind.facts.layer == .modal && !context.isHidden(dialog) {
            let closers = context.controlsInLayer(dialog).filter { context.elements[$0].closesDialog && !context.isHidden($0) }
            guard closers.isEmpty else { continue }
            result.append(context.finding(
                rule, at: dialog, .noClose(element.name),
                fix: "add a button that closes it inside the dialog, e.g. 'button \"OK\" closes'",
                utterances: context.layerAnnouncements(dialog)
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func noClose(_ title: String) -> Finding.Message {
        "the dialog \"\(title)\" has no control that closes it: once open, focus is trapped in it"
    }
}
