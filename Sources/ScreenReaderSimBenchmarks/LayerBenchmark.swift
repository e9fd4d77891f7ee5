import ScreenReaderSim

/// A dialog over a large screen (<doc:WhatEachReaderSays>): opening it (its own order is built once, the first time), swiping
/// inside it (confined, each swipe checked to stay in the dialog) and closing it, at each screen size. The per-swipe and
/// per-open-and-close costs must not grow with the screen: the dialog's order holds only its own stops.
public struct LayerBenchmark: Sendable {
    /// About how many elements each screen has (the first and last give the scaling ratios).
    public var sizes: [Int]
    /// Inputs per timed run.
    public var operations: Int
    /// Timed runs per figure (the median is reported).
    public var repetitions: Int

    /// A benchmark at these sizes.
    public init(sizes: [Int], operations: Int, repetitions: Int) {
        self.sizes = sizes
        self.operations = operations
        self.repetitions = repetitions
    }

    /// Runs it, handing each figure to `emit`.
    /// - Throws: ``BenchmarkError`` when a swipe leaves the dialog or an open or close does not happen.
    public func run(emit: (Figure) -> Void) throws {
        var perSize: [(size: Int, swipe: Double, cycle: Double)] = []
        for elements in sizes {
            let size = Figure.size(elements)
            var screen = BenchmarkScreens.settings(elements: elements)
            screen.elements.insert(Button("Open dialog").opens("dialog"), at: 0)
            screen.elements.append(Dialog("Settings changed", id: "dialog", alert: true) {
                Text("Some settings need a restart.")
                for number in 0..<18 { Button("Option \(number)") }
                Button("OK").closes()
            })
            let compiled = CompiledScreen(screen)
            try? compiled.validateFocusOrder(for: .ios)
            let reader = try VoiceOver(compiled, log: .none)
            let dialog = try reader.element("dialog")
            let firstOpen = Measure.once { reader.openDialog("dialog") }
            guard reader.isOpen(dialog) else { throw BenchmarkError("the dialog did not open") }
            let stops = reader.stops.count
            emit(Figure("dialog first open \(size) (its own order built once)", firstOpen / 1e3, "µs"))

            // Swipes inside the open dialog, right to its end and back; every one must stay in the dialog.
            var inside = 0
            let swipe = Measure.median(repetitions: repetitions, prepare: {
                reader.press(.escape)
                reader.openDialog("dialog")
            }) {
                var forward = true
                for _ in 0..<operations {
                    let position = reader.focus?.position ?? 0
                    if position == stops - 1 { forward = false } else if position == 0 { forward = true }
                    let events = forward ? reader.swipeRight() : reader.swipeLeft()
                    if case .focusMoved(let stop)? = events.first, stop.position < stops, reader.isOpen(dialog) { inside += 1 }
                }
            } / Double(operations)
            guard inside == operations * repetitions else { throw BenchmarkError("a swipe left the dialog (\(size))") }
            emit(Figure("dialog swipe voiceover \(size)", swipe, "ns/op"))

            // Open and close (Escape), focus back on where it was each time.
            var cycles = 0
            let cycle = Measure.median(repetitions: repetitions, prepare: { reader.reset() }) {
                for _ in 0..<operations {
                    let opened = reader.openDialog("dialog")
                    let closed = reader.press(.escape)
                    if opened.count > 1 && closed.contains(.layerClosed(dialog)) { cycles += 1 }
                }
            } / Double(operations)
            guard cycles == operations * repetitions else { throw BenchmarkError("a dialog did not open and close (\(size))") }
            emit(Figure("dialog open+close voiceover \(size)", cycle, "ns/op"))
            perSize.append((elements, swipe, cycle))
        }
        if let first = perSize.first, let last = perSize.last, perSize.count > 1 {
            let range = "\(Figure.size(first.size))-\(Figure.size(last.size))"
            emit(Figure("scaling dialog swipe voiceover \(range)", last.swipe / first.swipe, "x"))
            emit(Figure("scaling dialog open+close voiceover \(range)", last.cycle / first.cycle, "x"))
        }
    }
}
