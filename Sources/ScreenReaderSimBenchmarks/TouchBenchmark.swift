import ScreenReaderSim

/// A touch by label on every kind of element a touch can land on, on screens of every size: each kind's cost per touch
/// in CPU time, and how it scales from the smallest screen to each larger one (issue 24 B2: within 1.5x from 1k to 1M
/// elements on every label kind).
///
/// The screen is made of blocks, each holding one element of every kind (``screen(elements:)``); a kind's touches go to
/// its elements in a scattered order over the whole screen, so a big screen's tables are read where a user's touches
/// would read them, not from a warm corner. A block's number is written with the same count of digits at every size of
/// a run (`Stepper 00012` on 1k and on 1M elements), so each label is as long on the smallest screen as on the largest:
/// Swift keeps a label of up to 15 UTF-8 bytes inside the string and a longer one in memory of its own, so numbers of
/// growing width would time a different kind of string at each size (`Low stepper 30` against `Low stepper 31249`). An option is touched with its menu open, a dialog's title and button with
/// the dialog open (a touch cannot land on them otherwise). Each scaling figure is the median of paired runs, the
/// smallest screen's and the larger one's taking turns, so load that comes and goes weighs on both.
public struct TouchBenchmark: Sendable {
    /// About how many elements each screen has; the first is the base of the scaling figures.
    public var sizes: [Int]
    /// Touches per timed run.
    public var operations: Int
    /// Timed runs per figure (the median is reported).
    public var repetitions: Int
    /// The label kinds touched, by name (nil: every one): `--kinds=radio,tab`, so a profiler can watch one kind.
    public var kindNames: Set<String>?

    /// A benchmark at these sizes, touching the kinds `kindNames` names (nil: every kind).
    public init(sizes: [Int], operations: Int, repetitions: Int, kindNames: Set<String>? = nil) {
        self.sizes = sizes
        self.operations = operations
        self.repetitions = repetitions
        self.kindNames = kindNames
    }

    /// One kind of label a touch lands on: its name in the figures and its label in block `k`.
    struct LabelKind: Sendable {
        /// The figure's name for it (`touch stepper voiceover 1k`).
        let name: String
        /// The label of block `k`'s element of this kind.
        let label: @Sendable (BlockNumber) -> String
        /// What is open while it is touched: nothing, block `k`'s menu, or block `k`'s dialog.
        var layer = Layer.none

        /// What a touch needs open.
        enum Layer: Sendable {
            case none, menu, dialog
        }
    }

    /// A block's number as its labels write it: zero-padded to ``digits`` digits.
    struct BlockNumber: CustomStringConvertible, Sendable {
        /// The number.
        let value: Int
        /// How many digits every number of the run is written with.
        let digits: Int

        /// The number written with ``digits`` digits.
        var description: String {
            let written = String(value)
            return String(repeating: "0", count: max(0, digits - written.count)) + written
        }

        /// Half the number, written as wide.
        var half: BlockNumber { BlockNumber(value: value / 2, digits: digits) }
        /// Whether the number is even.
        var isEven: Bool { value.isMultiple(of: 2) }
    }

    /// Every label kind, in report order.
    static let kinds: [LabelKind] = [
        LabelKind(name: "text") { "Text \($0)" },
        LabelKind(name: "heading") { "Heading \($0)" },
        LabelKind(name: "image") { "Image \($0)" },
        LabelKind(name: "button") { "Button \($0)" },
        LabelKind(name: "switch") { "Switch \($0)" },
        LabelKind(name: "checkbox") { "Checkbox \($0)" },
        LabelKind(name: "radio group label") { "Radios \($0)" },
        LabelKind(name: "radio") { "Radio \($0)" },
        LabelKind(name: "stepper") { "Stepper \($0)" },
        LabelKind(name: "stepper at its minimum") { "Low stepper \($0)" },
        LabelKind(name: "text field") { "Field \($0)" },
        LabelKind(name: "text field with a prompt") { "Email \($0)" },
        LabelKind(name: "slider") { "Slider \($0)" },
        LabelKind(name: "segment") { "Segment \($0)" },
        LabelKind(name: "tab") { "Tab \($0)" },
        LabelKind(name: "link") { "Link \($0)" },
        LabelKind(name: "expandable") { "Expandable \($0)" },
        LabelKind(name: "text in an expandable") { "Inside \($0)" },
        LabelKind(name: "row") { "Row \($0)" },
        LabelKind(name: "row by its control") { "Row switch \($0)" },
        LabelKind(name: "menu") { "Menu \($0)" },
        LabelKind(name: "option", label: { $0.isEven ? "Option \($0.half)" : "Other option \($0.half)" }, layer: .menu),
        LabelKind(name: "dialog title", label: { $0.isEven ? "Dialog \($0.half)" : "Close \($0.half)" }, layer: .dialog),
    ]

