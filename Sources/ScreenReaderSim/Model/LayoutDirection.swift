/// The reading direction of a screen's layout, which decides VoiceOver's order within a visual row.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (English and most languages).
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew): VoiceOver reads a visual row from its right end.
    case rightToLeft = "rtl"
}
