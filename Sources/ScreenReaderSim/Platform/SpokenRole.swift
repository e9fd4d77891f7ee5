/// The role a focus stop is spoken as; each platform's ``PhraseTable`` has an order and words for each.
public enum SpokenRole: String, CaseIterable, Hashable, Sendable {
    /// Plain text, a radio group's label, or a row with no single control: the name only.
    case text
    /// A heading.
    case heading
    /// A labelled image.
    case image
    /// A push button.
    case button
    /// A toggle switch.
    case `switch`
    /// A checkbox.
    case checkbox
    /// A radio button.
    case radio
    /// One of a stepper's two buttons.
    case stepperButton = "stepper button"

    /// The role an element of `kind` is spoken as on its own.
    public init(_ kind: ElementKind) {
        switch kind {
        case .text, .icon, .row, .group, .radioGroup: self = .text
        case .heading: self = .heading
        case .image: self = .image
        case .button: self = .button
        case .switch: self = .switch
        case .checkbox: self = .checkbox
        case .radio: self = .radio
        case .stepper: self = .stepperButton
        }
    }
}
