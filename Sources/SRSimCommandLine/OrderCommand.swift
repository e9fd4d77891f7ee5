import ScreenReaderSim

/// `srsim order FILE`: the screen's focus order on VoiceOver and TalkBack side by side, differences marked.
struct OrderCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        guard let (path, report) = ScenarioLoader.loadFocusOrderReport(invocation, into: &result, style: style) else { return }
        let output = invocation.values["-o"]
        let document: String
        switch invocation.format {
        case .json: document = report.json(file: path).rendered()
        case .markdown: document = report.markdown(narrow: invocation.flags.contains("--narrow"))
        case .text, .sarif, .svg, .html:
            let text = report.text(file: path, layout: invocation.flags.contains("--narrow") ? .vertical : .sideBySide)
            // A file never gets the terminal's colours.
            document = style.isEnabled && (output == nil || output == "-") ? highlight(text) : text
        }
        OutputFile.deliver(document, to: output, into: &result, style: style)
    }

    private func highlight(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("* ") ? style.warning(String($0)) : String($0) }
            .joined(separator: "\n")
    }
}
