/// Writes an ``ImportedScreen`` in the scenario language (<doc:ImportingRealApps>), so that running the written file gives
/// exactly what running the dump gives.
enum ImportedScreenWriter {
    static func write(_ imported: ImportedScreen) -> String {
        var out = "# srsim import \(imported.fileName): \(imported.format.rawValue)"
        if let density = imported.density { out += ", density \(ImportText.number(density))" }
        out += "\n# \(imported.stopCount) stops, \(imported.guessCount) guessed, \(imported.renamedCount) renamed; warnings: "
        out += imported.warnings.isEmpty ? "none\n" : "\(imported.warnings.count)\n"
        for warning in imported.warnings {
            out += "#   \(warning.line.map { "line \($0): " } ?? "")\(warning.message)\n"
        }
        // Rows anchored at each row's first stop, as the import orders them, wherever frames order VoiceOver.
        let framed = imported.nodes.contains { $0.hasFrame }
        out += "screen \(Token.quoted(imported.title))\(framed ? " \(RowGrouping.anchored.rawValue)" : "")\n"
        for node in imported.nodes { write(node, depth: 1, into: &out) }
        out += "\n" + everyStopScenario(imported)
        return out
    }

    /// The scenario that swipes through every stop on both seed readers, ready for `srsim run --record`.
    static func everyStopScenario(_ imported: ImportedScreen) -> String {
        var out = "scenario \"Every stop\"\n  using voiceover, talkback\n"
        for _ in 0..<imported.stopCount { out += "  swipe right\n" }
        return out
    }

    private static func frameText(_ frame: Frame) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(ImportText.number).joined(separator: " ")
    }

    private static func write(_ node: ImportedNode, depth: Int, into out: inout String) {
        var words = [node.kind.rawValue]
        if node.kind != .row { words.append(Token.quoted(node.suffixedLabel ?? node.name)) }
        if node.suffixedLabel != nil { words.append("label \(Token.quoted(node.name))") }
        switch node.kind {
        case .slider, .stepper:
            let low = node.minimum ?? 0
            let high = max(node.maximum ?? 100, low)
            words.append("value \(min(max(node.value ?? low, low), high)) min \(low) max \(high)")
            if node.kind == .stepper { words.append("step 1") }
            if node.showsPercent { words.append("percent") }
        case .textField:
            if case .text(let value)? = node.state, !value.isEmpty { words.append("value \(Token.quoted(value))") }
            if let placeholder = node.placeholder { words.append("placeholder \(Token.quoted(placeholder))") }
            if node.isSecure { words.append("secure") }
        case .menu:
            if case .text(let value)? = node.state, !value.isEmpty { words.append("value \(Token.quoted(value))") }
        default:
            if let state = node.state, let word = stateWord(state) { words.append(word) }
        }
        if node.isAlert { words.append("alert") }
        if node.isOpen { words.append("open") }
        if let hint = node.hint { words.append("hint \(Token.quoted(hint))") }
        if node.isDisabled { words.append("disabled") }
        if let frame = node.frame { words.append("frame \(frameText(frame))") }
        var comments = node.notes
        if let frame = node.pixelFrame { comments.append("px frame \(frameText(frame))") }
        if let frame = node.commentFrame { comments.append("frame \(frameText(frame))") }
        out += String(repeating: "  ", count: depth) + words.joined(separator: " ")
        if !comments.isEmpty { out += "  # " + comments.joined(separator: "; ") }
        out += "\n"
        for child in node.children { write(child, depth: depth + 1, into: &out) }
    }

    private static func stateWord(_ state: ControlState) -> String? {
        switch state {
        case .on: "on"
        case .off: "off"
        case .checked: "checked"
        case .unchecked: "unchecked"
        case .selected: "selected"
        case .unselected: "unselected"
        case .expanded: "expanded"
        case .collapsed: "collapsed"
        case .value, .text: nil
        }
    }
}
