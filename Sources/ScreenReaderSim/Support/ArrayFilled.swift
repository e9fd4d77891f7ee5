extension Array {
    /// `count` copies of `value`: the same array as `init(repeating:count:)`, allocated through code specialized for
    /// the element type. The standard initializer allocates in a generic function that looks the array's storage type
    /// up at run time on every call, which costs more than filling a small array; and the copies are written straight
    /// into the new storage (appending a repeated value checks the capacity and copies one element at a time).
    /// Always inlined (as ``init(hugePagedCapacity:initializingWith:)`` is): a caller then sees the table is its own, and
    /// writes to it without checking at every write that it is not shared.
    @inline(__always)
    init(filledWith value: Element, count: Int) {
        self.init(hugePagedCapacity: count) { buffer, initialized in
            buffer.initialize(repeating: value)
            initialized = count
        }
    }
}
