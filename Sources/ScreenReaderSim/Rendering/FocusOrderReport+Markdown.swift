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
        return lines.joined(separator: "\n") + "\n"
    }
}
