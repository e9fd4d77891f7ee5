import ScreenReaderSim

/// The subcommands `srsim` has, with their options and help.
enum Commands {
    static let format = CommandSpec.Option(
        name: "--format", valueName: "format", allowed: ["text", "json"], help: "Output format: text (default) or json.")
    static let using = CommandSpec.Option(
        name: "--using", valueName: "reader", allowed: ["voiceover", "talkback", "ios", "android"],
        help: "Only this reader: voiceover, talkback, ios or android (keyboard only).")
    static let readers = CommandSpec.Option(
        name: "--readers", valueName: "readers", allowed: nil,
        help: "Replace each scenario's readers with these, named as a 'using' line does: \"voiceover@ios18, talkback@15 order=name-role-state\" (see 'srsim help readers').")
    static let noColor = CommandSpec.Option(name: "--no-color", valueName: nil, allowed: nil, help: "Never colour the output.")
    /// A dump given in place of a scenario file: its format, when not recognised from the content.
    static let dumpFormat = CommandSpec.Option(
        name: "--dump-format", valueName: "format", allowed: DumpFormat.allCases.map(\.rawValue),
        help: "For a dump given in place of a scenario file: its format (recognised from the content without it).",
        isListed: false)
    /// A dump given in place of a scenario file: device pixels per point.
    static let density = CommandSpec.Option(
        name: "--density", valueName: "n", allowed: nil,
        help: "For an Android or Compose dump given in place of a scenario file: device pixels per point.",
        isListed: false)

    static let run = CommandSpec(
        name: "run",
        abstract: "Run scenario files and check every expectation.",
        arguments: "[--record] [--format <format>] [--junit <file>] <path> ...",
        paths: .oneOrMore,
        options: [
            .init(name: "--record", valueName: nil, allowed: nil,
                  help: "Write what was actually spoken into each step's '->' expectation; change nothing else."),
            format,
            .init(name: "--junit", valueName: "file", allowed: nil, help: "Also write a JUnit XML report to <file>."),
            noColor,
        ],
        discussion: """
        Paths may be files or folders; folders are searched recursively for *.scenario files.
        \(ExitCode.helpText)
        """
    )

    static let transcript = CommandSpec(
        name: "transcript",
        abstract: "Show what a listener hears and what happens, step by step.",
        arguments: "<file> [--using <reader>] [--readers <readers>] [--side-by-side] [--format <format>] [-o <file>] [--narrow] [--speak] [--audio <file>]",
        paths: .one,
        options: [
            using,
            readers,
            .init(name: "--side-by-side", valueName: nil, allowed: nil,
                  help: "Show each step once, with what happened on each of the scenario's readers under it."),
            .init(name: "--format", valueName: "format", allowed: ["text", "json", "markdown", "html"],
                  help: "Output format: text (default), json, markdown (tables), or html (a page that plays it)."),
            output,
            narrow,
            .init(name: "--speak", valueName: nil, allowed: nil,
                  help: "Speak every utterance aloud through espeak-ng, a different voice per platform."),
            .init(name: "--audio", valueName: "file", allowed: nil,
                  help: "Write every utterance, spoken by espeak-ng, to one WAV <file>."),
            noColor,
            dumpFormat, density,
        ],
        discussion: """
        A dump of a real app may stand in for the file (--dump-format NAME, --density N; see srsim help import).
        Each scenario is shown for each of its readers (or only --using), input by input.
        The html page plays the scenario over a picture of the screen: space plays or pauses, the arrow keys step,
        and it can speak with the browser's own voices. --speak and --audio need espeak-ng installed.
        Exit status: 0 every expectation held, 1 one failed (or -o, --speak or --audio failed), 2 the file could not be
        parsed, 64 bad usage, 66 an input could not be opened.
        """
    )

