/// A place a swipe can land: one element, one merged row, or one half of a stepper.
public struct FocusStop: Hashable, Sendable, CustomStringConvertible {
    /// Which part of its element a stop is.
    public enum Part: String, Hashable, Sendable {
        /// The whole element (or merged row).
        case whole
        /// A radio group's visible label, spoken as text before its radios.
        case groupLabel = "label"
        /// A stepper's decrement button.
        case decrement
        /// A stepper's increment button.
        case increment
    }

    /// The stop's 0-based position in its platform's focus order.
    public let position: Int
    /// The element the stop belongs to (the row for a merged row, the stepper for its buttons).
    public let element: ElementReference
    /// Which part of the element the stop is.
    public let part: Part
    /// The control whose role, state and action the stop takes: the element itself, or a row's one control.
    public let control: ElementReference?

    /// Creates a stop.
    public init(position: Int, element: ElementReference, part: Part = .whole, control: ElementReference? = nil) {
        self.position = position
        self.element = element
        self.part = part
        self.control = control
    }

    /// `#3 "Guests" stepper (increment)`.
    public var description: String {
        let suffix = part == .whole ? "" : " (\(part.rawValue))"
        return "#\(position + 1) \(element)\(suffix)"
    }
}
