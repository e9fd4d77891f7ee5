import Foundation
import ScreenReaderSim

/// The `srsim` command-line tool: parses arguments, runs one subcommand, and returns what to print and the exit code.
///
/// Everything runs in process, so tests call ``run(_:environment:isTerminal:input:stream:errorStream:exitsAfterward:)`` and check the result.
public enum SRSim {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs `srsim` with `arguments` (without the program name).
    /// - Parameters:
    ///   - environment: the process environment (`NO_COLOR` turns colour off; `SRSIM_THREADS` is how many files
    ///     (or a big file's scenarios) `srsim run` works on at once, one per core by default).
    ///   - isTerminal: whether standard output is a terminal (colour only then).
    ///   - input: lines typed by the user, for `srsim live`.
    ///   - stream: where `srsim live` writes each line as soon as it has it (a terminal); nil keeps it in the result.
    ///   - errorStream: where `srsim run` writes its diagnostics as each file is done, before its summary, when
    ///     `stream` is given too (so the summary comes last on a terminal); nil keeps them in the result.
    ///   - exitsAfterward: whether the process exits as soon as this returns (`srsim` itself): `srsim run` then leaves
    ///     a big file's memory to the operating system instead of freeing it piece by piece.
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        isTerminal: Bool = false,
        input: @escaping () -> String? = { nil },
        stream: ((String) -> Void)? = nil,
        errorStream: ((String) -> Void)? = nil,
        exitsAfterward: Bool = false
    ) -> CommandResult {
        var result = CommandResult()
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            let style = TextStyle(isTerminal: isTerminal, environment: environment)
            result.err("\(style.error("Error:")) \(error.message)")
            if let command = error.command.flatMap(Commands.named) {
                result.err(command.usage)
                result.err("  See 'srsim help \(command.name)' for more information.")
            } else {
                result.err("Usage: srsim <command> [options]")
                result.err("  See 'srsim --help' for the commands.")
            }
            result.exitCode = .usage
            return result
        }
        let style = TextStyle(isTerminal: isTerminal, environment: environment,
                              disabled: invocation.flags.contains("--no-color"))
        switch invocation.action {
        case .version:
            result.out("srsim \(version)")
        case .help(let topic):
            result.out(topic == "readers" ? Commands.readersHelp : topic.flatMap(Commands.named)?.help ?? overview)
        case .command("run"):
            var command = RunCommand(invocation: invocation, style: style, stream: stream, errorStream: errorStream)
            command.exitsAfterward = exitsAfterward
            if let threads = environment["SRSIM_THREADS"].flatMap(Int.init), threads > 0 { command.threads = threads }
            command.execute(into: &result)
        case .command("transcript"):
            TranscriptCommand(invocation: invocation, style: style, environment: environment).execute(into: &result)
        case .command("order"):
            OrderCommand(invocation: invocation, style: style).execute(into: &result)
        case .command("render"):
            RenderCommand(invocation: invocation, style: style).execute(into: &result)
        case .command("audit"):
            AuditCommand(invocation: invocation, style: style).execute(into: &result)
        case .command("live"):
            LiveCommand(invocation: invocation, style: style, input: input, stream: stream, prompts: isTerminal,
                        environment: environment)
                .execute(into: &result)
        case .command("diff"):
            DiffCommand(invocation: invocation, style: style).execute(into: &result)
        case .command("import"):
            ImportCommand(invocation: invocation, style: style).execute(into: &result)
        case .command(let other):
            result.err("Error: Unknown command '\(other)'.")
            result.exitCode = .usage
        }
        return result
    }

    /// The tool's help: what it is, its commands, where to look next.
    static var overview: String {
        var lines = [
            "OVERVIEW: srsim simulates VoiceOver (iOS) and TalkBack (Android) on screens described in scenario files.",
            "",
            "USAGE: srsim <command> [options]",
            "",
            "COMMANDS:",
        ]
        let width = (Commands.all.map(\.name.count).max() ?? 0) + 2
        for command in Commands.all {
            lines.append("  " + command.name + String(repeating: " ", count: width - command.name.count) + command.abstract)
        }
        lines += [
            "",
            "OPTIONS:",
            "  --version   Show the version.",
            "  -h, --help  Show help.",
            "",
            "  See 'srsim help <command>' for detailed help.",
            "  See 'srsim help readers' for the readers, their profiles (voiceover@ios18, talkback@15...) and settings.",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