    static let order = CommandSpec(
        name: "order",
        abstract: "Show the screen's focus order on VoiceOver and TalkBack side by side.",
        arguments: "<file> [--format <format>] [-o <file>] [--narrow]",
        paths: .one,
        options: [
            .init(name: "--format", valueName: "format", allowed: ["text", "json", "markdown"],
                  help: "Output format: text (default), json, or markdown (a table for slides and documents)."),
            output, narrow, noColor,
            dumpFormat, density,
        ],
        discussion: """
        A dump of a real app may stand in for the file (--dump-format NAME, --density N; see srsim help import).
        Positions where the two platforms reach different stops are marked with '*'. The Tab order's numbers are each
        platform's own (VoiceOver's column for iOS, TalkBack's for Android).
        Exit status: 0 shown, 1 -o could not be written, 2 the screen could not be parsed, 64 bad usage, 66 an input
        could not be opened.
        """
    )

    static let audit = CommandSpec(
        name: "audit",
        abstract: "Check screens against MagentaA11y's accessibility acceptance criteria.",
        arguments: "<path> ... [--format <format>] | --explain <id>",
        paths: .oneOrMore,
        options: [
            .init(name: "--format", valueName: "format", allowed: ["text", "json", "sarif"],
                  help: "Output format: text (default), json, or sarif (SARIF 2.1.0)."),
            .init(name: "--explain", valueName: "id", allowed: nil,
                  help: "Explain one check: what it enforces, the criterion it quotes, failing and passing examples."),
            noColor,
            dumpFormat, density,
        ],
        discussion: "A dump of a real app may stand in for the file (--dump-format NAME, --density N; see srsim help import).\nExit status: 0 no error-severity findings, 1 at least one, 2 a file could not be parsed, 64 bad usage, "
            + "66 an input could not be opened."
    )

    static let live = CommandSpec(
        name: "live",
        abstract: "Drive a screen live: type steps (swipe right, double tap, press tab, touch \"Wi-Fi\") and hear the result.",
        arguments: "<file> [--using <reader>] [--readers <readers>] [--speak]",
        paths: .one,
        options: [
            using,
            readers,
            .init(name: "--speak", valueName: nil, allowed: nil,
                  help: "Also speak every utterance aloud through espeak-ng, as the transcript's --speak does."),
            noColor, dumpFormat, density,
        ],
        discussion: """
        A dump of a real app may stand in for the file (--dump-format NAME, --density N; see srsim help import).
        Reads one step per line from standard input, in scenario-file syntax, and prints what happens.
        Also: 'order' lists the stops, 'state' shows every control's state, 'reset' starts over,
        'using talkback' (or any reader, e.g. 'using talkback@15 hints=off') switches reader, 'help' lists the steps,
        'quit' ends. With --readers, the first reader listed is driven. At a terminal, the up and down
        arrows bring back earlier lines and Esc on an empty line is the escape step. --speak needs espeak-ng.
        Exit status: 0 every expectation and check held, 1 one failed, 2 the file could not be parsed, 64 bad usage,
        66 an input could not be opened (--speak without espeak-ng is bad usage).
        """
    )

    static let output = CommandSpec.Option(
        name: "-o", valueName: "file", allowed: nil, help: "Write to <file> (whole, or not at all) instead of standard output.")
    static let narrow = CommandSpec.Option(
        name: "--narrow", valueName: nil, allowed: nil,
        help: "One platform under the other instead of side by side: for projectors and narrow slides.")

    static let render = CommandSpec(
        name: "render",
        abstract: "Draw the screen with each platform's focus order on it, as SVG or an HTML page.",
        arguments: "<file> [--format <format>] [-o <file>] [--tab-order] [--narrow]",
        paths: .one,
        options: [
            .init(name: "--format", valueName: "format", allowed: ["svg", "html"],
                  help: "Output format: svg (default) or html (the picture in a page with a Tab order switch)."),
            output,
            .init(name: "--tab-order", valueName: nil, allowed: nil,
                  help: "Show the keyboard's Tab order as a second set of (square) badges."),
            narrow,
            dumpFormat, density,
        ],
        discussion: """
        A dump of a real app may stand in for the file (--dump-format NAME, --density N; see srsim help import).
        VoiceOver's and TalkBack's focus order as numbered badges joined by a path, side by side; ringed numbers
        are positions where the two differ. Elements are drawn at their frames, or stacked like a phone screen.
        Exit status: 0 drawn, 1 -o could not be written, 2 the screen could not be parsed, 64 bad usage, 66 an input
        could not be opened.
        """
    )

