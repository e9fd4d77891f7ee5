/// Modifiers that read like SwiftUI's: each returns a copy of the element with one property changed.
extension Element {
    /// The element, disabled (or enabled again with `false`).
    public func disabled(_ isDisabled: Bool = true) -> Element { with { $0.isEnabled = !isDisabled } }

    /// The element, hidden from screen readers.
    public func hidden(_ isHidden: Bool = true) -> Element { with { $0.isHidden = isHidden } }

    /// The element with an accessibility label that overrides its visible label.
    public func accessibilityLabel(_ label: String) -> Element { with { $0.accessibilityLabel = label } }

    /// The element with a hint, spoken last.
    public func hint(_ hint: String) -> Element { with { $0.hint = hint } }

    /// The element with an id that order overrides and lookups can use.
    public func id(_ id: String) -> Element { with { $0.id = id } }

    /// The element at a position on screen.
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Element {
        with { $0.frame = Frame(x: x, y: y, width: width, height: height) }
    }

    /// The element with an explicit focus-order position (lower first, ahead of elements without one).
    public func order(_ position: Int) -> Element { with { $0.order = position } }

    /// The element read just after the element with id `target` (Android `accessibilityTraversalAfter`).
    public func traversal(after target: String) -> Element { with { $0.traversalAfter = target } }

    /// The element read just before the element with id `target` (Android `accessibilityTraversalBefore`).
    public func traversal(before target: String) -> Element { with { $0.traversalBefore = target } }

    /// The element as a custom control that exposes no role.
    public func customRole() -> Element { with { $0.exposesRole = false } }

    /// The element as a custom control that exposes no state or value.
    public func stateless() -> Element { with { $0.exposesState = false } }

    /// The element, unreachable by an external keyboard.
    public func keyboardUnreachable() -> Element { with { $0.isKeyboardReachable = false } }

    /// The element, declared to open or navigate to `destination` when activated.
    public func navigates(to destination: String) -> Element { with { $0.navigatesTo = destination } }

    /// The element, declared to move focus to the element with this id or label when activated.
    public func movesFocus(to target: String) -> Element { with { $0.movesFocusTo = target } }

    /// A text field with a placeholder, spoken only while it is empty (a placeholder is never a name).
    public func placeholder(_ text: String) -> Element { with { $0.placeholder = text } }

    /// A secure text field (a password): its value is never spoken, and typing into it echoes nothing.
    public func secure(_ isSecure: Bool = true) -> Element { with { $0.isSecure = isSecure } }

    /// A slider whose value is a percentage: `50%` on iOS, `50 percent` on Android.
    public func percent(_ showsPercent: Bool = true) -> Element { with { $0.showsPercent = showsPercent } }

    /// The element with an accessibility value: an expandable's data, spoken after its name in every state.
    public func accessibilityValue(_ value: String) -> Element { with { $0.accessibilityValue = value } }

    /// The element's text limited to `lines` lines at `width` points (or its frame's width).
    public func lineLimit(_ lines: Int, width: Double? = nil) -> Element {
        with {
            $0.lineLimit = lines
            if let width { $0.width = width }
        }
    }

    private func with(_ change: (inout Element) -> Void) -> Element {
        var copy = self
        change(&copy)
        return copy
    }
}
