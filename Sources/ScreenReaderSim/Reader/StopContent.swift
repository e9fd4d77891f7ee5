/// What a focus stop is made of, worked out once when the order is built: the parts of its utterance that never change.
///
/// Live state (on/off, value, a stepper button dimmed at its bound) is read from the reader when the stop is spoken,
/// so a state change never rebuilds the stop list.
struct StopContent: Hashable, Sendable {
    /// The element the stop belongs to.
    var element: Int
    /// Which part of the element the stop is.
    var part: FocusStop.Part
    /// The control whose role, state and action the stop takes.
    var control: Int?
    /// The role the stop is spoken as.
    var role: SpokenRole
    /// The programmatic name.
    var name: String
    /// The declared hint.
    var hint: String?
    /// Whether the role word is spoken (false for custom controls).
    var exposesRole: Bool
    /// Whether the state or value is spoken (false for stateless custom controls).
    var exposesState: Bool
    /// Whether the stop and its control are enabled as declared (a stepper's bounds are checked live).
    var isDeclaredEnabled: Bool
    /// Whether an external keyboard can reach the stop.
    var isKeyboardReachable: Bool
    /// A text field's placeholder, spoken while it is empty.
    var placeholder: String? = nil
    /// Data spoken in the value slot whatever the state (an expandable's accessibility value).
    var valueText: String? = nil
    /// Whether a slider's value is spoken as a percentage.
    var showsPercent: Bool = false
    /// A segment's or tab's 1-based place among its control's shown children, and their count.
    var seriesPosition: SeriesPosition? = nil
    /// The segmented control or tab bar holding the stop, whose label is spoken when focus arrives from outside it.
    var container: Int? = nil
    /// That container's label.
    var containerLabel: String? = nil

    /// A 1-based place in a series and the series' length.
    struct SeriesPosition: Hashable, Sendable {
        /// The 1-based place.
        var index: Int
        /// How many items the series has.
        var count: Int
    }
}
