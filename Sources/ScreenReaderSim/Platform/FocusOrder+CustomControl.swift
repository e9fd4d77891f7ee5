extension FocusOrder {
    /// `content` with what a custom control declares (``Element/accessibilityRole(_:)``, ``Element/accessibilityValue(_:)``,
    /// ``Element/accessibilityActions(_:)``), taken from the stop's control, else its element.
    static func withCustomControl(_ content: StopContent, index: ScreenIndex) -> StopContent {
        let declared = index.elements[content.control ?? content.element]
        guard declared.customRoleWord != nil || !declared.customActions.isEmpty || declared.accessibilityValue != nil,
              content.part == .whole else { return content }
        var custom = content
        custom.customRoleWord = declared.customRoleWord
        custom.hasCustomActions = !declared.customActions.isEmpty
        if custom.valueText == nil { custom.valueText = declared.accessibilityValue }
        return custom
    }
}
