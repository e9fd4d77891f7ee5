/// One part of an utterance; a ``PhraseTable`` lists them in the order a platform speaks them.
public enum PhraseSlot: String, Hashable, Sendable {
    /// The programmatic name.
    case name
    /// The state word: on/off, checked/not checked, selected.
    case state
    /// A stepper's current value.
    case value
    /// A stepper button's direction: decrement/increment, decrease/increase.
    case direction
    /// The role word: "switch button", "radio button", "heading".
    case role
    /// The disabled word: "dimmed" on iOS, "disabled" on Android.
    case disabled
    /// The platform's usage hint: "double tap to toggle setting".
    case usageHint
    /// The hint the element declares.
    case hint
}
