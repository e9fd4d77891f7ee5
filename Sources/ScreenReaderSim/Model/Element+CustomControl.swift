/// Modifiers for a custom control, so component specs beyond the built-in kinds can be written: its own role word,
/// value text and custom actions, as `accessibilityRoleDescription`/`roleDescription`, `accessibilityValue`/
/// `stateDescription` and `accessibilityCustomActions`/custom `AccessibilityAction`s declare them.
///
///     Button("Rating").accessibilityRole("star rating").accessibilityValue("3 of 5 stars")
///         .accessibilityActions(["Increase", "Decrease"])
///     // VoiceOver: "Rating, 3 of 5 stars, star rating, actions available"
///     // TalkBack:  "3 of 5 stars, Rating, star rating, double tap to activate, actions available, use tap with three fingers to view"
extension Element {
    /// The element with its own role word, spoken instead of the platform's (`star rating` instead of `button`).
    public func accessibilityRole(_ word: String) -> Element {
        var copy = self
        copy.customRoleWord = word
        copy.exposesRole = true
        return copy
    }

    /// The element with custom actions, listed in order; the reader says actions are available, where the platform does.
    public func accessibilityActions(_ names: [String]) -> Element {
        var copy = self
        copy.customActions = names
        return copy
    }
}
