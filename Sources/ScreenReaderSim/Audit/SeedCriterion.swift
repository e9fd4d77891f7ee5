/// The acceptance criterion a check enforces: a quotation from one of the seed documents, and where it comes from.
public struct SeedCriterion: Hashable, Sendable, CustomStringConvertible {
    /// The seed's words, quoted exactly.
    public var quote: String
    /// The seed file, relative to the seeds folder, e.g. `000_be207d50fcba49cc.txt`.
    public var file: String
    /// The control or section the quotation is about, e.g. `Toggle switch, Developer Notes`.
    public var section: String

    /// A criterion quoting `quote` from `file`'s `section`.
    public init(_ quote: String, file: String, section: String) {
        self.quote = quote
        self.file = file
        self.section = section
    }

    /// The control the seed document covers, as its title and MagentaA11y's native entry name it: `Toggle switch`.
    public var control: String {
        switch file {
        case Self.radioButtonFile: "Radio button"
        case Self.stepperFile: "Stepper"
        case Self.switchTipsFile: "Switch"
        default: "Toggle switch"
        }
    }

    /// Where the criterion comes from, citable without the seed files (which are not in the repository):
    /// `Toggle switch acceptance criteria, MagentaA11y native "Toggle switch"`.
    public var citation: String { "\(control) acceptance criteria, MagentaA11y native \"\(control)\"" }

    /// `"quote" (Toggle switch acceptance criteria, MagentaA11y native "Toggle switch"; section)`.
    public var description: String { "\"\(quote)\" (\(citation); \(section))" }
}

extension SeedCriterion {
    /// Seed 000, the toggle switch.
    static let toggleSwitchFile = "000_be207d50fcba49cc.txt"
    /// Seed 001, the radio button.
    static let radioButtonFile = "001_43d0c94c3a496f21.txt"
    /// Seed 003, the stepper.
    static let stepperFile = "003_759d6b0545f9be4a.txt"
    /// Seed 004, the switch (older edition).
    static let switchTipsFile = "004_9706e735c01e3526.txt"
}
