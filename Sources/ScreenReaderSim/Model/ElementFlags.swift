/// An ``Element``'s five yes/no properties packed in one byte, each stored as the exception to its default (so a new
/// element's byte is 0): with the kind beside it, the element's state and location then fit in 64 bytes instead of 72,
/// which a screen of a million elements feels. ``Element`` reads and writes them as its plain `Bool` properties
/// (``Element/isEnabled``, ``Element/isHidden``...); `ElementFlagsTests` checks every combination against five
/// plain `Bool`s.
struct ElementFlags: OptionSet, Hashable, Sendable {
    /// The bits.
    let rawValue: UInt8

    /// Flags of `rawValue`'s bits.
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The element cannot be used (``Element/isEnabled`` is false).
    static let disabled = ElementFlags(rawValue: 1 << 0)
    /// The element is hidden from screen readers (``Element/isHidden``).
    static let hidden = ElementFlags(rawValue: 1 << 1)
    /// The platform role is not exposed (``Element/exposesRole`` is false).
    static let hidesRole = ElementFlags(rawValue: 1 << 2)
    /// The state or value is not exposed (``Element/exposesState`` is false).
    static let hidesState = ElementFlags(rawValue: 1 << 3)
    /// An external keyboard cannot reach the element (``Element/isKeyboardReachable`` is false).
    static let keyboardUnreachable = ElementFlags(rawValue: 1 << 4)

    /// Sets `flag` when `isSet`, else clears it.
    @inline(__always)
    mutating func set(_ flag: ElementFlags, to isSet: Bool) {
        if isSet { insert(flag) } else { remove(flag) }
    }
}
