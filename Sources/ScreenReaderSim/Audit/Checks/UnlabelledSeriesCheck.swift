/// SRS018 `unlabelled-segmented-control`: a segmented control or tab bar without a label.
struct UnlabelledSeriesCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS018",
        name: "unlabelled-segmented-control",
        severity: .warning,
        seed: .magentaA11y(
            "Use `.accessibilityLabel(label for group)` to announce the group label for the tabs when the first tab is in focus",
            control: "segmented-control", section: "Segmented Control / Tabs, iOS Developer Notes, Name"
        ),
        title: "A segmented control or tab bar has no label",
        explanation: """
            A segmented control or tab bar without a label gives its segments no context: when focus arrives from \
            outside, the reader should say what the group chooses ("Favorite apps, Selected, Weather, button, 1 of 3"), \
            and with no label it says only the segment. Label the control (visibly, or with `label "..."`).
            """,
        failingExample: """
            screen "Apps"
              segmented-control ""
                segment "Weather" selected
                segment "Photos"
            """,
        passingExample: """
            screen "Apps"
              segmented-control "Favorite apps"
                segment "Weather" selected
                segment "Photos"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated()
        where element.kind.requiredChildKind?.facts.isSeriesItem == true && !context.isHidden(position) {
            guard element.name.allSatisfy(\.isWhitespace) else { continue }
            let first = context.children(of: position).first { !context.isHidden($0) }
            result.append(context.finding(
                rule, at: position, .seriesHasNoLabel(element.kind),
                fix: "give the \(element.kind.keyword) a label that says what it chooses, e.g. "
                    + "`\(element.kind.keyword) \"Favorite apps\"`",
                utterances: first.map { context.utterances(for: $0) } ?? []
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func seriesHasNoLabel(_ kind: ElementKind) -> Finding.Message {
        "the \(kind.keyword) has no label, so focus arriving on it does not say what it chooses"
    }
}
