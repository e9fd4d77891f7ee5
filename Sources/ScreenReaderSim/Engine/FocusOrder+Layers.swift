/// The stops of layers over the screen: a dialog's title, a menu button, a menu's options and VoiceOver's dismiss button.
///
/// A dialog or menu is a layer: its children are not stops of the screen, but of an order of its own, built from the
/// same index the first time the layer opens (``CompiledScreen/focusOrder(for:layer:)``) and shared after that.
extension FocusOrder {
    /// The stops a dialog, menu or option makes by itself, in the screen's order or in `layer`'s.
    static func layerStops(of element: Int, index: ScreenIndex, layer: Int?) -> [StopContent] {
        let declared = index.elements[element]
        func content(_ role: SpokenRole, part: FocusStop.Part = .whole, control: Int?) -> StopContent {
            StopContent(element: element, part: part, control: control, role: role, name: declared.name, hint: declared.hint,
                        exposesRole: declared.exposesRole, exposesState: declared.exposesState,
                        isDeclaredEnabled: index.isEffectivelyEnabled[element],
                        isKeyboardReachable: declared.isKeyboardReachable)
        }
        switch declared.kind.facts.layer {
        case .modal:
            // Its title is its first stop, a text; on the screen it makes none.
            guard element == layer, !declared.name.isEmpty else { return [] }
            var title = content(.text, part: .title, control: nil)
            title.hint = nil
            return [title]
        case .popup:
            // The menu button is a stop of the screen; in its own layer only the options are.
            return element == layer ? [] : [content(.menuButton, control: element)]
        case nil:
            // An option, spoken as its kind's role.
            var option = content(declared.kind.facts.role, control: element)
            if let menu = index.parent(of: element), index.elements[menu].kind.facts.layer == .popup {
                let shown = index.children(of: menu).filter { !index.isEffectivelyHidden[$0] && index.elements[$0].kind.facts.activation == .chooseOption }
                if let place = shown.firstIndex(of: element) {
                    option.seriesPosition = StopContent.SeriesPosition(index: place + 1, count: shown.count)
                }
            }
            return [option]
        }
    }

    /// The button a platform adds after an open menu's last option (VoiceOver's `Dismiss context menu`), if it adds one.
    /// It belongs to the screen reader, not the app: a keyboard does not reach it.
    static func dismissStop(of layer: Int, index: ScreenIndex, rules: PlatformRules) -> StopContent? {
        guard index.elements[layer].kind.facts.layer == .popup, let label = rules.layerPhrases.menuDismissLabel else { return nil }
        return StopContent(element: layer, part: .dismiss, control: layer, role: KindFacts.dismissRole, name: label, hint: nil,
                           exposesRole: true, exposesState: true, isDeclaredEnabled: true, isKeyboardReachable: false)
    }
}

extension ElementKind {
    /// Whether an element of this kind opens as a layer over the screen (a dialog, a menu's options).
    public var opensLayer: Bool { facts.opensLayer }
}
