/// A place a swipe can land: one element, one merged row, or one half of a stepper.
///
/// A stop's ``position`` is its place in the sequence a user can visit when it is reported: stops inside a collapsed
/// expandable are not counted, so opening an expandable renumbers the stops after it, as a user hears them. Two values
/// for the same stop are equal whatever their positions (identity is the stop's place in the full order, with every
/// expandable expanded, which never changes).
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
        /// A dialog's title, its first stop when it opens.
        case title
        /// VoiceOver's "Dismiss context menu" button after a menu's last option.
        case dismiss
    }

    /// The stop's 0-based position among the stops a user can visit now (in its platform's focus order).
    public let position: Int
    /// The stop's 0-based place in the full focus order, every expandable expanded: its identity.
    let orderIndex: Int
    /// The element the stop belongs to (the row for a merged row, the stepper for its buttons).
    public let element: ElementReference
    /// Which part of the element the stop is.
    public let part: Part
    /// The control whose role, state and action the stop takes: the element itself, or a row's one control.
    public let control: ElementReference?

    /// Creates a stop.
    public init(position: Int, element: ElementReference, part: Part = .whole, control: ElementReference? = nil) {
        self.init(position: position, orderIndex: position, element: element, part: part, control: control)
    }

    /// Creates a stop shown at `position` whose place in the full order is `orderIndex`.
    init(position: Int, orderIndex: Int, element: ElementReference, part: Part, control: ElementReference?) {
        self.position = position
        self.orderIndex = orderIndex
        self.element = element
        self.part = part
        self.control = control
    }

    /// The same stop, shown at another position.
    func shown(at position: Int) -> FocusStop {
        FocusStop(position: position, orderIndex: orderIndex, element: element, part: part, control: control)
    }

    /// Whether two values are the same stop (positions shown may differ).
    public static func == (lhs: FocusStop, rhs: FocusStop) -> Bool {
        lhs.orderIndex == rhs.orderIndex && lhs.element == rhs.element && lhs.part == rhs.part && lhs.control == rhs.control
    }

    /// Hashes the stop's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(orderIndex)
        hasher.combine(element)
        hasher.combine(part)
    }

    /// `#3 "Guests" stepper (increment)`.
    public var description: String {
        let suffix = part == .whole ? "" : " (\(part.rawValue))"
        return "#\(position + 1) \(element)\(suffix)"
    }
}
