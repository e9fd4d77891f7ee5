/// `srsim run` (being wired to the scenario language).
struct RunCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        result.err("srsim: 'run' is not available in this build yet.")
        result.exitCode = .failure
    }
}
