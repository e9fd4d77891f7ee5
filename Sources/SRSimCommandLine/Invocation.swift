import ScreenReaderSim

/// A parsed command line: which subcommand, with which options and paths.
public struct Invocation: Equatable, Sendable {
    /// What to do.
    public enum Action: Equatable, Sendable {
        /// Run a subcommand.
        case command(String)
        /// Print help, for the tool or one subcommand.
        case help(String?)
        /// Print the version.
        case version
    }

    /// What to do.
    public var action: Action
    /// The paths given.
    public var paths: [String] = []
    /// Flags given (`--record`).
    public var flags: Set<String> = []
    /// Options with values (`--format` → `json`).
    public var values: [String: String] = [:]

    /// The chosen output format (text when none was given).
    public var format: OutputFormat { values["--format"].flatMap(OutputFormat.init(rawValue:)) ?? .text }

    /// The readers `--readers` names, nil without it.
    /// - Throws: ``ReaderNameError`` for a name that names no reader.
    public func readers() throws(ReaderNameError) -> [ReaderKind]? {
        guard let list = values["--readers"] else { return nil }
        var readers: [ReaderKind] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let reader = try ReaderKind(String(name))
            if !readers.contains(reader) { readers.append(reader) }
        }
        return readers
    }

    /// The reader chosen with `--using`, if any.
    public var reader: ReaderKind? { values["--using"].flatMap(ReaderKind.init(rawValue:)) }

    /// Parses `arguments` (without the program name).
    /// - Throws: ``UsageError`` for anything `srsim` cannot run.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw .missingCommand }
        switch first {
        case "-h", "--help": return Invocation(action: .help(nil))
        case "--version": return Invocation(action: .version)
        case "help":
            // `srsim help help` is the tool's help, as `git help help` is help's own.
            let topic = arguments.dropFirst().first.flatMap { $0 == "help" ? nil : $0 }
            if let topic, topic != "readers", Commands.named(topic) == nil {
                throw .unknownCommand(topic, suggestion: Suggestion.closest(to: topic, in: Commands.all.map(\.name) + ["help"]))
            }
            return Invocation(action: .help(topic))
        default:
            if first.hasPrefix("-") {
                throw .unknownToolOption(first, suggestion: Suggestion.closest(to: first, in: ["--help", "--version"]))
            }
        }
        guard let spec = Commands.named(first) else {
            throw .unknownCommand(first, suggestion: Suggestion.closest(to: first, in: Commands.all.map(\.name) + ["help"]))
        }
        var invocation = Invocation(action: .command(spec.name))
        var remaining = arguments.dropFirst()[...]
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                invocation.paths.append(argument)
                continue
            }
            if argument == "--" { onlyPaths = true; continue }
            if argument == "-h" || argument == "--help" { return Invocation(action: .help(spec.name)) }
            let (name, inlineValue) = Self.split(argument)
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw .unknownOption(name, command: spec.name,
                                     suggestion: Suggestion.closest(to: name, in: spec.options.map(\.name)))
            }
            guard option.valueName != nil else {
                invocation.flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                throw .missingValue(option: name, command: spec.name)
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                throw .invalidValue(value, option: name, command: spec.name, allowed: allowed,
                                    suggestion: Suggestion.closest(to: value, in: allowed))
            }
            invocation.values[name] = value
        }
        try validate(invocation, spec: spec)
        return invocation
    }

    private static func validate(_ invocation: Invocation, spec: CommandSpec) throws(UsageError) {
        if spec.name == "audit", invocation.values["--explain"] != nil {
            if !invocation.paths.isEmpty { throw .unexpectedPaths(option: "--explain", command: spec.name) }
            if invocation.values["--format"] != nil { throw .conflictingOptions("--explain", "--format", command: spec.name) }
            return
        }
        if spec.name == "transcript", invocation.flags.contains("--side-by-side"), invocation.format == .json {
            // The JSON already holds every reader's run of every step; side by side is a text layout.
            throw .conflictingOptions("--side-by-side", "--format json", command: spec.name)
        }
        if invocation.flags.contains("--narrow"), invocation.format == .json {
            // JSON has no layout to narrow.
            throw .conflictingOptions("--narrow", "--format json", command: spec.name)
        }
        if spec.name == "run", invocation.flags.contains("--record"), invocation.format != .text {
            throw .conflictingOptions("--record", "--format", command: spec.name)
        }
        if spec.name == "run", invocation.flags.contains("--record"), invocation.values["--junit"] != nil {
            // Recording runs nothing to report on; say so rather than write no report.
            throw .conflictingOptions("--record", "--junit", command: spec.name)
        }
        switch spec.paths {
        case .none, .optionalOne: break
        case .one where invocation.paths.count != 1:
            if invocation.paths.isEmpty { throw .missingPaths(command: spec.name) }
            throw .expectedOneFile(command: spec.name, got: invocation.paths.count)
        case .oneOrMore where invocation.paths.isEmpty:
            throw .missingPaths(command: spec.name)
        default: break
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
