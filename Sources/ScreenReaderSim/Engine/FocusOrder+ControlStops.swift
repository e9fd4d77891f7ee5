/// The stops of the single-stop controls: text fields, sliders, segments and tabs, links, expandables.
extension FocusOrder {
    /// The one stop of a text field, slider, segment, tab, link or expandable, with what its utterance needs beyond a
    /// name: a placeholder, a percentage, static data, and for a segment or tab its container (positions come later).
    static func controlStop(of element: Int, index: ScreenIndex) -> StopContent {
        // Fields are read in place: copying the element out would retain everything it holds.
        let elements = index.storage.elements
        var content = StopContent(
            element: element, part: .whole, control: element, role: SpokenRole.of(element, in: elements),
            name: elements[element].name, hint: elements[element].hint, exposesRole: elements[element].exposesRole,
            exposesState: elements[element].exposesState, isDeclaredEnabled: index.isEffectivelyEnabled[element],
            isKeyboardReachable: elements[element].isKeyboardReachable
        )
        // The rarer parts are set only when present: setting one to its default costs a look at the shared box.
        if let placeholder = elements[element].placeholder { content.placeholder = placeholder }
        if elements[element].showsPercent { content.showsPercent = true }
        if let value = elements[element].accessibilityValue { content.valueText = value }
        if elements[element].kind.isSeriesItem, let parent = index.parent(of: element),
           index.elements[parent].kind.requiredChildKind == elements[element].kind {
            content.setSpokenContainer(parent)
        }
        return content
    }

    /// A row's merged stop takes a merged text field's or slider's placeholder and percentage too.
    static func controlDetails(of control: Int, into content: inout StopContent, index: ScreenIndex) {
        let elements = index.storage.elements
        content.role = SpokenRole.of(control, in: elements)
        if let placeholder = elements[control].placeholder { content.placeholder = placeholder }
        if elements[control].showsPercent { content.showsPercent = true }
    }

    /// Gives each segment, tab and grouped radio its `N of M`: its place among its container's children that are not hidden
    /// (disabled ones count), in declaration order. One pass over the stops. `window`: the elements the order is made of
    /// (a layer's subtree, or the whole screen), where the stops' containers are.
    static func assignSeriesPositions(_ contents: inout [StopContent], index: ScreenIndex, window: Range<Int>) {
        // A stop's container is its element's parent, so its place is its element's among the container's shown
        // children (ascending, found by binary search). The stops of one container usually come together, so its list
        // is made when they start and kept at hand; only a container whose stops come back after another's (frames can
        // interleave two groups) has its list kept aside, so a big screen's many groups leave no list each behind.
        var placeBoxes = SeriesPlaceBoxes()
        // Which containers' lists were made (a big screen has thousands of containers), in a set covering the order's
        // window: a dialog's or menu's order marks its own few in a set of its size, not the screen's (a set of the
        // screen's size was cleared at every layer's first open, the one part of it that grew with the screen). A
        // container outside the window, which no stop of it should have, is marked in a `Set` instead.
        var seen = ElementBitSet(covering: window)
        var seenOutside = Set<Int>()
        var keptAside: [Int: [Int]] = [:]
        var lastContainer = -1
        var shown: [Int] = []
        for position in contents.indices {
            guard let container = contents[position].container else { continue }
            if container != lastContainer {
                if let known = keptAside[container] {
                    shown = known
                } else {
                    // The container's children in one walk (each child's subtree skipped), kept when shown and, in a
                    // radio group, when a radio; the list is refilled in place, not made again.
                    let onlyRadios = index.elements[container].kind == .radioGroup
                    shown.removeAll(keepingCapacity: true)
                    let storage = index.storage
                    var child = container + 1
                    let end = storage.descendants(of: container).upperBound
                    while child < end {
                        if !storage.isEffectivelyHidden[child]
                            && (!onlyRadios || storage.elements[child].kind.facts.activation == .selectRadio) {
                            shown.append(child)
                        }
                        child = storage.descendants(of: child).upperBound
                    }
                    let isNew = window.contains(container) ? seen.insert(container) : seenOutside.insert(container).inserted
                    if !isNew { keptAside[container] = shown }
                }
                lastContainer = container
            }
            let element = contents[position].element
            let place = shown.firstIndex(notBelow: element)
            let series = place < shown.count && shown[place] == element
                ? StopContent.SeriesPosition(index: place + 1, count: shown.count) : nil
            if let series, !contents[position].hasRarerParts {
                // A stop with no other rarer part (a radio) takes the one box of its place.
                contents[position].rarerParts = placeBoxes.box(for: series)
            } else {
                contents[position].seriesPosition = series
            }
        }
    }
}
