import ScreenReaderSim

/// `srsim render FILE --format svg|html [-o OUT]`: a picture of the screen with both platforms' focus order drawn on it.
struct RenderCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        guard OutputFile.refuseInputs([("-o", invocation.values["-o"])], inputs: invocation.paths, into: &result, style: style)
        else { return }
        guard let (_, report) = ScenarioLoader.loadFocusOrderReport(invocation, into: &result, style: style) else { return }
        let options = FocusOrderPicture.Options(showsTabOrder: invocation.flags.contains("--tab-order"),
                                                isNarrow: invocation.flags.contains("--narrow"))
        let picture = FocusOrderPicture(report: report, options: options)
        let output = invocation.format == .html ? FocusOrderPage(picture: picture).html() : picture.svg()
        OutputFile.deliver(output, to: invocation.values["-o"], into: &result, style: style)
    }
}
