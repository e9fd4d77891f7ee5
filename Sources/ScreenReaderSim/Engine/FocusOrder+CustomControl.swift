extension FocusOrder {
    /// `content` with what a custom control declares (``Element/accessibilityRole(_:)``, ``Element/accessibilityValue(_:)``,
    /// ``Element/accessibilityActions(_:)``), taken from the stop's control, else its element.
    /// `content` is consumed, so a stop that is no custom control is returned as it is, not copied.
    static func withCustomControl(_ content: consuming StopContent, index: ScreenIndex) -> StopContent {
        // The fields read in place (most stops are not custom controls: copying the element would cost more).
        let elements = index.elements
        let element = content.control ?? content.element
        guard elements[element].customRoleWord != nil || !elements[element].customActions.isEmpty
                || elements[element].accessibilityValue != nil, content.part == .whole else { return content }
        let declared = elements[element]
        var custom = content
        custom.customRoleWord = declared.customRoleWord
        custom.hasCustomActions = !declared.customActions.isEmpty
        if custom.valueText == nil { custom.valueText = declared.accessibilityValue }
        return custom
    }
}
