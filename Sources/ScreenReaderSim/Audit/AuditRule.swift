/// What a check enforces, declared next to the check: its stable id and name, severity, seed criterion and examples.
///
/// `srsim audit --explain SRS001` prints ``explanation``; SARIF output lists every rule in its `driver.rules`.
public struct AuditRule: Hashable, Sendable {
    /// The stable id, `SRS` and three digits, e.g. `SRS001`. Never reused or renumbered.
    public var id: String
    /// The stable kebab-case name, e.g. `unnamed-control`.
    public var name: String
    /// The severity of its findings.
    public var severity: Finding.Severity
    /// The seed criterion it enforces.
    public var seed: SeedCriterion
    /// A one-line title.
    public var title: String
    /// What it checks and why, in a few sentences.
    public var explanation: String
    /// A scenario-file snippet that fails the check.
    public var failingExample: String
    /// The same snippet, corrected.
    public var passingExample: String

    /// A rule with every part given.
    public init(
        id: String,
        name: String,
        severity: Finding.Severity,
        seed: SeedCriterion,
        title: String,
        explanation: String,
        failingExample: String,
        passingExample: String
    ) {
        self.id = id
        self.name = name
        self.severity = severity
        self.seed = seed
        self.title = title
        self.explanation = explanation
        self.failingExample = failingExample
        self.passingExample = passingExample
    }

    /// The `--explain` text: id, name and severity; title; explanation; the seed criterion; failing and passing examples.
    public var explanationText: String {
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    \($0)" }.joined(separator: "\n")
        }
        return """
            \(id) \(name) (\(severity.rawValue))
            \(title)

            \(Self.wrapped(explanation, width: 100))

            \(seed.caption) (\(seed.citation); \(seed.section)):
                "\(seed.quote)"

            Fails:
            \(indented(failingExample))

            Passes:
            \(indented(passingExample))

            """
    }

    /// `text` word-wrapped greedily to lines of at most `width` characters (a longer word gets a line of its own).
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
