/// An element line's depth and kind in one 32-bit word (``ParsedElements/Element`` is kept small): the kind's place in
/// `ElementKind.allCases` in the low 8 bits, the depth in the high 24.
///
/// 24 bits hold any depth a file can reach: each line is indented more than the line holding it, so a line at depth `d`
/// has at least `d` spaces before it, and its `d` containers at least `d - 1`, `d - 2`, ... 0: a depth of 2^24 would
/// take a file of more than 2^47 bytes (the depth is clamped all the same).
///
///     let packed = ElementDepthAndKind(depth: 3, kind: kind)   // packed.depth == 3, packed.kind == kind
struct ElementDepthAndKind {
    /// The depth, shifted up 8 bits, or'ed with the kind's index.
    private var bits: UInt32

    /// The greatest depth kept.
    static let maximumDepth = Int(UInt32.max >> 8)

    /// `depth` (clamped to ``maximumDepth``) and `kind`, packed.
    init(depth: Int, kind: ElementKind) {
        bits = UInt32(min(max(depth, 0), Self.maximumDepth)) << 8 | UInt32(Self.index(of: kind))
    }

    /// The depth.
    var depth: Int { Int(bits >> 8) }
    /// The kind's place in `ElementKind.allCases`.
    var kindIndex: UInt8 { UInt8(truncatingIfNeeded: bits) }
    /// The kind.
    var kind: ElementKind { unsafeBitCast(kindIndex, to: ElementKind.self) }

    /// The kind's place in `ElementKind.allCases` (its ``ElementKind/factsPosition``; `ElementDepthAndKindTests`
    /// checks every kind).
    static func index(of kind: ElementKind) -> UInt8 { UInt8(truncatingIfNeeded: kind.factsPosition) }
}
