/// SRS023 `focus-not-returned`: closing a dialog leaves focus somewhere other than the control that opened it.
struct FocusNotReturnedCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS023",
        name: "focus-not-returned",
        severity: .error,
        seed: SeedCriterion(
            "When a menu, picker, or modal is closed, the focus should return to the triggering element.",
            file: SeedCriterion.radioButtonFile,
            section: "Radio button, Focus"
        ),
        title: "Closing a dialog does not return focus to the control that opened it",
        explanation: """
            When a dialog closes, focus must go back to the control that opened it, which is spoken in full, so \
            the user continues where they were. A control that closes its dialog and then moves focus elsewhere \
            (`closes moves-focus "..."`) strands them: they hear an unrelated element and must find their place \
            again. The check opens each dialog from each control that opens it, activates each control that closes \
            it, and reports where focus lands instead.
            """,
        failingExample: """
            screen "Sign in"
              text-field "Email"
              button "Sign in" opens failed
              dialog "Sign in failed" id failed alert
                button "OK" closes moves-focus "Email"
            """,
        passingExample: """
            screen "Sign in"
              text-field "Email"
              button "Sign in" opens failed
              dialog "Sign in failed" id failed alert
                button "OK" closes
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        guard let base = context.reader else { return [] }
        var result: [Finding] = []
        for (dialog, element) in context.elements.enumerated() where element.kind.facts.layer == .modal && !context.isHidden(dialog) {
            let openers = base.compiled.openers(of: context.reference(dialog)).filter { !context.isHidden($0.index) }
            let closers = context.controlsInLayer(dialog).filter { context.elements[$0].closesDialog && !context.isHidden($0) }
            guard let opener = openers.first else { continue }
            for closer in closers {
                guard let (landed, spoken) = context.closeDialog(dialog, openedBy: opener, with: closer),
                      landed?.element.index != opener.index else { continue }
                result.append(context.finding(
                    rule, at: closer, .notReturned(to: opener, landed: landed?.element),
                    fix: "remove the focus move from the control that closes the dialog: focus returns to \(opener) by itself",
                    utterances: spoken
                ))
            }
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func notReturned(to opener: ElementReference, landed: ElementReference?) -> Finding.Message {
        "closing the dialog leaves focus on \(landed.map(\.description) ?? "nothing") instead of \(opener), which opened it"
    }
}
