/// `srsim transcript` (being wired to the scenario language).
struct TranscriptCommand {
    let invocation: Invocation
    let style: TextStyle

    func execute(into result: inout CommandResult) {
        result.err("srsim: 'transcript' is not available in this build yet.")
        result.exitCode = .failure
    }
}