    /// Elements per block of ``screen(elements:)``.
    static let blockSize = 32

    /// How many blocks a screen of about `elements` elements has.
    static func blocks(elements: Int) -> Int { max(2, elements / blockSize) }

    /// A screen of about `elements` elements: blocks of one element of every kind a touch can land on, labelled with the
    /// block's number written with `digits` digits (`Stepper 00012`), and in each a menu and a dialog.
    static func screen(elements: Int, digits: Int) -> Screen {
        let blocks = blocks(elements: elements)
        var top: [Element] = []
        top.reserveCapacity(blocks * 19)
        for number in 0..<blocks {
            let k = BlockNumber(value: number, digits: digits)
            top.append(Text("Text \(k)"))
            top.append(Heading("Heading \(k)"))
            top.append(Image("Image \(k)"))
            top.append(Button("Button \(k)"))
            top.append(Switch("Switch \(k)", isOn: k.isEven))
            top.append(Checkbox("Checkbox \(k)"))
            top.append(RadioGroup("Radios \(k)") { Radio("Radio \(k)", isSelected: true); Radio("Other radio \(k)") })
            top.append(Stepper("Stepper \(k)", value: 2, in: 0...10))
            top.append(Stepper("Low stepper \(k)", value: 0, in: 0...10))
            top.append(TextField("Field \(k)"))
            top.append(TextField("Email \(k)", prompt: "name@example.com"))
            top.append(Slider("Slider \(k)", value: 5, in: 0...10))
            top.append(SegmentedControl("Segments \(k)") { Segment("Segment \(k)", isSelected: true); Segment("Other segment \(k)") })
            top.append(TabBar("Tabs \(k)") { Tab("Tab \(k)", isSelected: true); Tab("Other tab \(k)") })
            top.append(Link("Link \(k)"))
            top.append(Expandable("Expandable \(k)", isExpanded: true) { Text("Inside \(k)") })
            top.append(Row { Text("Row \(k)"); Switch("Row switch \(k)") })
            top.append(Menu("Menu \(k)") { Option("Option \(k)", isSelected: true); Option("Other option \(k)") })
            top.append(Dialog("Dialog \(k)", id: "dialog \(k)") { Text("Message \(k)"); Button("Close \(k)").closes() })
        }
        return Screen("Touch", elements: top)
    }

    /// One screen and a reader of it for each kind of reader, with the labels its touches use.
    private struct Subject {
        let size: Int
        let blocks: Int
        let readers: [ScreenReader]
    }

