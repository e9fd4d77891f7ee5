/// SRS022 `opens-nothing`: a control that `opens` a dialog that does not exist.
struct OpensNothingCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS022",
        name: "opens-nothing",
        severity: .error,
        seed: SeedCriterion(
            "When a menu, picker, or modal is closed, the focus should return to the triggering element.",
            file: SeedCriterion.radioButtonFile,
            section: "Radio button, Focus"
        ),
        title: "A control opens a dialog that does not exist",
        explanation: """
            A control declared to `opens ID` must name a dialog of the screen by its id. When it names nothing (a \
            typo, a dialog removed or renamed), activating the control does nothing at all: no dialog, no focus \
            move, nothing spoken. In a scenario file this is already an error at the id (unknown-opens-target); the \
            check finds it in screens built with the Swift API.
            """,
        failingExample: """
            screen "Sign in"
              button "Sign in" opens faild
              dialog "Sign in failed" id failed
                button "OK" closes
            """,
        passingExample: """
            screen "Sign in"
              button "Sign in" opens failed
              dialog "Sign in failed" id failed
                button "OK" closes
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where !context.isHidden(position) {
            guard let id = element.opensDialog, let compiled = context.reader?.compiled, compiled.modalLayer(named: id) == nil else { continue }
            let target = context.index.element(withID: id)
            result.append(context.finding(
                rule, at: position, .opensNothing(Token.written(id), names: target),
                fix: "name an existing dialog's id or title after 'opens', or give the dialog 'id \(Token.written(id))'"
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func opensNothing(_ id: String, names target: ElementReference?) -> Finding.Message {
        if let target { return "'opens \(id)' names \(target), which is not a dialog: activating the control opens nothing" }
        return "'opens \(id)' names no dialog: activating the control opens nothing"
    }
}
