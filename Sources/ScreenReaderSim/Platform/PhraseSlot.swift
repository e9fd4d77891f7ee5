/// One part of an utterance; a ``PhraseTable`` lists them in the order a platform speaks them.
public enum PhraseSlot: String, Hashable, Sendable {
    /// The programmatic name.
    case name
    /// The state word: on/off, checked/not checked, selected.
    case state
    /// The value: a stepper's or slider's number (a slider's as a percentage when declared so), a text field's
    /// text (its placeholder while empty; nothing for a secure field), an expandable's data.
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
    /// The position in a series: `2 of 3` for a segment or a tab.
    case position
    /// The label of the control holding the stop (a segmented control's, a tab bar's), spoken only when focus
    /// arrives from outside that control.
    case containerLabel
    /// The state of a control that opens a pop-up (a menu button): `collapsed` while its menu is closed.
    case popUpState
    /// The editing word while a text field is being edited: "is editing" on iOS, "Editing" on Android.
    case editing
    /// The list info after a position when focus arrives from outside the series: TalkBack's `In list, 3 items`.
    case listInfo
    /// A text field's text when it holds some, else its name (TalkBack device profiles).
    case textOrName
    /// A text field's name when it holds text (after the role), else nothing (TalkBack device profiles).
    case nameAfterText
}
