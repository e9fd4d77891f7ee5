extension Array {
    /// `count` copies of `value`: the same array as `init(repeating:count:)`, allocated through code specialized for
    /// the element type. The standard initializer allocates in a generic function that looks the array's storage type
    /// up at run time on every call, which costs more than filling a small array.
    init(filledWith value: Element, count: Int) {
        self.init()
        append(contentsOf: repeatElement(value, count: count))
    }
}
