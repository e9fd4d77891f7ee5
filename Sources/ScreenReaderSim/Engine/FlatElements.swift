/// A screen's elements laid out flat, depth-first, each with its parent's position: the form a ``ScreenIndex`` keeps,
/// which a scenario file's screen is lowered into directly (no nested tree is built for it) and a ``Screen`` built in
/// Swift is flattened into.
///
/// Every element's children are detached (``Element/childList`` is nil): a subtree is the positions from the element
/// to its subtree's end. Built and read with explicit loops, so nesting depth never reaches the call stack.
struct FlatElements {
    /// Every element, depth-first (parents before their children, a subtree contiguous), children detached.
    var elements: [Element]
    /// Each element's parent position, -1 at the top level.
    var parents: [Int32]

    /// The elements of `top` and everything below it, depth-first, each element copied once with its children detached,
    /// and those declaring the same rarer properties sharing one box of them (``ElementDetailsPool``).
    init(flattening top: [Element]) {
        let count = Self.elementCount(top)
        var elements: [Element] = []
        var parents: [Int32] = []
        elements.reserveCapacityOnHugePages(count)
        parents.reserveCapacityOnHugePages(count)
        /// One list of children being flattened: the list, the next child to take, and the parent's position.
        struct PendingList {
            var children: [Element]
            var next: Int
            let parent: Int32
        }
        var lists = [PendingList(children: top, next: 0, parent: -1)]
        var pool = ElementDetailsPool()
        while let last = lists.indices.last {
            let next = lists[last].next
            guard next < lists[last].children.count else {
                lists.removeLast()
                continue
            }
            lists[last].next = next + 1
            var flat = lists[last].children[next]
            let children = flat.childList
            flat.childList = nil
            flat.shareDetails(in: &pool)
            let position = Int32(elements.count)
            parents.append(lists[last].parent)
            elements.append(flat)
            if let children { lists.append(PendingList(children: children.elements, next: 0, parent: position)) }
        }
        self.elements = elements
        self.parents = parents
    }

    /// `elements` with `parents`, which must be laid out depth-first (see ``isDepthFirst(_:)``).
    init(elements: [Element], parents: [Int32]) {
        self.elements = elements
        self.parents = parents
    }

    /// How many elements `top` and everything below it hold.
    private static func elementCount(_ top: [Element]) -> Int {
        var count = top.count
        var pending: [ElementChildren] = []
        for index in top.indices { if let children = top[index].childList { pending.append(children) } }
        while let box = pending.popLast() {
            count += box.elements.count
            for index in box.elements.indices {
                if let children = box.elements[index].childList { pending.append(children) }
            }
        }
        return count
    }

    /// Whether `parents` describes a depth-first layout: each element's parent is -1 or an element before it whose
    /// subtree is still open (so every subtree is a run of positions). O(elements).
    static func isDepthFirst(_ parents: [Int32]) -> Bool {
        // The open elements, innermost last, in a buffer of one entry per element (the most that can be open; only the
        // deepest nesting's worth is ever written), read and written without the checks a growing list makes.
        let open = UnsafeMutableBufferPointer<Int32>.allocate(capacity: max(parents.count, 1))
        defer { open.deallocate() }
        return parents.withUnsafeBufferPointer { parents in
            var depth = 0
            for position in parents.indices {
                let parent = parents[position]
                while depth > 0 && open[depth - 1] != parent { depth -= 1 }
                // Once the closed ones are popped, a parent is the innermost open element, or there is none.
                if parent >= 0 && depth == 0 { return false }
                open[depth] = Int32(truncatingIfNeeded: position)
                depth += 1
            }
            return true
        }
    }

    /// One past each element's last descendant, for a depth-first layout: an element's descendants are the positions
    /// between it and this.
    static func subtreeEnds(_ parents: [Int32]) -> [Int32] {
        var ends = [Int32](unsafeUninitializedCapacity: parents.count) { buffer, initialized in
            for position in parents.indices { buffer[position] = Int32(position + 1) }
            initialized = parents.count
        }
        for position in parents.indices.reversed() {
            let parent = Int(parents[position])
            if parent >= 0 && ends[parent] < ends[position] { ends[parent] = ends[position] }
        }
        return ends
    }

    /// The nested tree: the top-level elements, each holding its children. Built from the last element back, so each
    /// element is complete when it moves into its parent's list (made once at its size).
    func tree() -> [Element] {
        var childCounts = [Int](repeating: 0, count: elements.count)
        var topLevelCount = 0
        for parent in parents {
            if parent >= 0 { childCounts[Int(parent)] += 1 } else { topLevelCount += 1 }
        }
        var pendingChildren = [[Element]](repeating: [], count: elements.count)
        var topLevel: [Element] = []
        topLevel.reserveCapacity(topLevelCount)
        for position in elements.indices.reversed() {
            var built = elements[position]
            // Taken out of the list (left empty), so reversing it in place copies nothing.
            var children: [Element] = []
            swap(&children, &pendingChildren[position])
            if !children.isEmpty {
                Self.reverseByMoving(&children)
                built.children = children
            }
            let parent = Int(parents[position])
            if parent >= 0 {
                if pendingChildren[parent].isEmpty { pendingChildren[parent].reserveCapacity(childCounts[parent]) }
                pendingChildren[parent].append(consume built)
            } else {
                topLevel.append(consume built)
            }
        }
        Self.reverseByMoving(&topLevel)
        return topLevel
    }

    /// Reverses `list` in place by moving its elements, not copying them (a generic reverse swaps through copies, and an
    /// element holds several references to retain and release).
    static func reverseByMoving(_ list: inout [Element]) {
        list.withUnsafeMutableBufferPointer { buffer in
            guard var low = buffer.baseAddress, buffer.count > 1 else { return }
            var high = low + (buffer.count - 1)
            while low < high {
                let saved = low.move()
                low.moveInitialize(from: high, count: 1)
                high.initialize(to: saved)
                low += 1
                high -= 1
            }
        }
    }
}
