/// Something wrong with a screen built in Swift that a scenario file would reject (or warn about), with the same
/// stable id and message as the file's diagnostic: `"Guests" stepper: the stepper's value 50 is outside min...max
/// (1...10); pick a value in that range`.
///
/// ``Screen/problems`` lists them; ``Screen/validate()`` and the readers' initialisers throw the errors among them.
public struct ScreenProblem: Hashable, Sendable, CustomStringConvertible {
    /// The diagnostic's stable id, as a scenario file reports it (`value-out-of-range`, `two-selected-radios`...).
    public var id: String
    /// Whether the screen cannot be read as declared (`error`), or probably says something unintended (`warning`).
    public var severity: Diagnostic.Severity
    /// The sentence, with its suggestion: what is wrong and how to fix it.
    public var message: String
    /// The element at fault (the word a scenario file would underline belongs to it).
    public var element: ElementReference

    /// A problem with every part given.
    public init(id: String, severity: Diagnostic.Severity, message: String, element: ElementReference) {
        self.id = id
        self.severity = severity
        self.message = message
        self.element = element
    }

    /// The problem a diagnostic `message` describes, at `element`.
    init(_ message: Diagnostic.Message, at element: ElementReference) {
        let text = message.suggestion.map { "\(message.text); did you mean '\($0)'?" } ?? message.text
        self.init(id: message.id, severity: message.severity, message: text, element: element)
    }

    /// `FILE:LINE:COLUMN: error: "Guests" stepper: MESSAGE` where the element has a location, else without it.
    public var description: String {
        let place = element.location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(element): \(message)"
    }
}
