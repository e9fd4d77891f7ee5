import Foundation
import SRSimCommandLine

// A very big input is read with malloc's blocks on huge pages: glibc takes that only at a start, so srsim starts once
// more.
HugePagedHeap.restartIfWorthIt(arguments: CommandLine.arguments)
// Big blocks go back to the system when freed, so a big file's parsed lines do not stay resident once lowered.
FreedMemoryReturn.enable()
let result = SRSim.run(
    Array(CommandLine.arguments.dropFirst()),
    // Only the variables srsim reads, found as ProcessInfo's environment finds them, without the others' strings.
    environment: ToolEnvironment.current(),
    isTerminal: isatty(STDOUT_FILENO) == 1,
    // At a terminal, lines are edited with history (up/down) and Esc; otherwise read as they come.
    input: TerminalLineReader.isAvailable() ? TerminalLineReader().readLine : { readLine(strippingNewline: true) },
    stream: { text in StreamWriting.write(text, to: FileHandle.standardOutput) },
    errorStream: { text in StreamWriting.write(text, to: FileHandle.standardError) },
    // The process exits right after: a big file's memory is left to the system, not freed piece by piece.
    exitsAfterward: true
)
StreamWriting.write(result.stdout, to: FileHandle.standardOutput)
StreamWriting.write(result.stderr, to: FileHandle.standardError)
exit(result.exitCode.rawValue)
