/// A dialog or menu open over the screen, as one reader holds it: the layer's own focus order, and what to go back to
/// when it closes. Part of the reader's own state; the orders are the compiled screen's, shared.
struct OpenLayer {
    /// The dialog or menu element.
    let element: Int
    /// The stop (in the order below) whose activation opened the layer; nil when it was opened from nothing.
    let opener: Int?
    /// The order below (the screen's, or the dialog's this one opened over), put back on close.
    let underlyingOrder: FocusOrder
    /// The focus in the order below when the layer opened.
    let underlyingFocus: Int?
    /// The order below's count of stops hidden by collapsed expandables, put back on close.
    let underlyingCounter: VisibleStopCounter?
}
