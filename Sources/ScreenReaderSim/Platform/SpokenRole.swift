/// The role a focus stop is spoken as; each platform's ``PhraseTable`` has an order and words for each.
public enum SpokenRole: String, CaseIterable, Hashable, Sendable {
    /// Plain text, a radio group's label, or a row with no single control: the name only.
    case text
    /// A heading.
    case heading
    /// A labelled image.
    case image
    /// A push button.
    case button
    /// A toggle switch.
    case `switch`
    /// A checkbox.
    case checkbox
    /// A radio button.
    case radio
    /// One of a stepper's two buttons.
    case stepperButton = "stepper button"
    /// A text field.
    case textField = "text field"
    /// A secure text field (a password).
    case secureTextField = "secure text field"
    /// A slider (adjustable).
    case slider
    /// One segment of a segmented control.
    case segment
    /// One tab of a tab bar.
    case tab
    /// A link.
    case link
    /// An expandable (disclosure).
    case expandable
    /// A menu button (dropdown), spoken with its value and `collapsed`.
    case menuButton = "menu button"
    /// One option of an open menu.
    case option

    /// The role an element is spoken as on its own: its kind's role (``KindFacts/role``), a secure text field's own role.
    public init(_ element: Element) {
        let facts = element.kind.facts
        self = facts.value == .editedText && element.isSecure ? .secureTextField : facts.role
    }

    /// ``init(_:)-(Element)`` of the element at `position` of `elements`, its fields read in place: passing the element
    /// copied it whole, retaining its label, its box of rarer properties and its children, to read its kind (and for a
    /// text field whether it is secure). A focus order asks it for every control stop.
    @inline(__always)
    static func of(_ position: Int, in elements: [Element]) -> SpokenRole {
        let facts = elements[position].kind.facts
        return facts.value == .editedText && elements[position].isSecure ? .secureTextField : facts.role
    }

    /// The role an element of `kind` is spoken as on its own (``KindFacts/role``).
    public init(_ kind: ElementKind) {
        self = kind.facts.role
    }

    /// The role's position in ``SpokenRole/allCases``, for tables laid out by role: a case without a payload is stored
    /// as its place in the declaration, which is the order `allCases` lists (`SpokenRoleOrdinalTests` checks every
    /// role), so a new role needs no entry here.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// Whether the kinds spoken as this role are adjustable (``KindFacts/isAdjustable``, a slider's role): their value
    /// is their state, which a profile may speak as a percentage of the range.
    var isAdjustable: Bool { Self.adjustableByOrdinal[ordinal] }

    /// ``isAdjustable`` of each role, by ordinal, read once from the kinds' table.
    private static let adjustableByOrdinal: [Bool] = allCases.map { role in
        ElementKind.allCases.contains { $0.facts.role == role && $0.facts.isAdjustable }
    }
}
