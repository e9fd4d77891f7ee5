// The screen DSL for layers over the screen: dialogs and menus.
// swiftlint:disable identifier_name

/// A dialog, hidden until a control that ``Element/opens(_:)`` its `id` is activated. Its `title` is its first stop,
/// a text; `alert` makes VoiceOver say `Alert` as it opens.
///
///     Button("Pay").opens("failed")
///     Dialog("Sign in failed", id: "failed", alert: true) {
///         Text("The password is incorrect.")
///         Button("OK").closes()
///     }
public func Dialog(_ title: String, id: String, alert: Bool = false, @ElementBuilder _ content: () -> [Element]) -> Element {
    var dialog = Element(.dialog, title, children: content())
    dialog.id = id
    dialog.isAlert = alert
    return dialog
}

/// A menu button (dropdown) whose options open as a layer over the screen; `value` names the selected option.
///
///     Menu("Sort by", value: "Newest") { Option("Newest"); Option("Oldest") }
public func Menu(_ label: String, value: String? = nil, @ElementBuilder _ options: () -> [Element]) -> Element {
    let declared = options()
    let value = value ?? declared.first { $0.kind.facts.activation == .chooseOption && $0.state == .selected }?.name ?? ""
    let children = declared.map { option -> Element in
        guard option.kind.facts.activation == .chooseOption, !value.isEmpty else { return option }
        var chosen = option
        chosen.state = Speech.normalized(option.name) == Speech.normalized(value) ? .selected : .unselected
        return chosen
    }
    return Element(.menu, label, state: .text(value), children: children)
}

/// One option of a ``Menu(_:value:_:)``.
public func Option(_ label: String, isSelected: Bool = false) -> Element {
    Element(.option, label, state: isSelected ? .selected : .unselected)
}
