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
        case .headings: return Self.isHeadingByOrdinal[role.ordinal]
        case .links: return controlKind?.facts.rotor == .links
        case .formControls: return controlKind?.facts.rotor == .formControls
        }
    }

    /// Whether each role (by ``SpokenRole/ordinal``) is spoken by a kind the headings choice moves to
    /// (``KindFacts/rotor``), read once from the kinds' table.
    private static let isHeadingByOrdinal: [Bool] = SpokenRole.allCases.map { role in
        ElementKind.allCases.contains { $0.facts.role == role && $0.facts.rotor == .headings }
    }
}
