extension Int {
    /// `value` rounded toward zero, clamped to what an `Int` holds (NaN is 0): drawing code converts measurements from
    /// frames a Swift caller may have made huge or non-finite, and must never trap on them.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
