/// `srsim live` (being wired to the scenario language).
struct LiveCommand {
    let invocation: Invocation
    let style: TextStyle
    let input: () -> String?

    func execute(into result: inout CommandResult) {
        result.err("srsim: 'live' is not available in this build yet.")
        result.exitCode = .failure
    }
}
