extension FocusOrderReport {
    /// The report as a Markdown table, both platforms side by side (or, `narrow`, one table per platform), every label
    /// escaped so it shows as written: tables that paste into slides and documents.
    public func markdown(narrow: Bool = false) -> String {
        let cell = MarkupEscaping.markdownCell
        let differing = Set(differingPositions)
        func number(_ position: Int) -> String { String(position + 1) + (differing.contains(position) ? " ≠" : "") }
        var lines = ["### Focus order: “\(cell(screen.title))”", ""]
        if narrow {
            for (name, entries) in [("VoiceOver", voiceOver), ("TalkBack", talkBack)] {
                lines += ["#### \(name)", "", "| # | \(name) says |", "|--:|:--|"]
                lines += entries.map { "| \(number($0.stop.position)) | \(cell($0.announcement)) |" }
                if entries.isEmpty { lines.append("| – | (no focus stops: every element is hidden or decorative) |") }
                lines.append("")
            }
        } else {
            lines += ["| # | VoiceOver says | TalkBack says |", "|--:|:--|:--|"]
            for position in 0..<max(voiceOver.count, talkBack.count) {
                let left = position < voiceOver.count ? cell(voiceOver[position].announcement) : ""
                let right = position < talkBack.count ? cell(talkBack[position].announcement) : ""
                lines.append("| \(number(position)) | \(left) | \(right) |")
            }
            if voiceOver.isEmpty && talkBack.isEmpty {
                lines.append("| – | (no focus stops: every element is hidden or decorative) | |")
            }
            lines.append("")
        }
        lines.append(differing.isEmpty
            ? "VoiceOver and TalkBack visit the stops in the same order."
            : "≠ marks the \(differing.count == 1 ? "position" : "positions") where VoiceOver and TalkBack reach different stops.")
        lines.append("")
        func list(_ positions: [Int]) -> String {
            positions.isEmpty ? "none" : positions.map { String($0 + 1) }.joined(separator: ", ")
        }
        lines.append("Tab order (keyboard, no screen reader), by the numbers above: iOS \(list(iosTabOrder)) · Android \(list(androidTabOrder))")
        lines += layerMarkdown(narrow: narrow)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each dialog's and menu's own order while it is open, as a table after the screen's (as `text()` has them).
    private func layerMarkdown(narrow: Bool) -> [String] {
        let cell = MarkupEscaping.markdownCell
        var lines: [String] = []
        for layer in layers {
            let what = layer.element.kind.facts.layer == .popup ? "Menu" : layer.isAlert ? "Alert dialog" : "Dialog"
            let openers = layer.openers.isEmpty ? "nothing opens it"
                : "opened by " + layer.openers.map { cell($0.description) }.joined(separator: ", ")
            lines += ["", "#### \(what) “\(cell(layer.element.name))”", "",
                      "Its own order while open (\(openers)); focus is confined to it.", ""]
            if narrow {
                for (name, entries) in [("VoiceOver", layer.voiceOver), ("TalkBack", layer.talkBack)] {
                    lines += ["| # | \(name) says |", "|--:|:--|"]
                    lines += entries.map { "| \($0.stop.position + 1) | \(cell($0.announcement)) |" }
                    lines.append("")
                }
                lines.removeLast()
            } else {
                lines += ["| # | VoiceOver says | TalkBack says |", "|--:|:--|:--|"]
                for position in 0..<max(layer.voiceOver.count, layer.talkBack.count) {
                    let left = position < layer.voiceOver.count ? cell(layer.voiceOver[position].announcement) : ""
                    let right = position < layer.talkBack.count ? cell(layer.talkBack[position].announcement) : ""
                    lines.append("| \(position + 1) | \(left) | \(right) |")
                }
            }
            if layer.isAlert { lines += ["", "As it opens, VoiceOver says “Alert” before the title, in the same utterance."] }
            if layer.voiceOver.count != layer.talkBack.count {
                lines += ["", "VoiceOver adds its “Dismiss context menu” button after the last option; TalkBack does not."]
            }
        }
        return lines
    }
}
