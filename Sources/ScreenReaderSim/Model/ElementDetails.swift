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

    /// Whether nothing is set.
    var isEmpty: Bool { self == ElementDetails() }
}

/// The shared, copy-on-write storage of an element's ``ElementDetails``: elements copied from one another share one
/// box until one of them changes it. Compared and hashed by value.
final class ElementDetailsBox: Hashable, @unchecked Sendable {
    // Mutated only through `Element.updateDetails`, and only when uniquely referenced, so sharing it is safe.
    var value: ElementDetails

    init(_ value: ElementDetails) { self.value = value }

    static func == (lhs: ElementDetailsBox, rhs: ElementDetailsBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
