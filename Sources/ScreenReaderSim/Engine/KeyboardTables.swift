/// The tables an external keyboard moves focus by in one focus order: the next and previous stop it can reach from each
/// position (Tab, Shift+Tab, arrows) and each stop's keyboard group (Ctrl+Tab).
///
/// Made from the order's stops the first time a reader of the order presses a key that moves focus (see
/// ``FocusOrder/keyboard``), not with the order: most runs never press one, and on a big screen the tables and the
/// walk that makes them cost a few bytes and some work for every element.
struct KeyboardTables: Sendable {
    /// The next stop an external keyboard can reach after each position (index 0 is "before the first stop").
    let nextReachable: OptionalPositionTable
    /// The previous stop an external keyboard can reach before each position (index 0 is "before the first stop").
    let previousReachable: OptionalPositionTable
    /// The keyboard group (Ctrl+Tab) of each stop: the outermost row, group, radio group or stepper holding it (its
    /// element index), or for a stop in none `-(position + 1)`; 32 bits each, as element indices are packed everywhere.
    let keyboardGroup: [Int32]

    /// The tables of the stops `contents` of `index`'s screen, whose elements are those of `window` (the screen's, or a
    /// dialog's or menu's subtree for its layer's order).
    init(contents: [StopContent], index: ScreenIndex, window: Range<Int>) {
        // The outermost grouping element at or above each element of the window, worked out top-down once (parents
        // come first), so deep nesting costs O(elements), not O(stops × depth). Above a layer's window, its ancestors'
        // outermost group is found once, walking up.
        func isGrouping(_ element: Int) -> Bool { index.elements[element].kind.facts.groupsKeyboardFocus }
        var aboveWindow = -1
        var ancestor = window.isEmpty ? nil : index.parent(of: window.lowerBound)
        while let current = ancestor {
            if isGrouping(current) { aboveWindow = current }
            ancestor = index.parent(of: current)
        }
        var outermostGroup = [Int](filledWith: -1, count: window.count)
        for element in window {
            let parent = index.parent(of: element)
            let above = parent.map { window.contains($0) ? outermostGroup[$0 - window.lowerBound] : aboveWindow } ?? -1
            outermostGroup[element - window.lowerBound] = above < 0 && isGrouping(element) ? element : above
        }
        self.keyboardGroup = contents.indices.map { position in
            let group = outermostGroup[contents[position].element - window.lowerBound]
            return Int32(group >= 0 ? group : -(position + 1))
        }

        let reachable = contents.indices.map { position in
            contents[position].control != nil && contents[position].isDeclaredEnabled && contents[position].isKeyboardReachable
        }
        var next = OptionalPositionTable(repeating: nil, count: contents.count + 1)
        var upcoming: Int?
        for position in stride(from: contents.count - 1, through: -1, by: -1) {
            next[position + 1] = upcoming
            if position >= 0 && reachable[position] { upcoming = position }
        }
        var previous = OptionalPositionTable(repeating: nil, count: contents.count + 1)
        var earlier: Int?
        for position in 0..<contents.count {
            previous[position + 1] = earlier
            if reachable[position] { earlier = position }
        }
        // "Before the first stop" has nothing before it.
        previous[0] = nil
        self.nextReachable = next
        self.previousReachable = previous
    }
}
