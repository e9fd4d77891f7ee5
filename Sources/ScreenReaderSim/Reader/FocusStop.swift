/// A place a swipe can land: one element, one merged row, or one half of a stepper.
///
/// A stop's ``position`` is its place in the sequence a user can visit when it is reported: stops inside a collapsed
/// expandable are not counted, so opening an expandable renumbers the stops after it, as a user hears them. Two values
/// for the same stop are equal whatever their positions (identity is the stop's place in the full order, with every
/// expandable expanded, which never changes).
///
/// A stop made by a reader is small: its places, its part, and the element indices of a shared screen index. Its
/// ``element`` and ``control`` references are built when asked for, so moving focus builds no reference.
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
    /// Which part of the element the stop is.
    public let part: Part
    /// Where the stop's element and control references come from.
    private let source: FocusStopSource

    /// Creates a stop.
    public init(position: Int, element: ElementReference, part: Part = .whole, control: ElementReference? = nil) {
        self.init(position: position, orderIndex: position, element: element, part: part, control: control)
    }

    /// Creates a stop shown at `position` whose place in the full order is `orderIndex`.
    init(position: Int, orderIndex: Int, element: ElementReference, part: Part, control: ElementReference?) {
        self.position = position
        self.orderIndex = orderIndex
        self.part = part
        self.source = .references(FocusStopReferences(element: element, control: control))
    }

    /// Creates a stop of `index`'s screen whose element (and control, if any) are given by element index: nothing is
    /// built until ``element`` or ``control`` is asked for.
    init(position: Int, orderIndex: Int, index: ScreenIndexStorage, element: Int, part: Part, control: Int?) {
        self.position = position
        self.orderIndex = orderIndex
        self.part = part
        self.source = .indexed(index, element: PackedIndex(element), control: PackedIndex(control))
    }

    /// Copies `stop`, shown at `position`.
    private init(_ stop: FocusStop, shownAt position: Int) {
        self.position = position
        self.orderIndex = stop.orderIndex
        self.part = stop.part
        self.source = stop.source
    }

    /// The element the stop belongs to (the row for a merged row, the stepper for its buttons).
    public var element: ElementReference {
        switch source {
        case .indexed(let index, let element, _): index.reference(at: element.value)
        case .references(let references): references.element
        }
    }

    /// The control whose role, state and action the stop takes: the element itself, or a row's one control.
    public var control: ElementReference? {
        switch source {
        case .indexed(let index, _, let control): control.index.map { index.reference(at: $0) }
        case .references(let references): references.control
        }
    }

    /// The index of ``element`` in its screen, without building the reference.
    var elementIndex: Int {
        switch source {
        case .indexed(_, let element, _): element.value
        case .references(let references): references.element.index
        }
    }

    /// The index of ``control`` in its screen, without building the reference.
    var controlIndex: Int? {
        switch source {
        case .indexed(_, _, let control): control.index
        case .references(let references): references.control?.index
        }
    }

    /// The same stop, shown at another position.
    func shown(at position: Int) -> FocusStop { FocusStop(self, shownAt: position) }

    /// Whether two values are the same stop (positions shown may differ).
    public static func == (lhs: FocusStop, rhs: FocusStop) -> Bool {
        guard lhs.orderIndex == rhs.orderIndex && lhs.part == rhs.part else { return false }
        // Two stops of one index are the same element when their indices are: a reference is a function of its index.
        if case .indexed(let left, let leftElement, let leftControl) = lhs.source,
           case .indexed(let right, let rightElement, let rightControl) = rhs.source, left === right {
            return leftElement == rightElement && leftControl == rightControl
        }
        return lhs.element == rhs.element && lhs.control == rhs.control
    }

    /// Hashes the stop's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(orderIndex)
        hasher.combine(elementIndex)
        hasher.combine(part)
    }

    /// `#3 "Guests" stepper (increment)`.
    public var description: String {
        let suffix = part == .whole ? "" : " (\(part.rawValue))"
        return "#\(position + 1) \(element)\(suffix)"
    }
}

/// Where a ``FocusStop``'s references come from: element indices into a shared screen index (every stop a reader
/// makes), or references given whole (a stop made with the public initializer).
enum FocusStopSource: Sendable {
    /// Indices into `index`'s elements (a stop may have no control).
    case indexed(ScreenIndexStorage, element: PackedIndex, control: PackedIndex)
    /// References given whole.
    case references(FocusStopReferences)
}

/// The element and control references of a ``FocusStop`` made from references, held once so the stop stays small.
final class FocusStopReferences: Sendable {
    /// The element the stop belongs to.
    let element: ElementReference
    /// The control whose role, state and action the stop takes.
    let control: ElementReference?

    /// Holds `element` and `control`.
    init(element: ElementReference, control: ElementReference?) {
        self.element = element
        self.control = control
    }
}
