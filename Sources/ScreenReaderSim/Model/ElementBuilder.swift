/// Builds a list of elements from a closure, as `Screen` and containers take them:
///
///     Screen("Settings") {
///         Heading("Notifications")
///         Row { Icon("bell"); Text("Allow notifications"); Switch("Allow notifications", isOn: true) }
///     }
@resultBuilder
public enum ElementBuilder {
    /// One element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Several elements, e.g. from a loop.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The elements of each line, in order.
    public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [Element]) -> [Element] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [Element]) -> [Element] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
}