    static let importDump = CommandSpec(
        name: "import",
        abstract: "Write the scenario file equivalent to a dump of a real app's accessibility hierarchy.",
        arguments: "<dump> [--format <format>] [--density <n>] [-o <file>]",
        paths: .one,
        options: [
            .init(name: "--format", valueName: "format", allowed: DumpFormat.allCases.map(\.rawValue),
                  help: "The dump's format (recognised from the content without it)."),
            .init(name: "--density", valueName: "n", allowed: nil,
                  help: "Device pixels per point, for Android and Compose dumps (adb shell wm density / 160)."),
            output,
        ],
        discussion: """
        Dumps: uiautomator, appium-android, appium-ios, xcuitest (debugDescription), compose (printToLog), idb, accessibilitysnapshot.
        Every inferred kind or state gets a '# guessed:' comment; warnings go to standard error.
        Exit status: 0 written (also with warnings), 2 not a recognised or well-formed dump, 64 bad usage, 66 the dump
        could not be read.
        """
    )

    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare a designer's screen with a dump of the app: stops missing, extra, moved, or spoken otherwise.",
        arguments: "<spec.scenario> <dump> [--format <format>] [--dump-format <format>] [--density <n>]",
        paths: .oneOrMore,
        options: [
            .init(name: "--format", valueName: "format", allowed: ["text", "json", "sarif"],
                  help: "Output format: text (default), json, or sarif (findings on the spec file's lines)."),
            .init(name: "--dump-format", valueName: "format", allowed: DumpFormat.allCases.map(\.rawValue),
                  help: "The dump's format (recognised from the content without it)."),
            .init(name: "--density", valueName: "n", allowed: nil,
                  help: "Device pixels per point, for Android and Compose dumps."),
            noColor,
        ],
        discussion: """
        Compared per reader (VoiceOver, TalkBack): stops missing from the app, extra in it, in another order, with
        another role or speech, merged or split differently.
        Exit status: 0 the same, 1 they differ, 2 a file could not be parsed or imported, 64 bad usage, 66 an input
        could not be opened.
        """
    )

    /// Every subcommand, in help order.
    static let all: [CommandSpec] = [run, transcript, order, render, audit, live, importDump, diff]

    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// `srsim help readers`: every reader, profile and setting, what it changes, and its evidence.
    static var readersHelp: String {
        var lines = [
            "READERS (a 'using' line, a per-reader line and --readers name them the same way):",
            "  FAMILY[@VERSION] [SETTING...], readers separated by commas; settings in any order.",
            "",
            "  ios, android  a keyboard alone, no screen reader (no version, no settings)",
        ]
        let width = ReaderProfile.allCases.map(\.rawValue.count).max() ?? 0
        for profile in ReaderProfile.allCases {
            lines.append("  " + profile.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + profile.summary)
            lines.append("  " + String(repeating: " ", count: width) + "  evidence: " + profile.evidence)
        }
        lines += ["", "SETTINGS (NAME=VALUE, after the reader):"]
        for setting in ReaderSettings.catalogue {
            lines.append("  \(setting.name)=\(setting.values.joined(separator: "|"))  (\(setting.readers))")
            lines.append("      \(setting.effect)")
        }
        lines += [
            "",
            "Without a version a reader is the seed profile, unchanged. A device profile speaks its usage hint as a",
            "second utterance: write both, e.g. '-> \"Wi-Fi, switch button, on\", \"double tap to toggle setting\"'.",
            "Evidence keys: AS AccessibilitySnapshot (iOS 17.5, 18.5, 26.2), TB TalkBack's own compositor and strings,",
            "MV MagentaA11y's device recordings (see the README's Profiles section).",
        ]
        return lines.joined(separator: "\n")
    }
}
