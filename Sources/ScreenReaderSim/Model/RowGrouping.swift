/// How VoiceOver's order by position groups frames into visual rows (<doc:ScenarioLanguage>, <doc:ImportingRealApps>).
public enum RowGrouping: String, Hashable, Sendable, CaseIterable {
    /// Each pair of origins is compared: closer than the row tolerance (8 points) vertically, they are one row
    /// (AccessibilitySnapshot's comparator). Written screens read this way.
    case pairwise
    /// Rows anchored at each row's first stop: the stops sorted by their frame's top (ties in tree order), the first
    /// opening a row and each next one joining it while its top is less than the row tolerance below the top of the
    /// stop that opened it, else opening the next row; within a row by x (ties in tree order). Deterministic whatever
    /// the sort, so imports read this way; a scenario file asks for it with `anchored-rows` on the `screen` line.
    case anchored = "anchored-rows"
}
