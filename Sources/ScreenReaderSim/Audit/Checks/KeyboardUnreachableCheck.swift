/// SRS010 `keyboard-unreachable`: a control a swipe reaches but Tab and the arrow keys never do.
struct KeyboardUnreachableCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS010",
        name: "keyboard-unreachable",
        severity: .error,
        seed: SeedCriterion(
            "Focus visibly moves to the switch or table row with switch",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, keyboard: tab, arrow keys or Ctl+tab"
        ),
        title: "A control cannot be reached by keyboard",
        explanation: """
            An enabled control (or the row that takes its action) is marked `no-keyboard`: a screen-reader swipe \
            reaches it, but Tab, the arrow keys and Ctrl+Tab skip it, so a keyboard user can never focus or \
            activate it. Disabled controls are skipped by the keyboard on purpose and are not flagged.
            """,
        failingExample: """
            screen "Settings"
              switch "Wi-Fi" no-keyboard
            """,
        passingExample: """
            screen "Settings"
              switch "Wi-Fi"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        var reported = Set<Int>()
        for stop in context.stops {
            guard let control = stop.control, context.reader?.isEnabled(stop.element) == true,
                  context.reader?.isEnabled(control) == true else { continue }
            for element in [stop.element.index, control.index]
            where !context.elements[element].isKeyboardReachable && reported.insert(element).inserted {
                result.append(context.finding(
                    rule, at: element, .unreachable(control.kind),
                    fix: "make it focusable by keyboard (native controls are; a custom one needs a keyboard focus target)",
                    utterances: [context.announcement(for: stop)]
                ))
            }
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func unreachable(_ kind: ElementKind) -> Finding.Message {
        "the \(kind.keyword) is reached by swiping but never by Tab or the arrow keys"
    }
}
