/// An index into a screen's elements, a focus order's stops or a table's entries, or none, kept in 32 bits: the one
/// compact form the engine's tables and stops store their indices in.
///
/// A focus stop, a label-table entry and a touch record each hold two or three indices; at 32 bits rather than 64
/// (with none as -1 instead of an optional's extra byte and padding) a `FocusStop` stays within two words of payload
/// and a touch record within 32 bytes (see `PackedIndexTests`). Making one is checked: an index beyond `Int32.max`
/// traps rather than wrapping to another element, which no screen that fits in memory reaches (a file is refused
/// long before it could hold two billion elements).
@frozen
@usableFromInline
struct PackedIndex: Hashable, Sendable {
    /// The index, or -1 for none.
    @usableFromInline let raw: Int32

    /// No index.
    static let none = PackedIndex(raw: -1)

    /// `index`, which must be in `0...Int32.max`.
    @inline(__always)
    init(_ index: Int) {
        precondition(index >= 0 && index <= Int(Int32.max), "index \(index) does not fit a packed index")
        raw = Int32(truncatingIfNeeded: index)
    }

    /// `index`, or ``none`` for nil.
    @inline(__always)
    init(_ index: Int?) {
        if let index { self.init(index) } else { self = .none }
    }

    /// The index as stored: -1 for none.
    @inline(__always)
    private init(raw: Int32) { self.raw = raw }

    /// The index; nil for ``none``.
    @inline(__always)
    var index: Int? { raw < 0 ? nil : Int(raw) }

    /// The index of a value known not to be ``none``.
    @inline(__always)
    var value: Int {
        assert(raw >= 0, "the packed index is none")
        return Int(raw)
    }

    /// Whether this is ``none``.
    @inline(__always)
    var isNone: Bool { raw < 0 }
}
