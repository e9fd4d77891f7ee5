/// A focus-order override that cannot be honoured.
public enum FocusOrderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `before`/`after` overrides that lead back to where they started (or into the element's own parts).
    case cycle([ElementReference])
    /// A `before`/`after` override names an id that no element has.
    case unknownTarget(ElementReference, id: String)
    /// A screen built in Swift has errors a scenario file would reject (a value outside its range, two selected
    /// radios...): thrown by the readers' initialisers that take a ``Screen``, as ``Screen/validate()`` throws them.
    case invalidScreen(ScreenValidationError)

    /// A sentence that says what is wrong and how to fix it.
    public var description: String {
        switch self {
        case .cycle(let elements):
            let path = (elements + elements.prefix(1)).map(\.description).joined(separator: " → ")
            return "focus order overrides form a cycle: \(path); remove one 'before' or 'after'"
        case .unknownTarget(let element, let id):
            return "\(element) is ordered relative to id '\(id)', but no element has that id"
        case .invalidScreen(let error):
            return error.description
        }
    }
}
