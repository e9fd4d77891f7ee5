/// An element's children, held by reference so that a tree of any depth is freed, compared and hashed without
/// recursion (a recursive walk overflows the stack somewhere past 10,000 levels).
///
/// It is a copy-on-write box: ``Element/children`` copies the list before changing a box another element shares, so
/// `Element` keeps value semantics. A leaf holds no box at all.
final class ElementChildren: Hashable, @unchecked Sendable {
    // @unchecked Sendable: a box is only ever changed while uniquely referenced (copy on write, or in `deinit`).
    var elements: [Element]

    private init(_ elements: [Element]) { self.elements = elements }

    /// A box for `elements`, or nil for none.
    static func holding(_ elements: [Element]) -> ElementChildren? {
        elements.isEmpty ? nil : ElementChildren(elements)
    }

    deinit {
        // Free the subtree level by level: take the children of every descendant that only this tree holds, so each
        // box is empty by the time it is freed and its own deinit returns at once.
        guard !elements.isEmpty else { return }
        var pending = elements
        elements = []
        while var element = pending.popLast() {
            if element.childList != nil, isKnownUniquelyReferenced(&element.childList!) {
                pending.append(contentsOf: element.childList!.elements)
                element.childList!.elements = []
            }
        }
    }

    /// Trees are equal when each element's own fields are equal (compared with its children detached) and so are
    /// their children, level by level, with an explicit stack.
    static func == (lhs: ElementChildren, rhs: ElementChildren) -> Bool {
        var pending: [(ElementChildren, ElementChildren)] = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            if left === right { continue }
            guard left.elements.count == right.elements.count else { return false }
            for (a, b) in zip(left.elements, right.elements) {
                guard a.withoutChildren == b.withoutChildren else { return false }
                switch (a.childList, b.childList) {
                case (nil, nil): continue
                case let (x?, y?): pending.append((x, y))
                default: return false
                }
            }
        }
        return true
    }

    /// Hashes every element's own fields and child count in depth-first order, with an explicit stack.
    func hash(into hasher: inout Hasher) {
        var pending: [ElementChildren] = [self]
        while let box = pending.popLast() {
            hasher.combine(box.elements.count)
            for element in box.elements {
                hasher.combine(element.withoutChildren)
                if let children = element.childList { pending.append(children) }
            }
        }
    }
}

extension Element {
    /// The element's children (rows, groups and radio groups hold them).
    public var children: [Element] {
        get { childList?.elements ?? [] }
        set { childList = ElementChildren.holding(newValue) }
        _modify {
            if childList == nil {
                var elements: [Element] = []
                yield &elements
                childList = ElementChildren.holding(elements)
                return
            }
            if !isKnownUniquelyReferenced(&childList!) {
                childList = ElementChildren.holding(childList!.elements)
            }
            yield &childList!.elements
            if childList!.elements.isEmpty { childList = nil }
        }
    }

    /// This element with its children detached: what ``ElementChildren`` compares and hashes one level at a time.
    var withoutChildren: Element {
        var copy = self
        copy.childList = nil
        return copy
    }
}
