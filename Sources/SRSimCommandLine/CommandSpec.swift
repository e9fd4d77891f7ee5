/// What one subcommand accepts, used both to parse its arguments and to write its help.
struct CommandSpec: Sendable {
    /// An option: a flag, or a name that takes a value.
    struct Option: Sendable {
        /// The option's name with dashes, e.g. `--format`.
        var name: String
        /// The value's placeholder (`FORMAT`), or nil for a flag.
        var valueName: String?
        /// The values it accepts, if it is a closed list.
        var allowed: [String]?
        /// One line of help.
        var help: String
        /// Whether the help lists it (the dump options of the commands that take a scenario file are named in their
        /// discussion instead, so the options those commands are known by stay as they were).
        var isListed = true
    }

    /// How many paths a subcommand takes.
    enum Paths: Sendable, Equatable {
        case none
        case one
        case oneOrMore
        case optionalOne
    }

    var name: String
    var abstract: String
    var arguments: String
    var paths: Paths
    var options: [Option]
    var discussion: String

    /// The help text: overview, usage, options, discussion.
    var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: srsim \(name)\(arguments.isEmpty ? "" : " " + arguments)", ""]
        if !options.isEmpty {
            lines.append("OPTIONS:")
            let listed = options.filter(\.isListed)
            let labels = listed.map { $0.name + ($0.valueName.map { " <\($0)>" } ?? "") }
            let width = (labels.map(\.count).max() ?? 0) + 2
            for (label, option) in zip(labels, listed) {
                lines.append("  " + label + String(repeating: " ", count: width - label.count) + option.help)
            }
            lines.append("  -h, --help" + String(repeating: " ", count: max(2, width - "-h, --help".count)) + "Show help for this command.")
            lines.append("")
        }
        if !discussion.isEmpty {
            lines.append(discussion)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The one-line usage shown after a usage error.
    var usage: String { "Usage: srsim \(name)\(arguments.isEmpty ? "" : " " + arguments)" }
}
