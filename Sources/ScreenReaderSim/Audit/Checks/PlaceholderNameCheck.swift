/// SRS017 `placeholder-as-name`: a text field whose only label is its placeholder.
struct PlaceholderNameCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS017",
        name: "placeholder-as-name",
        severity: .error,
        seed: .magentaA11y(
            "Placeholder text should not be considered the programmatic name, as it is considered as mostly instructions "
                + "and not the purpose of the text field",
            control: "text-input", section: "Text input, Placeholder Text"
        ),
        title: "A text field is named only by its placeholder",
        explanation: """
            A text field shows no label, only a placeholder (or its name is the placeholder's words). The placeholder \
            disappears as soon as something is typed, and it is an instruction, not the field's purpose: once the \
            field holds a value, VoiceOver and TalkBack announce it with no name at all. Give the field a visible \
            label that stays, and keep the placeholder as a hint of the format.
            """,
        failingExample: """
            screen "Sign in"
              text-field "" placeholder "Email"
            """,
        passingExample: """
            screen "Sign in"
              text-field "Email" placeholder "name@example.com"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where element.kind.facts.value == .editedText && !context.isHidden(position) {
            guard let placeholder = element.placeholder, !placeholder.allSatisfy(\.isWhitespace) else { continue }
            let name = element.name
            guard name.allSatisfy(\.isWhitespace) || Speech.matches(name, placeholder) else { continue }
            result.append(context.finding(
                rule, at: position, .namedByPlaceholder(placeholder),
                fix: "give the text field a visible label, e.g. `text-field \"\(placeholder)\"`, and keep the placeholder "
                    + "for the expected format"
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func namedByPlaceholder(_ placeholder: String) -> Finding.Message {
        "the text field's only name is its placeholder \"\(placeholder)\", which disappears once a value is entered"
    }
}
