/// Modifiers for screens that change: dialogs that open and close, and announcements.
extension Element {
    /// The dialog, as an alert: VoiceOver says `Alert` in the same utterance as its title when it opens.
    public func alert(_ isAlert: Bool = true) -> Element {
        var copy = self
        copy.isAlert = isAlert
        return copy
    }

    /// The control, opening the dialog with id `dialog` when activated (after its own action).
    public func opens(_ dialog: String) -> Element {
        var copy = self
        copy.opensDialog = dialog
        return copy
    }

    /// The control, closing the dialog that holds it when activated; focus returns to the control that opened it.
    public func closes(_ closes: Bool = true) -> Element {
        var copy = self
        copy.closesDialog = closes
        return copy
    }

    /// The control, making the reader speak `text` when activated, without moving focus (a toast or snackbar).
    public func announces(_ text: String) -> Element {
        var copy = self
        copy.announcement = text
        return copy
    }
}
