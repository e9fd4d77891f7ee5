/// `srsim order` (being wired to the scenario language).
struct OrderCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        result.err("srsim: 'order' is not available in this build yet.")
        result.exitCode = .failure
    }
}
