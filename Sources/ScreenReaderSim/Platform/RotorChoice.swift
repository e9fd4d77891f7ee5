/// What swipe up and down move by once chosen: VoiceOver's rotor, TalkBack's reading controls (<doc:WhatEachReaderSays>).
public enum RotorChoice: String, CaseIterable, Hashable, Sendable {
    /// Headings.
    case headings
    /// Links.
    case links
    /// Form controls: every actionable stop except links and buttons (text fields, switches, checkboxes, radios,
    /// sliders, steppers, segments, tabs, menus).
    case formControls = "form controls"

    /// The words a scenario file writes after `rotor`, e.g. `form controls`.
    public var keyword: String { rawValue }

    /// Whether a stop spoken as `role`, whose control (if any) is of `controlKind`, is one this choice moves to.
    func matches(role: SpokenRole, controlKind: ElementKind?) -> Bool {
        switch self {
        case .headings: return role == .heading
        case .links: return controlKind == .link
        case .formControls:
            guard let controlKind else { return false }
            return Self.formControlKinds.contains(controlKind)
        }
    }

    /// The kinds of control `form controls` stops at.
    static let formControlKinds: Set<ElementKind> = [
        .textField, .switch, .checkbox, .radio, .slider, .stepper, .segment, .tab, .menu,
    ]
}
