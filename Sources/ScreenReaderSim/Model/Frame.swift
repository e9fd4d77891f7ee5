/// Where an element sits on screen, in points, origin at the top leading corner of the screen.
///
/// Frames are optional. When elements carry them, VoiceOver reads in geometric order; TalkBack keeps tree order.
public struct Frame: Hashable, Sendable {
    /// Distance from the screen's left edge to the element's left edge.
    public var x: Double
    /// Distance from the screen's top edge to the element's top edge.
    public var y: Double
    /// The element's width.
    public var width: Double
    /// The element's height.
    public var height: Double

    /// A frame with the given origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
