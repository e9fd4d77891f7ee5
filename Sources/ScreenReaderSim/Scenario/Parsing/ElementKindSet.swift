/// A set of element kinds as one bit per kind (its place in ``ElementKind/allCases``): plain data, so a value holding
/// one is copied without retaining anything, and `contains` is a shift and a test instead of a walk over an array.
///
/// It answers exactly as the array of kinds it is made from (the tests compare the two for every kind).
struct ElementKindSet: Sendable, Equatable {
    /// Bit `n` is set when the kind at place `n` of ``ElementKind/allCases`` is in the set.
    private var bits: UInt64

    /// The set of `kinds`.
    init(_ kinds: some Sequence<ElementKind>) {
        bits = 0
        for kind in kinds { bits |= 1 << UInt64(kind.factsPosition) }
    }

    /// Every kind.
    static var all: ElementKindSet { ElementKindSet(ElementKind.allCases) }

    /// The kinds whose facts satisfy `test`: made once before a walk over a screen's element lines, it answers a
    /// question of each line's kind with a bit test instead of a look in the kinds' facts table.
    init(kindsWhere test: (KindFacts) -> Bool) {
        self.init(ElementKind.allCases.filter { test($0.facts) })
    }

    /// Whether `kind` is in the set.
    @inline(__always) func contains(_ kind: ElementKind) -> Bool { bits & (1 << UInt64(kind.factsPosition)) != 0 }

    /// Adds `kind`.
    @inline(__always) mutating func insert(_ kind: ElementKind) { bits |= 1 << UInt64(kind.factsPosition) }

    /// Whether a kind is in both sets.
    @inline(__always) func intersects(_ other: ElementKindSet) -> Bool { bits & other.bits != 0 }
}
