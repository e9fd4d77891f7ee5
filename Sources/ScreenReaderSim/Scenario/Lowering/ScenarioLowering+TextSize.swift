extension ScenarioLowering {
    /// `lines N` and `width N`: a line limit of 1 or more, a width above zero, and a line limit that can be checked
    /// (the text-resize audit needs a width, from `width` or the frame; without one the limit would be silently ignored).
    static func validateTextSize(_ parsed: ParsedFile, diagnostics: inout [Diagnostic]) {
        for element in parsed.elements.elements {
            let lines = parsed.attribute("lines", of: element)
            if let lines, lines.valueCount > 0 {
                let token = parsed.elements.values[lines.firstValue]
                if let value = Int(parsed.text(token)), value < 1 {
                    diagnostics.append(Diagnostic(.lineLimitNotPositive(value), at: parsed.range(token)))
                }
            }
            if let token = parsed.firstValue("width", of: element), let value = Double(parsed.text(token)), value <= 0 {
                diagnostics.append(Diagnostic(.widthNotPositive(parsed.text(token)), at: parsed.range(token)))
            }
            if let lines, parsed.attribute("width", of: element) == nil, parsed.attribute("frame", of: element) == nil {
                diagnostics.append(Diagnostic(.lineLimitUnchecked, at: parsed.range(lines.name)))
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
