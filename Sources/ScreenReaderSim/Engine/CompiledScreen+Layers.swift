import Foundation

/// The layers of a compiled screen: each dialog's and menu's own focus order, built from the shared index the first
/// time a reader opens it, never on a swipe, and shared by every reader after that.
extension CompiledScreen {
    /// The dialogs and menus of the screen (element indices, depth-first), found once.
    public var layerElements: [ElementReference] { layerOrders.elements(in: index).map { index.reference(at: $0) } }

    /// `platform`'s focus order of the dialog or menu at element `layer`, built on first use and shared after that.
    /// - Throws: ``FocusOrderError`` when `before`/`after` overrides inside the layer cycle.
    func focusOrder(for platform: Platform, layer: Int) throws(FocusOrderError) -> FocusOrder {
        try layerOrders.order(for: platform, layer: layer, index: index)
    }

    /// `platform`'s order that `element` is a stop of: its dialog's or menu's, or the screen's. A dialog's own label
    /// names its title, a stop of the dialog's order (<doc:WhatEachReaderSays>).
    func focusOrder(for platform: Platform, holding element: Int) throws(FocusOrderError) -> FocusOrder {
        if index.elements[element].kind.facts.layer == .modal { return try focusOrder(for: platform, layer: element) }
        if let layer = enclosingLayer(of: element) { return try focusOrder(for: platform, layer: layer) }
        return try focusOrder(for: platform)
    }

    /// Checks that every dialog's and menu's order can be built on `platform` (and builds them, once).
    /// - Throws: ``FocusOrderError`` for the first layer whose overrides cycle.
    public func validateLayerOrders(for platform: Platform) throws(FocusOrderError) {
        for layer in layerOrders.elements(in: index) { _ = try focusOrder(for: platform, layer: layer) }
    }

    /// The stops of a dialog or menu as `platform` visits them once it is open, in order.
    /// - Throws: ``FocusOrderError`` when the layer's overrides cycle; an element that is no layer has no stops.
    public func stops(of layer: ElementReference, on platform: Platform) throws(FocusOrderError) -> [FocusStop] {
        guard index.elements.indices.contains(layer.index), index.elements[layer.index].kind.opensLayer else { return [] }
        return try focusOrder(for: platform, layer: layer.index).stops
    }

    /// The innermost dialog or menu holding `element` (a menu's options are in the menu's layer; the menu button is
    /// not), or nil for an element of the screen itself. O(depth); O(1) on a screen without dialogs or menus.
    func enclosingLayer(of element: Int) -> Int? { index.storage.enclosingLayer(of: element) }

    /// The dialog an `opens` names, if it names one: by its id, else by its label (its title, compared like speech).
    func modalLayer(named id: String) -> Int? {
        if let reference = index.element(withID: id) { return reference.kind.facts.layer == .modal ? reference.index : nil }
        return layerOrders.elements(in: index).first { layer in
            index.elements[layer].kind.facts.layer == .modal && Speech.matches(index.elements[layer].name, id)
        }
    }

    /// The controls whose activation opens `layer`: the menu button itself, or every control whose `opens` names it
    /// (by its id or its label).
    public func openers(of layer: ElementReference) -> [ElementReference] {
        let declared = index.elements[layer.index]
        if declared.kind.facts.layer == .popup { return [layer] }
        guard declared.kind.facts.layer == .modal else { return [] }
        return index.elements.indices.filter { element in
            index.elements[element].opensDialog.map { modalLayer(named: $0) == layer.index } ?? false
        }.map { index.reference(at: $0) }
    }
}

/// The lazily built layer orders of one compiled screen, behind a lock (several readers may open a layer at once).
final class LayerOrders: @unchecked Sendable {
    private struct Key: Hashable {
        let platform: Platform
        let layer: Int
    }

    private let lock = NSLock()
    private var orders: [Key: Result<FocusOrder, FocusOrderError>] = [:]
    private var layerElements: [Int]?

    /// The dialogs and menus of `index`'s screen, found on first use.
    func elements(in index: ScreenIndex) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let layerElements { return layerElements }
        let found = index.elements.indices.filter { index.elements[$0].kind.opensLayer }
        layerElements = found
        return found
    }

    /// The order of `layer` on `platform`, built once.
    func order(for platform: Platform, layer: Int, index: ScreenIndex) throws(FocusOrderError) -> FocusOrder {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(platform: platform, layer: layer)
        if let built = orders[key] { return try built.get() }
        let result: Result<FocusOrder, FocusOrderError>
        do {
            let shared = SharedPlatformRules.shared(for: platform)
            result = .success(try FocusOrder(index: index, rules: shared.rules, phrases: shared.phrases, layer: layer))
        } catch {
            result = .failure(error)
        }
        orders[key] = result
        return try result.get()
    }
}
