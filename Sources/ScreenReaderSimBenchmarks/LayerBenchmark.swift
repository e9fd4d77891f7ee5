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
        var perSize: [(
            size: Int, swipe: Double, cycle: Double, rotor: Double, firstOpens: [String: Double], perDialog: Double,
            eachFirstOpen: Double
        )] = []
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

            // The rotor with nothing left to find (the screen has no link): each move looks the choice's stops up in
            // the order's table, never walking the stops between (it scanned every stop, 19.6 ms at 1M).
            let rotorReader = try VoiceOver(compiled, log: .none)
            rotorReader.rotor(.links)
            var foundNothing = 0
            let rotor = Measure.median(repetitions: repetitions) {
                for _ in 0..<operations {
                    if case .noEffect(.rotorFoundNothing)? = rotorReader.swipeDown().first { foundNothing += 1 }
                }
            } / Double(operations)
            guard foundNothing == operations * max(repetitions, 1) else { throw BenchmarkError("the rotor found a link (\(size))") }
            emit(Figure("rotor move finding nothing voiceover \(size)", rotor, "ns/op"))

            // The first open of a dialog on a screen whose order frames or `order` positions rearrange: the dialog's own
            // order is built from its subtree alone, as on a plain screen.
            var firstOpens: [String: Double] = ["plain": firstOpen]
            for shape in ["framed", "reordered"] {
                let arranged = CompiledScreen(Self.arranged(screen, shape: shape))
                let arrangedReader = try VoiceOver(arranged, log: .none)
                let arrangedDialog = try arrangedReader.element("dialog")
                let open = Measure.once { arrangedReader.openDialog("dialog") }
                guard arrangedReader.isOpen(arrangedDialog) else { throw BenchmarkError("the dialog did not open (\(shape))") }
                emit(Figure("dialog first open on a \(shape) screen \(size)", open / 1e3, "µs"))
                firstOpens[shape] = open
            }

            // Memory each opened dialog keeps: many small dialogs, each opened once (its order built and kept), on the
            // same screen; the heap they add, per dialog. It must not grow with the screen.
            var withDialogs = BenchmarkScreens.settings(elements: elements)
            for number in 0..<Self.dialogCount {
                withDialogs.elements.append(Dialog("Notice \(number)", id: "notice \(number)") {
                    Text("Message \(number)")
                    Button("OK \(number)").closes()
                })
            }
            let many = CompiledScreen(withDialogs)
            let manyReader = try VoiceOver(many, log: .none)
            // Each dialog's first open is also timed: the one first open above is a single cold input (the first of
            // the run at its size), where these are many, each its dialog's first, on the same screen.
            var opened = 0
            let heapBefore = Measure.heapBytesInUse()
            let eachFirstOpen = Measure.once {
                for number in 0..<Self.dialogCount {
                    let events = manyReader.openDialog("notice \(number)")
                    if events.contains(where: { if case .layerOpened = $0 { true } else { false } }) { opened += 1 }
                    manyReader.press(.escape)
                }
            } / Double(Self.dialogCount)
            let heapAfter = Measure.heapBytesInUse()
            guard opened == Self.dialogCount else { throw BenchmarkError("a dialog did not open (\(size))") }
            let perDialog = Double(max(0, heapAfter - heapBefore)) / Double(Self.dialogCount)
            emit(Figure("memory per opened dialog \(size)", perDialog, "bytes"))
            emit(Figure("dialog first open and close, each of \(Self.dialogCount) dialogs once \(size)",
                        eachFirstOpen / 1e3, "µs"))
            perSize.append((elements, swipe, cycle, rotor, firstOpens, perDialog, eachFirstOpen))
        }
        if let first = perSize.first, let last = perSize.last, perSize.count > 1 {
            let range = "\(Figure.size(first.size))-\(Figure.size(last.size))"
            emit(Figure("scaling dialog swipe voiceover \(range)", last.swipe / first.swipe, "x"))
            emit(Figure("scaling dialog open+close voiceover \(range)", last.cycle / first.cycle, "x"))
            emit(Figure("scaling rotor move finding nothing voiceover \(range)", last.rotor / first.rotor, "x"))
            for shape in ["plain", "framed", "reordered"] {
                guard let small = first.firstOpens[shape], let large = last.firstOpens[shape] else { continue }
                emit(Figure("scaling dialog first open on a \(shape) screen \(range)", large / max(small, 1), "x"))
            }
            emit(Figure("scaling memory per opened dialog \(range)", last.perDialog / max(first.perDialog, 1), "x"))
            emit(Figure("scaling dialog first open and close, each of \(Self.dialogCount) dialogs once \(range)",
                        last.eachFirstOpen / max(first.eachFirstOpen, 1), "x"))
        }
    }

    /// How many dialogs the memory figure opens.
    static let dialogCount = 200

    /// `screen` with its top-level elements framed one under the other (`framed`), or with the dialog's opener moved
    /// to the end by an `order` position (`reordered`).
    static func arranged(_ screen: Screen, shape: String) -> Screen {
        var arranged = screen
        for index in arranged.elements.indices {
            switch shape {
            case "framed":
                arranged.elements[index] = arranged.elements[index].frame(x: 0, y: Double(index) * 10, width: 100, height: 10)
            default:
                if index == 0 { arranged.elements[index] = arranged.elements[index].order(1) }
            }
        }
        return arranged
    }
}
