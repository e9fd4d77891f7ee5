extension ScenarioLowering {
    /// `lines N` and `width N`: a line limit of 1 or more, a width above zero, and a line limit that can be checked
    /// (the text-resize audit needs a width, from `width` or the frame; without one the limit would be silently ignored).
    static func validateTextSize(_ syntax: ScenarioFileSyntax, diagnostics: inout [Diagnostic]) {
        for element in syntax.elements {
            let lines = element.attribute("lines")
            if let token = lines?.values.first, let value = Int(token.text), value < 1 {
                diagnostics.append(Diagnostic(.lineLimitNotPositive(value), at: token.range))
            }
            if let token = element.attribute("width")?.values.first, let value = Double(token.text), value <= 0 {
                diagnostics.append(Diagnostic(.widthNotPositive(token.text), at: token.range))
            }
            if let lines, element.attribute("width") == nil, element.attribute("frame") == nil {
                diagnostics.append(Diagnostic(.lineLimitUnchecked, at: lines.name.range))
            }
        }
    }
}

extension Diagnostic.Message {
    static func lineLimitNotPositive(_ lines: Int) -> Self {
        Self(id: "line-limit-not-positive", "a line limit must be 1 or more, not \(lines)")
    }

    static func widthNotPositive(_ width: String) -> Self {
        Self(id: "width-not-positive", "a width must be more than 0, not \(width)")
    }

    static let lineLimitUnchecked = Diagnostic.Message(
        id: "line-limit-unchecked", severity: .warning,
        "'lines' is never checked without a width; add 'width N' or a 'frame X Y W H' so the audit can check it at 200% text size")
}
