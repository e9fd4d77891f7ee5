import ScreenReaderSim

/// A command line `srsim` cannot run, with what to do instead; exits 64.
public enum UsageError: Error, Equatable, Sendable {
    /// No subcommand was given.
    case missingCommand
    /// The subcommand is not one `srsim` knows.
    case unknownCommand(String, suggestion: String?)
    /// An option the subcommand does not take.
    case unknownOption(String, command: String, suggestion: String?)
    /// An option that needs a value was given none.
    case missingValue(option: String, command: String)
    /// An option's value is not one it accepts.
    case invalidValue(String, option: String, command: String, allowed: [String], suggestion: String?)
    /// The subcommand needs paths and got none.
    case missingPaths(command: String)
    /// The subcommand takes one file and got another number.
    case expectedOneFile(command: String, got: Int)
    /// Two options that cannot be used together.
    case conflictingOptions(String, String, command: String)
    /// An option that takes no paths was given some (`audit --explain ID FILE`).
    case unexpectedPaths(option: String, command: String)
    /// A tool-level option `srsim` does not know (`--versoin`).
    case unknownToolOption(String, suggestion: String?)

    /// The subcommand whose usage to show after the message.
    var command: String? {
        switch self {
        case .missingCommand, .unknownCommand, .unknownToolOption: nil
        case .unknownOption(_, let command, _), .missingValue(_, let command), .missingPaths(let command),
             .expectedOneFile(let command, _), .conflictingOptions(_, _, let command),
             .invalidValue(_, _, let command, _, _), .unexpectedPaths(_, let command):
            command
        }
    }

    /// The message, one sentence, with a "did you mean" where one is known.
    var message: String {
        switch self {
        case .missingCommand:
            return "Missing a command."
        case .unknownCommand(let name, let suggestion):
            return "Unknown command '\(name)'." + Self.didYouMean(suggestion)
        case .unknownOption(let option, let command, let suggestion):
            return "Unknown option '\(option)' for '\(command)'." + Self.didYouMean(suggestion)
        case .missingValue(let option, _):
            return "Missing value for '\(option)'."
        case .invalidValue(let value, let option, _, let allowed, let suggestion):
            return "The value '\(value)' is invalid for '\(option)'; use one of: \(allowed.joined(separator: ", "))."
                + Self.didYouMean(suggestion)
        case .missingPaths(let command):
            let takesOne = Commands.named(command).map { $0.paths == .one } ?? false
            return takesOne ? "'\(command)' needs one scenario file." : "'\(command)' needs at least one scenario file or folder."
        case .expectedOneFile(let command, let got):
            return "'\(command)' takes exactly one scenario file, not \(got)."
        case .conflictingOptions(let first, let second, _):
            return "'\(first)' cannot be used with '\(second)'."
        case .unexpectedPaths(let option, _):
            return "'\(option)' takes no files or folders; give either '\(option)' or paths."
        case .unknownToolOption(let option, let suggestion):
            return "Unknown option '\(option)'." + Self.didYouMean(suggestion)
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " Did you mean '\($0)'?" } ?? ""
    }
}
