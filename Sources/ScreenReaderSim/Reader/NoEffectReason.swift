/// Why an input changed nothing.
public enum NoEffectReason: Hashable, Sendable, CustomStringConvertible {
    /// An activation with nothing focused.
    case nothingFocused
    /// The focused element is disabled.
    case disabled(ElementReference)
    /// A stepper's button is at its bound: the decrement button at the minimum, the increment button at the maximum.
    /// The stepper itself stays enabled.
    case atBound(ElementReference, FocusStop.Part, Int)
    /// The focused stop has no action (text, heading, image, a row without exactly one control).
    case notActivatable(ElementReference)
    /// The focused radio, segment or tab is already selected: it stays selected and nothing else changes.
    case alreadySelected(ElementReference)
    /// Enter does not activate on this platform (iOS).
    case keyDoesNotActivate(Key, Platform)
    /// A gesture with no screen reader running to receive it.
    case noScreenReader(Input)

    /// Typing with no text field being edited.
    case notEditing
    /// An activation of the text field already being edited.
    case alreadyEditing(ElementReference)
    /// A swipe up or down (or Left/Right) with nothing adjustable focused.
    case notAdjustable(ElementReference?)
    /// The escape gesture with nothing to close and no text being edited.
    case nothingToEscape
    /// A touch on an element that is on the screen but cannot take focus now: inside a collapsed expandable.
    case notShown(ElementReference, inside: ElementReference)
    /// A touch on an element outside the dialog or menu open over it: focus stays confined to the layer.
    case outsideOpenLayer(ElementReference, layer: ElementReference)
    /// A touch on an element of a dialog or menu that is not open.
    case insideClosedLayer(ElementReference, layer: ElementReference)
    /// Opening a dialog or menu that is already open.
    case layerAlreadyOpen(ElementReference)
    /// An `opens` naming no dialog of the screen.
    case noSuchDialog(String)
    /// A dialog or menu whose order cannot be built (its `before`/`after` overrides cycle).
    case layerCannotOpen(ElementReference, FocusOrderError)
    /// A rotor move with no stop of the chosen kind left that way (the rotor does not wrap).
    case rotorFoundNothing(RotorChoice, Edge)
    /// A scenario step after a control left the screen (a link, or `navigates`): a file describes one screen, so the
    /// screen the step would act on is gone.
    case screenLeft(ElementReference, to: String)
    /// A sentence for transcripts, e.g. `Enter does not activate on iOS`.
    public var description: String {
        switch self {
        case .nothingFocused: "nothing is focused"
        case .disabled(let element): "\(element.plainDescription) is disabled"
        case .atBound(let element, let part, let bound):
            "the \(part.rawValue) button of the \(element.plainDescription) is at the \(part == .decrement ? "minimum" : "maximum") (\(bound))"
        case .notActivatable(let element): "\(element.plainDescription) has no action"
        case .alreadySelected(let element): "\(element.plainDescription) stays selected"
        case .keyDoesNotActivate(let key, let platform): "\(key.displayName) does not activate on \(platform.displayName)"
        case .noScreenReader(let input): "no screen reader is running to receive \(input)"
        case .notEditing: "no text field is being edited"
        case .alreadyEditing(let element): "\(element.plainDescription) is already being edited"
        case .notAdjustable(let element?): "\(element.plainDescription) is not adjustable"
        case .notAdjustable(nil): "nothing adjustable is focused"
        case .nothingToEscape: "nothing to close and no text being edited"
        case .outsideOpenLayer(let element, let layer):
            "\(element.plainDescription) is outside the open \(layer.layerWord) \"\(layer.name)\"; focus stays in it"
        case .insideClosedLayer(let element, let layer):
            "\(element.plainDescription) is in the \(layer.layerWord) \"\(layer.name)\", which is not open"
        case .layerAlreadyOpen(let layer): "the \(layer.layerWord) \"\(layer.name)\" is already open"
        case .noSuchDialog(let id): "'opens \(id)' names no dialog"
        case .screenLeft(let element, let destination):
            "\(element) already left this screen for \"\(destination)\" (a file describes one screen: end the scenario there)"
        case .layerCannotOpen(let layer, let error): "the \(layer.layerWord) \"\(layer.name)\" cannot open: \(error)"
        case .rotorFoundNothing(let choice, let edge):
            "no \(choice.singular) \(edge == .end ? "after" : "before") the focus (the rotor does not wrap)"
        case .notShown(let element, let container): "\(element.plainDescription) is inside the collapsed \(container.plainDescription)"
        }
    }
}
