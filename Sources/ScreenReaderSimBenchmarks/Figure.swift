import Foundation

/// One measured figure, printed as `NAME: VALUE UNIT`.
public struct Figure: Hashable, Sendable, CustomStringConvertible {
    /// What was measured, e.g. `swipe voiceover 1k`.
    public let name: String
    /// The measured value.
    public let value: Double
    /// The unit, e.g. `ns/op`, `x`, `MB/s`.
    public let unit: String

    /// A figure named `name`.
    public init(_ name: String, _ value: Double, _ unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }

    /// `swipe voiceover 1k: 123.4 ns/op`.
    public var description: String {
        let magnitude = abs(value)
        let text: String = if value == value.rounded() && magnitude < 1e12 {
            String(Int(value))
        } else if magnitude >= 100 {
            String(format: "%.0f", value)
        } else if magnitude >= 10 {
            String(format: "%.1f", value)
        } else {
            String(format: "%.2f", value)
        }
        return "\(name): \(text) \(unit)"
    }

    /// `1k`, `10k`, `1M`: a size as the figure names write it.
    static func size(_ count: Int) -> String {
        if count >= 1_000_000 && count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
        if count >= 1_000 && count % 1_000 == 0 { return "\(count / 1_000)k" }
        return String(count)
    }
}
