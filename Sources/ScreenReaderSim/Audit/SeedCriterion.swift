/// The acceptance criterion a check enforces: a quotation from one of the seed documents, and where it comes from.
public struct SeedCriterion: Hashable, Sendable, CustomStringConvertible {
    /// The seed's words, quoted exactly.
    public var quote: String
    /// The seed file, relative to the seeds folder, e.g. `000_be207d50fcba49cc.txt`.
    public var file: String
    /// The control or section the quotation is about, e.g. `Toggle switch, Developer Notes`.
    public var section: String
    /// What `file` is relative to: `seeds/` for the seed documents, a repository for a criterion quoted from elsewhere.
    public var origin: String

    /// A criterion quoting `quote` from the seed file `file`'s `section`.
    public init(_ quote: String, file: String, section: String) {
        self.init(quote, file: file, section: section, origin: "seeds/")
    }

    /// A criterion quoting `quote` from `file` in `origin` (e.g. `tmobile/magentaA11y:`), about `section`.
    public init(_ quote: String, file: String, section: String, origin: String) {
        self.quote = quote
        self.file = file
        self.section = section
        self.origin = origin
    }

    /// A criterion quoted from MagentaA11y's native checklist (the controls beyond the seeds).
    static func magentaA11y(_ quote: String, control: String, section: String) -> SeedCriterion {
        SeedCriterion(quote, file: "public/content/documentation/native/controls/\(control).md", section: section,
                      origin: "tmobile/magentaA11y:")
    }

    /// Where the quotation is: `seeds/000_...txt`, or `tmobile/magentaA11y:public/.../text-input.md`.
    public var path: String { origin + file }

    /// The caption `--explain` gives it: `Criterion` (the seed documents do not ship, so their name is not used).
    public var caption: String { "Criterion" }

    /// The control the criterion is about, as the seed document's title and MagentaA11y's native entry name it:
    /// `Toggle switch`, or for a MagentaA11y page its name (`Text input`).
    public var control: String {
        guard origin == "seeds/" else {
            let name = (file.split(separator: "/").last.map(String.init) ?? file).replacingOccurrences(of: ".md", with: "")
                .replacingOccurrences(of: "-", with: " ")
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        switch file {
        case Self.radioButtonFile: return "Radio button"
        case Self.stepperFile: return "Stepper"
        case Self.switchTipsFile: return "Switch"
        default: return "Toggle switch"
        }
    }

    /// Where the criterion comes from, citable without the seed files (which are not in the repository):
    /// `Toggle switch acceptance criteria, MagentaA11y native "Toggle switch"`; a MagentaA11y page adds its path.
    public var citation: String {
        origin == "seeds/"
            ? "\(control) acceptance criteria, MagentaA11y native \"\(control)\""
            : "MagentaA11y native \"\(control)\", \(path)"
    }

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
