/// `srsim audit` (being wired to the scenario language).
struct AuditCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        result.err("srsim: 'audit' is not available in this build yet.")
        result.exitCode = .failure
    }
}
