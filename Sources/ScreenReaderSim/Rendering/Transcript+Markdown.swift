extension Transcript {
    /// Scenarios as Markdown tables: one per scenario, a row per step and a column per reader (or, `narrow`, one table
    /// per reader), with what each reader said in quotes and what changed in words; every label escaped.
    ///
    /// - Parameter scenarios: each scenario's transcripts, one per reader it ran on.
    public static func markdown(_ scenarios: [[Transcript]], narrow: Bool = false) -> String {
        var lines: [String] = []
        for transcripts in scenarios {
            guard let first = transcripts.first else { continue }
            let cell = MarkupEscaping.markdownCell
            lines += ["### \(cell(first.title))", "",
                      "Screen “\(cell(first.screenTitle))”, focus before the first item.", ""]
            let count = transcripts.map(\.entries.count).max() ?? 0
            let tables: [[Transcript]] = narrow ? transcripts.map { [$0] } : [transcripts]
            for table in tables {
                if narrow { lines += ["#### \(table[0].reader.displayName)", ""] }
                lines.append("| # | Step | " + table.map(\.reader.displayName).joined(separator: " | ") + " |")
                lines.append("|--:|:--|" + String(repeating: ":--|", count: table.count))
                for offset in 0..<count {
                    let entries = table.map { offset < $0.entries.count ? $0.entries[offset] : nil }
                    guard let entry = entries.compactMap({ $0 }).first else { continue }
                    let failed = entries.contains { $0?.failure != nil }
                    let outcome = entry.input == nil ? (failed ? " ✗" : " ✓") : ""
                    let readers = zip(table, entries).map { transcript, readerEntry in
                        readerEntry.map { transcript.markdownCell(for: $0) } ?? ""
                    }
                    lines.append("| \(offset + 1) | \(cell(entry.text))\(outcome) | " + readers.joined(separator: " | ") + " |")
                }
                lines.append("")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What happened on this reader at `entry`, for one table cell: speech quoted, other events in words, joined by `<br>`.
    func markdownCell(for entry: Entry) -> String {
        let cell = MarkupEscaping.markdownCell
        var parts: [String] = []
        for event in entry.events {
            switch event {
            case .spoken(let text): parts.append("“\(cell(text))”")
            case .focusMoved where reader.speaks: continue
            default: parts.append("_\(cell(describe(event, after: entry.input)))_")
            }
        }
        if let failure = entry.failure { parts.append("✗ \(cell(failure))") }
        return parts.joined(separator: "<br>")
    }
}
