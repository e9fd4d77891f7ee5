/// What a lookup key names, worked out once when a screen is indexed: the one element it finds, or the controls that
/// make it ambiguous.
///
/// The rule (see ``ScreenIndex/element(_:)``): of the elements answering to the key, in order, the one control if there
/// is exactly one, the first element if there is no control, and an ambiguity when two or more are controls
/// (``LabelTable/Builder`` works it out as the elements come).
enum LabelMatch: Equatable, Sendable {
    /// The key finds this element.
    case element(Int)
    /// Two or more controls answer to the key (in order).
    case ambiguous([Int])
}
