/// The bounds and step of a stepper's whole-number value.
public struct StepperRange: Hashable, Sendable {
    /// The smallest value; the decrement button is dimmed there.
    public var minimum: Int
    /// The largest value; the increment button is dimmed there.
    public var maximum: Int
    /// How much one activation changes the value; greater than zero.
    public var step: Int

    /// A range from `minimum` to `maximum` moving by `step`.
    /// - Precondition: `minimum <= maximum` and `step > 0` (the scenario parser reports these as errors first).
    public init(minimum: Int = 0, maximum: Int = 100, step: Int = 1) {
        precondition(minimum <= maximum, "A stepper's minimum \(minimum) is above its maximum \(maximum)")
        precondition(step > 0, "A stepper's step must be greater than zero, not \(step)")
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// `value`'s place in the range as a whole percentage, a half rounding up (`5` in `0...10` is `50`); 0 for a range
    /// of one value. How UIKit's slider and Android's SeekBar speak their value (<doc:ReaderProfiles>).
    public func percentage(of value: Int) -> Int {
        guard maximum > minimum else { return 0 }
        let share = (Double(value) - Double(minimum)) * 100 / (Double(maximum) - Double(minimum))
        return Int((share + 0.5).rounded(.down))
    }

    /// `value` moved by `steps` steps (negative to decrement), clamped to the bounds.
    public func moving(_ value: Int, by steps: Int) -> Int {
        let (product, overflowProduct) = step.multipliedReportingOverflow(by: steps)
        let (sum, overflowSum) = value.addingReportingOverflow(product)
        if overflowProduct || overflowSum { return steps < 0 ? minimum : maximum }
        return Swift.min(Swift.max(sum, minimum), maximum)
    }

    /// Whether `value` lies within the bounds.
    public func contains(_ value: Int) -> Bool { value >= minimum && value <= maximum }
}
