/// Stops that come and go: which stops can be visited now, and moving past the ones that cannot.
///
/// The focus order holds every stop, an expandable's children included (see ``StopRegions``). A stop is navigable now
/// when it lies in the top layer (the whole screen until a dialog or menu opens over it) and no region holding it is
/// closed. Which regions are closed is kept per reader (``VisibleStopCounter``), so a move skips closed regions in O(1)
/// per region skipped (O(log₆₄ regions) in a nest of many) at any depth of nesting; opening or closing one recounts at
/// most the regions below it, and in a nest of many, only the closed ones that become or stop being outermost.
extension ScreenReader {
    /// Whether the region is open now: an expandable's is open while it is expanded.
    func isOpen(_ region: StopRegions.Region) -> Bool { states[region.owner] == .expanded }

    /// Builds the reader's table of closed regions and hidden stops from the live states, unless it is there already.
    func makeRegionVisibilityIfNeeded() {
        if visibleCounter == nil { visibleCounter = VisibleStopCounter(order.regions, isOpen: isOpen) }
    }

    /// The outermost closed region holding `position`, if any. O(1) (O(log₆₄ regions) in a nest of many regions): the
    /// reader's table of closed regions (``VisibleStopCounter``) is built from the live states on first use and kept up
    /// to date by ``regionChanged(owner:)``.
    func outermostClosed(at position: Int) -> StopRegions.Region? {
        guard !order.regions.isEmpty else { return nil }
        makeRegionVisibilityIfNeeded()
        // While nothing is hidden, no stop is in a closed region: the stop's region is not looked up (on a big screen,
        // a trip to memory per touch).
        if visibleCounter?.hidesNothing ?? true { return nil }
        let innermost = order.regions.innermost[position]
        guard innermost >= 0, let closed = visibleCounter?.outermostClosed(above: innermost) else { return nil }
        return order.regions.regions[closed]
    }

    /// The range of positions focus can move in: the whole current order (the top layer's, while a dialog or menu is
    /// open over the screen: see ScreenReader+Layers).
    var navigationBounds: Range<Int> { 0..<order.contents.count }

    /// Whether focus can be on `position` now.
    func isNavigable(_ position: Int) -> Bool {
        navigationBounds.contains(position) && outermostClosed(at: position) == nil
    }

    /// The first navigable stop after `position` (nil: from before the first stop), skipping closed regions.
    package func navigable(after position: Int?) -> Int? {
        let bounds = navigationBounds
        var candidate = max((position ?? (bounds.lowerBound - 1)) + 1, bounds.lowerBound)
        while candidate < bounds.upperBound {
            guard let closed = outermostClosed(at: candidate) else { return candidate }
            candidate = order.regions.run(of: closed, holding: candidate).upperBound
        }
        return nil
    }

    /// The last navigable stop before `position` (nil: from after the last stop), skipping closed regions.
    func navigable(before position: Int?) -> Int? {
        let bounds = navigationBounds
        var candidate = min((position ?? bounds.upperBound) - 1, bounds.upperBound - 1)
        while candidate >= bounds.lowerBound {
            guard let closed = outermostClosed(at: candidate) else { return candidate }
            candidate = order.regions.run(of: closed, holding: candidate).lowerBound - 1
        }
        return nil
    }

    /// For a keyboard move that landed on `position` inside a closed region: the stop to continue the table lookup
    /// from (the last stop of the hidden run holding it going forward, its first going back), so one lookup skips the
    /// whole run.
    /// Nil when `position` is not hidden.
    func keyboardSkip(from position: Int, forward: Bool) -> Int? {
        guard let closed = outermostClosed(at: position) else { return nil }
        let hidden = order.regions.run(of: closed, holding: position)
        return forward ? hidden.upperBound - 1 : hidden.lowerBound
    }

    // MARK: - Shown positions

    /// The stop at `position` of the full order, numbered as a user sees it now.
    func shownStop(at position: Int) -> FocusStop { shown(order.stop(at: position)) }

    /// ``shownStop(at:)`` of a stop whose content the caller holds.
    func shownStop(at position: Int, content: StopContent) -> FocusStop { shown(order.stop(at: position, content: content)) }

    /// `stop` numbered among the stops navigable now.
    private func shown(_ stop: FocusStop) -> FocusStop {
        guard !order.regions.isEmpty else { return stop }
        return stop.shown(at: shownPosition(of: stop.orderIndex))
    }

    /// The 0-based place of `position` among the stops navigable now (for a hidden stop, the place it would take).
    func shownPosition(of position: Int) -> Int {
        var anchor = position
        if let closed = outermostClosed(at: position) {
            anchor = order.regions.run(of: closed, holding: position).lowerBound
        }
        var hidden = 0
        if !order.regions.isEmpty {
            makeRegionVisibilityIfNeeded()
            hidden = visibleCounter?.hiddenBefore(anchor) ?? 0
        }
        return anchor - hidden - navigationBounds.lowerBound
    }

    /// The stops navigable now, numbered from 0.
    var visibleStops: [FocusStop] {
        var result: [FocusStop] = []
        var position = navigable(after: nil)
        while let current = position {
            result.append(order.stop(at: current).shown(at: result.count))
            position = navigable(after: current)
        }
        return result
    }

    /// Every stop of the full order, each numbered by its place in it (the audit reads collapsed content too).
    public var allStops: [FocusStop] { order.stops }

    // MARK: - Changing what is shown

    /// An expandable (or any region owner) changed state: at most its region and the ones inside are recounted.
    func regionChanged(owner element: Int) {
        guard let id = order.regions.regionOwnedBy[element], visibleCounter != nil else { return }
        visibleCounter?.regionChanged(id, in: order.regions, isOpen: isOpen)
    }

    /// A touch: focus lands on the stop, unless it is inside something closed now (no effect, with a reason).
    func touch(_ position: Int, into events: inout [ReaderEvent]) {
        guard !touchIsHidden(position, into: &events) else { return }
        moveFocus(to: position, into: &events)
    }

    /// ``touch(_:into:)`` on a stop whose content the caller holds (from ``TouchPositions``), with its stepper's bounds
    /// and its container's label when the caller holds them too, and the code of the state its control is declared with.
    func touch(
        _ position: Int, content: StopContent, stepperBounds: ClosedRange<Int>?, containerLabel: String?,
        startingStateCode: UInt8, into events: inout [ReaderEvent]
    ) {
        guard !touchIsHidden(position, into: &events) else { return }
        moveFocus(
            to: position, content: content, stepperBounds: stepperBounds, containerLabel: containerLabel,
            startingStateCode: startingStateCode, into: &events)
    }

    /// Whether the stop at `position` is inside something closed now; if so, the touch's no effect is reported.
    private func touchIsHidden(_ position: Int, into events: inout [ReaderEvent]) -> Bool {
        guard let closed = outermostClosed(at: position) else { return false }
        events.append(.noEffect(.notShown(order.stop(at: position).element, inside: index.reference(at: closed.owner))))
        return true
    }
}