    /// Runs it, handing each figure to `emit`.
    /// - Throws: ``BenchmarkError`` when a touch does not move focus and speak.
    public func run(emit: (Figure) -> Void) throws {
        guard let smallest = sizes.first, let largest = sizes.max() else { return }
        // Every label of the run is written as wide as the largest screen's last block number.
        let digits = String(Self.blocks(elements: largest) - 1).count
        let base = try subject(elements: smallest, digits: digits)
        emit(Figure("touch screen elements \(Figure.size(smallest))", Double(base.readers[0].index.elements.count), "elements"))
        for elements in sizes.dropFirst() {
            let large = try subject(elements: elements, digits: digits)
            emit(Figure("touch screen elements \(Figure.size(elements))", Double(large.readers[0].index.elements.count), "elements"))
            for (slot, reader) in EngineBenchmark.readers.enumerated() {
                for kind in Self.kinds where kindNames?.contains(kind.name) ?? true {
                    let small = try touches(kind, reader: base.readers[slot], blocks: base.blocks, digits: digits)
                    let big = try touches(kind, reader: large.readers[slot], blocks: large.blocks, digits: digits)
                    let timed = Measure.pairedMedians(repetitions: repetitions, small.run, prepareSecond: big.prepare, big.run)
                    try small.check()
                    try big.check()
                    let name = "touch \(kind.name) \(reader.keyword)"
                    if elements == sizes[1] {
                        emit(Figure("\(name) \(Figure.size(smallest))", timed.first / Double(operations), "ns/op"))
                    }
                    emit(Figure("\(name) \(Figure.size(elements))", timed.second / Double(operations), "ns/op"))
                    emit(Figure("scaling \(name) \(Figure.size(smallest))-\(Figure.size(elements))", timed.ratio, "x"))
                }
            }
        }
    }

    /// The screen of about `elements` elements, its numbers written with `digits` digits, and one reader of each kind on it.
    private func subject(elements: Int, digits: Int) throws -> Subject {
        let compiled = CompiledScreen(Self.screen(elements: elements, digits: digits))
        let readers = try EngineBenchmark.readers.map { try ScenarioRunner.makeReader($0, screen: compiled, log: .none) }
        return Subject(size: elements, blocks: Self.blocks(elements: elements), readers: readers)
    }

    /// A timed run of touches of `kind` on `reader`, what to do before it, and a check that every touch landed.
    private func touches(
        _ kind: LabelKind, reader: ScreenReader, blocks: Int, digits: Int
    ) throws -> (prepare: () -> Void, run: () -> Void, check: () throws -> Void) {
        // The block whose menu or dialog is open, for the kinds that need one.
        let open = blocks / 2
        func label(_ number: Int) -> String { kind.label(BlockNumber(value: number, digits: digits)) }
        let labels: [String]
        switch kind.layer {
        case .none:
            var generator: UInt64 = 0x9E37_79B9_7F4A_7C15
            labels = (0..<min(operations, 65_536)).map { _ in
                generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return label(Int(generator >> 33) % blocks)
            }
        case .menu, .dialog:
            labels = [label(2 * open), label(2 * open + 1)]
        }
        let operations = operations
        let prepare = {
            reader.reset()
            switch kind.layer {
            case .none: break
            case .menu:
                _ = try? reader.touch("Menu \(BlockNumber(value: open, digits: digits))")
                reader.doubleTap()
            case .dialog:
                reader.openDialog("dialog \(BlockNumber(value: open, digits: digits))")
            }
            // Touching by label often enough builds a table shared by the screen's readers: a once-per-screen cost,
            // untimed (the first touches of a big screen are looked up in full, as on a small one).
            for step in 0...ScreenReader.touchesBeforeTouchTable { _ = try? reader.touch(labels[step % labels.count]) }
        }
        prepare()
        var landed = 0
        var runs = 0
        var failure: (any Error)?
        var sink = 0
        let run = {
            runs += 1
            for step in 0..<operations {
                do {
                    let events = try reader.touch(labels[step % labels.count])
                    if events.count == 2, case .focusMoved = events[0], case .spoken(let text) = events[1] {
                        landed += 1
                        sink &+= text.utf8.count
                    }
                } catch {
                    failure = error
                }
            }
        }
        let check = {
            if let failure { throw BenchmarkError("touch \(kind.name) \(reader.kind.keyword): \(failure)") }
            guard landed == operations * runs else {
                throw BenchmarkError("touch \(kind.name) \(reader.kind.keyword): a touch did not move focus and speak")
            }
            if sink == 42 { print("") }  // keeps the work observable
        }
        return (prepare, run, check)
    }
}
