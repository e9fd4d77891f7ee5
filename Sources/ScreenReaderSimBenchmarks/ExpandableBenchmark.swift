import ScreenReaderSim

/// Per-input cost on a screen whose stops come and go: sections that are expandables (every other one expanded),
/// each holding rows, a text field and a slider. Swipes and Tab skip the collapsed sections; a double tap toggles one
/// in the middle of the order, adding or removing its stops; swipe up adjusts a slider; typing edits a field.
struct ExpandableBenchmark {
    /// About how many elements the screen has.
    let elements: Int
    /// Inputs per timed run.
    let operations: Int
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// Rows per section (each row is three elements).
    static let rowsPerSection = 10

    /// Sections of a heading, an expandable holding rows, a text field and a slider; every other one expanded.
    static func screen(elements: Int) -> Screen {
        let perSection = 3 + 3 * rowsPerSection + 2
        let sections = max(2, elements / perSection)
        var top: [Element] = []
        top.reserveCapacity(sections * 2)
        for section in 0..<sections {
            top.append(Heading("Section \(section)"))
            top.append(Expandable("Options \(section)", value: "\(rowsPerSection) settings", isExpanded: section.isMultiple(of: 2)) {
                for row in 0..<rowsPerSection {
                    Row { Text("Option \(section).\(row)"); Switch("Option \(section).\(row)") }
                }
                TextField("Name \(section)", prompt: "Your name")
                Slider("Level \(section)", value: 50, step: 5)
            })
        }
        return Screen("Expandables", elements: top)
    }

    /// Measures every figure of one screen size; returns the compiled screen (which the paired scaling figures,
    /// ``emitPairedScaling(small:large:emit:)``, read again).
    func run(emit: (Figure) -> Void) throws -> CompiledScreen {
        let size = Figure.size(elements)
        let compiled = CompiledScreen(Self.screen(elements: elements))
        emit(Figure("expandables elements \(size)", Double(compiled.index.elements.count), "elements"))
        for kind in EngineBenchmark.readers {
            let reader = try ScenarioRunner.makeReader(kind, screen: compiled, log: .none)
            let inputs = try Inputs(reader: reader, kind: kind, compiled: compiled, operations: operations)
            for input in inputs.all {
                let cost = Measure.median(repetitions: repetitions, prepare: input.prepare, input.run) / Double(operations)
                try input.check(max(repetitions, 1))
                emit(Figure("expandables \(input.figureName) \(kind.keyword) \(size)", cost, "ns/op"))
            }
        }
        return compiled
    }

    /// How each input's cost scales from `small`'s screen to `large`'s, timed on the two in turns
    /// (``BenchmarkInput/pairedRatios(small:large:repetitions:)``): one `scaling expandables INPUT READER SMALL-LARGE`
    /// figure each.
    /// - Throws: ``BenchmarkError`` when an input did not do what its name says.
    static func emitPairedScaling(
        small: (benchmark: ExpandableBenchmark, compiled: CompiledScreen),
        large: (benchmark: ExpandableBenchmark, compiled: CompiledScreen), emit: (Figure) -> Void
    ) throws {
        let range = "\(Figure.size(small.benchmark.elements))-\(Figure.size(large.benchmark.elements))"
        for kind in EngineBenchmark.readers {
            let inputs = try [small, large].map { side in
                try Inputs(
                    reader: try ScenarioRunner.makeReader(kind, screen: side.compiled, log: .none), kind: kind,
                    compiled: side.compiled, operations: large.benchmark.operations)
            }
            for (input, ratio) in try BenchmarkInput.pairedRatios(
                small: inputs[0].all, large: inputs[1].all, repetitions: large.benchmark.repetitions) {
                emit(Figure("scaling expandables \(input) \(kind.keyword) \(range)", ratio, "x"))
            }
        }
    }
}
