/// SRS019 `generic-link-name`: a link whose name says nothing of where it goes.
struct GenericLinkNameCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS019",
        name: "generic-link-name",
        severity: .warning,
        seed: .magentaA11y("Name: Purpose and destination is clear", control: "link", section: "Link, Condensed criteria"),
        title: "A link's name is generic",
        explanation: """
            A link named "click here", "more", "read more", "learn more", "here" or "link" does not say where it \
            goes. Screen reader users often list a screen's links on their own (the rotor, TalkBack's links menu), \
            where every such link sounds the same. Name the destination: "Learn more about accessible controls".
            """,
        failingExample: """
            screen "Help"
              text "Accessible controls are easier for everyone."
              link "Click here"
            """,
        passingExample: """
            screen "Help"
              text "Accessible controls are easier for everyone."
              link "Learn more about accessible controls"
            """
    )

    /// Names that say nothing of a destination, compared like speech.
    static let genericNames: Set<String> = [
        "click here", "click", "here", "more", "read more", "learn more", "link", "this link", "tap here", "details",
        "more info", "info", "go",
    ].reduce(into: []) { $0.insert(Speech.normalized($1)) }

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where element.kind.facts.activation == .followLink && !context.isHidden(position) {
            let name = element.name
            guard Self.genericNames.contains(Speech.normalized(name)) else { continue }
            result.append(context.finding(
                rule, at: position, .genericLink(name),
                fix: "name the link after its destination, e.g. `link \"Learn more about accessible controls\"`"
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func genericLink(_ name: String) -> Finding.Message {
        "the link is named \"\(name)\", which does not say where it goes"
    }
}
