/// A key on an external keyboard, as the seeds' keyboard criteria name them.
public enum Key: String, CaseIterable, Hashable, Sendable {
    /// Tab: next actionable stop.
    case tab
    /// Shift+Tab: previous actionable stop.
    case shiftTab = "shift+tab"
    /// Ctrl+Tab: first actionable stop of the next group.
    case ctrlTab = "ctrl+tab"
    /// Ctrl+Shift+Tab: first actionable stop of the previous group.
    case ctrlShiftTab = "ctrl+shift+tab"
    /// Space: activates on both platforms.
    case space
    /// Enter: activates on Android only.
    case enter
    /// Up arrow: previous actionable stop.
    case up
    /// Down arrow: next actionable stop.
    case down
    /// Left arrow: previous actionable stop (lowers a focused slider).
    case left
    /// Right arrow: next actionable stop (raises a focused slider).
    case right
    /// Escape: as the escape gesture, ends text editing.
    case escape

    /// The key as a scenario file writes it after `press`, e.g. `shift+tab`.
    public var keyword: String { rawValue }

    /// The key as people write it: `Enter`, `Shift+Tab`, `Down arrow`.
    public var displayName: String {
        switch self {
        case .tab: "Tab"
        case .shiftTab: "Shift+Tab"
        case .ctrlTab: "Ctrl+Tab"
        case .ctrlShiftTab: "Ctrl+Shift+Tab"
        case .space: "Space"
        case .enter: "Enter"
        case .up: "Up arrow"
        case .down: "Down arrow"
        case .left: "Left arrow"
        case .right: "Right arrow"
        case .escape: "Escape"
        }
    }
}
