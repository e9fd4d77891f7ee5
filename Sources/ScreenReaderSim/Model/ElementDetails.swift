import Foundation

/// The properties of an ``Element`` that few elements set, kept out of line so an element stays small.
struct ElementDetails: Hashable, Sendable {
    var accessibilityLabel: String?
    var hint: String?
    var id: String?
    var range: StepperRange?
    var placeholder: String?
    var isSecure = false
    var showsPercent = false
    var accessibilityValue: String?
    var customRoleWord: String?
    var customActions: [String] = []
    var frame: Frame?
    var order: Int?
    var traversalBefore: String?
    var traversalAfter: String?
    var navigatesTo: String?
    var movesFocusTo: String?
    var isAlert = false
    var startsOpen = false
    var opensDialog: String?
    var closesDialog = false
    var announcement: String?
    var lineLimit: Int?
    var width: Double?

    /// Whether nothing is set: what `self == ElementDetails()` answers, read field by field against the defaults
    /// (every element that sets a rarer property asks, and the comparison with a new empty value made and compared every
    /// field with `==`, strings included). A property added here must be checked here too (`ElementDetailsPoolTests`
    /// changes each in turn and compares the two answers).
    var isEmpty: Bool {
        accessibilityLabel == nil && hint == nil && id == nil && range == nil && placeholder == nil && !isSecure
            && !showsPercent && accessibilityValue == nil && customRoleWord == nil && customActions.isEmpty && frame == nil
            && order == nil && traversalBefore == nil && traversalAfter == nil && navigatesTo == nil && movesFocusTo == nil
            && !isAlert && !startsOpen && opensDialog == nil && !closesDialog && announcement == nil && lineLimit == nil
            && width == nil
    }

    /// Whether `other` holds the same properties byte for byte: every string the same UTF-8 (`==` also matches strings
    /// that are only canonically equivalent) and every number the same bits (`==` matches `0` and `-0`). What
    /// ``ElementDetailsPool`` checks before sharing a box, so sharing never changes a byte of any output. Compared field
    /// by field, cheap and discriminating fields first (two boxes that differ mostly differ in their range), with
    /// nothing copied. A property added here must be compared here too (`ElementDetailsPoolTests` counts them and
    /// changes each in turn).
    func isIdentical(to other: ElementDetails) -> Bool {
        withUnsafePointer(to: self) { left in withUnsafePointer(to: other) { right in Self.identical(left, right) } }
    }

    /// ``isIdentical(to:)`` of the values at `left` and `right`, read in place (a value copied whole retains every
    /// string it holds).
    static func identical(_ left: UnsafePointer<ElementDetails>, _ right: UnsafePointer<ElementDetails>) -> Bool {
        // Each field is read through the pointers: `left.pointee` alone would copy the value whole.
        let (l, r) = (left, right)
        return l.pointee.range == r.pointee.range && l.pointee.isSecure == r.pointee.isSecure
            && l.pointee.showsPercent == r.pointee.showsPercent && l.pointee.isAlert == r.pointee.isAlert
            && l.pointee.startsOpen == r.pointee.startsOpen && l.pointee.closesDialog == r.pointee.closesDialog
            && l.pointee.order == r.pointee.order && l.pointee.lineLimit == r.pointee.lineLimit
            && l.pointee.width?.bitPattern == r.pointee.width?.bitPattern && same(l.pointee.frame, r.pointee.frame)
            && same(l.pointee.id, r.pointee.id) && same(l.pointee.placeholder, r.pointee.placeholder)
            && same(l.pointee.accessibilityLabel, r.pointee.accessibilityLabel) && same(l.pointee.hint, r.pointee.hint)
            && same(l.pointee.accessibilityValue, r.pointee.accessibilityValue)
            && same(l.pointee.customRoleWord, r.pointee.customRoleWord)
            && same(l.pointee.traversalBefore, r.pointee.traversalBefore)
            && same(l.pointee.traversalAfter, r.pointee.traversalAfter)
            && same(l.pointee.navigatesTo, r.pointee.navigatesTo) && same(l.pointee.movesFocusTo, r.pointee.movesFocusTo)
            && same(l.pointee.opensDialog, r.pointee.opensDialog) && same(l.pointee.announcement, r.pointee.announcement)
            && l.pointee.customActions.count == r.pointee.customActions.count
            && (l.pointee.customActions.isEmpty
                || zip(l.pointee.customActions, r.pointee.customActions).allSatisfy { sameBytes($0, $1) })
    }

    /// Whether two strings are the same UTF-8 (or both nil). Inlined for the usual case, both nil (most of a box's
    /// strings are unset); two strings are compared byte for byte by ``sameBytes(_:_:)``.
    @inline(__always)
    static func same(_ left: String?, _ right: String?) -> Bool {
        guard let left else { return right == nil }
        guard let right else { return false }
        return sameBytes(left, right)
    }

    /// Whether two strings are the same UTF-8. Strings read from a file are contiguous, so this compares their bytes in
    /// place (`withUTF8` copies only a string that is not).
    static func sameBytes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { left in
            right.withUTF8 { right in
                left.count == right.count
                    && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// Whether two frames have the same bits in every number (or are both nil).
    @inline(__always)
    static func same(_ left: Frame?, _ right: Frame?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?):
            left.x.bitPattern == right.x.bitPattern && left.y.bitPattern == right.y.bitPattern
                && left.width.bitPattern == right.width.bitPattern && left.height.bitPattern == right.height.bitPattern
        default: false
        }
    }
}

/// The shared, copy-on-write storage of an element's ``ElementDetails``: elements copied from one another share one
/// box until one of them changes it. Compared and hashed by value.
final class ElementDetailsBox: Hashable, @unchecked Sendable {
    // Mutated only through `Element.updateDetails`, and only when uniquely referenced, so sharing it is safe. Its
    // accesses never overlap, so they are not checked as they run: ``withContents(_:)``'s in-place read, whose extent
    // the compiler cannot see, would otherwise have every read of an element's rarer properties checked.
    @exclusivity(unchecked) var value: ElementDetails

    init(_ value: ElementDetails) { self.value = value }

    static func == (lhs: ElementDetailsBox, rhs: ElementDetailsBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
