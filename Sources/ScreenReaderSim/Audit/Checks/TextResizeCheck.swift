/// SRS015 `text-resize-truncates`: text that needs more lines at 200% than its line limit allows (an estimate).
struct TextResizeCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS015",
        name: "text-resize-truncates",
        severity: .warning,
        seed: SeedCriterion(
            "Text can resize up to 200% without losing information",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, settings: text resize"
        ),
        title: "Text at 200% size needs more lines than its limit",
        explanation: """
            An element that declares a line limit (`lines N`) and a width (`width W`, or its `frame`) is checked at \
            200% text size: if its visible text needs more lines than allowed, the rest is cut off. This is an \
            estimate, with no fonts: body text is 17 pt on iOS and 16 sp on Android, doubled at 200%; every \
            character is taken as 0.5 em wide; words wrap greedily, and a word longer than a line is broken. \
            Each platform is checked with its own text size.
            """,
        failingExample: """
            screen "Settings"
              text "Allow notifications while roaming" lines 2 width 200
            """,
        passingExample: """
            screen "Settings"
              text "Allow notifications while roaming" lines 4 width 200
            """
    )

    func findings(in context: AuditContext) -> [Finding] {
        let estimate = TextSizeEstimate(platform: context.platform)
        var result: [Finding] = []
        for (position, element) in context.elements.enumerated() where element.kind.facts.visibleLabel != .pictureDescription {
            guard let limit = element.lineLimit, limit > 0, let width = element.width ?? element.frame?.width,
                  width > 0, !element.label.allSatisfy(\.isWhitespace) else { continue }
            let needed = estimate.lines(for: element.label, width: width)
            guard needed > limit else { continue }
            result.append(context.finding(
                rule, at: position,
                .needsMoreLines(needed, limit: limit, width: width, perLine: estimate.charactersPerLine(width: width),
                                estimate: estimate),
                fix: "let the text wrap to \(needed) lines (raise or remove the line limit), or give it more width"
            ))
        }
        return result
    }
}

extension Finding.Message {
    fileprivate static func needsMoreLines(
        _ needed: Int, limit: Int, width: Double, perLine: Int, estimate: TextSizeEstimate
    ) -> Finding.Message {
        Finding.Message(
            "at 200% text size its text needs an estimated \(needed) lines in \(formatted(width)) \(estimate.widthUnit), "
                + "more than its limit of \(limit), so the rest is cut off (estimate: \(perLine) characters a line at "
                + "\(formatted(estimate.scaledSize)) \(estimate.sizeUnit), 0.5 em each)"
        )
    }

    private static func formatted(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
