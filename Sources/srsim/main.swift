import Foundation
import SRSimCommandLine

// Big blocks go back to the system when freed, so a big file's parsed lines do not stay resident once lowered.
FreedMemoryReturn.enable()
let result = SRSim.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    isTerminal: isatty(STDOUT_FILENO) == 1,
    // At a terminal, lines are edited with history (up/down) and Esc; otherwise read as they come.
    input: TerminalLineReader.isAvailable() ? TerminalLineReader().readLine : { readLine(strippingNewline: true) },
    stream: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    errorStream: { text in FileHandle.standardError.write(Data(text.utf8)) },
    // The process exits right after: a big file's memory is left to the system, not freed piece by piece.
    exitsAfterward: true
)
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode.rawValue)
