/// SRS002 `name-missing-visible-label`: an accessibility label that does not contain the visible label.
struct NameMissingVisibleLabelCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS002",
        name: "name-missing-visible-label",
        severity: .error,
        seed: SeedCriterion(
            "Purpose is clear and matches any visible label",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, screenreader: name"
        ),
        title: "The programmatic name does not contain the visible label",
        explanation: """
            An element shows one label and announces another: its accessibility label does not contain its visible \
            text (word for word, ignoring case and punctuation). Someone who sees "Night theme" and hears "Dark mode", \
            or who says "tap Night theme" to voice control, cannot match the two. For a row, the visible label is its \
            first text. A control inside a row is skipped: the row's texts name it.
            """,
        failingExample: """
            screen "Settings"
              switch "Night theme" label "Dark mode"
            """,
        passingExample: """
            screen "Settings"
              switch "Night theme" label "Night theme, dark mode"
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        // The visible texts and headings, depth-first: a row's first one is the first of them inside its subtree.
        let textsInOrder = context.elements.indices.filter {
            let facts = context.elements[$0].kind.facts
            return !context.isHidden($0) && facts.visibleLabel == .own && facts.rowMerge == .name
        }
        for (position, element) in context.elements.enumerated() where !context.isHidden(position) {
            guard let name = element.accessibilityLabel,
                  let visible = visibleLabel(of: position, in: context, textsInOrder: textsInOrder),
                  !visible.allSatisfy(\.isWhitespace), !Self.words(of: name, contain: visible),
                  !Element.isNumberedLookupKey(visible, of: name) else { continue }
            result.append(context.finding(
                rule, at: position, .nameMissesVisibleLabel(name: name, visible: visible),
                fix: "start the accessibility label with the visible text \"\(visible)\", or drop the accessibility label"
            ))
        }
        return result
    }

    /// The visible label the element's name must contain: a row's first text, an element's own label.
    private func visibleLabel(of element: Int, in context: AuditContext, textsInOrder: [Int]) -> String? {
        let declared = context.elements[element]
        switch declared.kind.facts.visibleLabel {
        case .firstTextInside:
            return ScreenIndexStorage.slice(of: textsInOrder, within: context.descendants(of: element)).first
                .map { context.elements[$0].label }
        case .pictureDescription, .none:
            return nil  // an image's label is its description, not visible text
        case .ownOutsideRow:
            return context.enclosingRow(of: element) == nil ? declared.label : nil
        case .own:
            return declared.label
        }
    }

    /// Whether `name`'s words contain `label`'s words, in order and together (compared like speech).
    static func words(of name: String, contain label: String) -> Bool {
        let haystack = Speech.normalized(name).split(separator: " ")
        let needle = Speech.normalized(label).split(separator: " ")
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}

extension Finding.Message {
    fileprivate static func nameMissesVisibleLabel(name: String, visible: String) -> Finding.Message {
        "the name \"\(name)\" does not contain the visible label \"\(visible)\""
    }
}
