import ScreenReaderSim

/// Importing and compiling a uiautomator dump (<doc:ImportingRealApps>): rows of a text and a switch, as a settings list
/// dumps, read from text to both platforms' focus orders.
struct ImportBenchmark {
    /// About how many dump nodes each file has.
    let sizes: [Int]
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    /// A uiautomator dump of about `nodes` nodes: one window, then rows of three nodes each.
    static func dump(nodes: Int) -> String {
        var text = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        text += "<node class=\"android.widget.FrameLayout\" bounds=\"[0,0][1080,2400]\">\n"
        for row in 0..<max(1, nodes / 3) {
            let top = row % 20 * 120
            text += "<node class=\"android.widget.LinearLayout\" clickable=\"true\" focusable=\"true\" bounds=\"[0,\(top)][1080,\(top + 120)]\">"
            text += "<node class=\"android.widget.TextView\" text=\"Setting \(row)\" bounds=\"[40,\(top + 20)][800,\(top + 100)]\"/>"
            text += "<node class=\"android.widget.Switch\" text=\"OFF\" checkable=\"true\" checked=\"\(row % 2 == 0)\" bounds=\"[900,\(top + 20)][1040,\(top + 100)]\"/>"
            text += "</node>\n"
        }
        return text + "</node>\n</hierarchy>\n"
    }

    func run(emit: (Figure) -> Void) throws {
        for nodes in sizes {
            let text = Self.dump(nodes: nodes)
            var stops = 0
            var failure: String?
            let time = Measure.median(repetitions: repetitions) {
                do {
                    let imported = try ScreenImporter.importScreen(text: text, named: "benchmark.xml", density: 2.625)
                    let compiled = CompiledScreen(imported.screen)
                    try compiled.validateFocusOrder(for: .ios)
                    try compiled.validateFocusOrder(for: .android)
                    stops = imported.stopCount
                } catch {
                    failure = "\(error)"
                }
            }
            if let failure { throw BenchmarkError("the import benchmark's dump did not import: \(failure)") }
            guard stops == max(1, nodes / 3) else { throw BenchmarkError("the import made \(stops) stops of \(nodes / 3) rows") }
            emit(Figure("import \(Figure.size(nodes))", time / 1e6, "ms"))
            // Memory: what an import keeps (the imported screen and its compiled orders), per node of the dump, which
            // stays the same at every size when memory is linear in the dump's size.
            let heapBefore = Measure.heapBytesInUse()
            let kept = try? ScreenImporter.importScreen(text: text, named: "benchmark.xml", density: 2.625)
            let compiled = kept.map { CompiledScreen($0.screen) }
            try? compiled?.validateFocusOrder(for: .ios)
            try? compiled?.validateFocusOrder(for: .android)
            let heapAfter = Measure.heapBytesInUse()
            withExtendedLifetime((kept, compiled)) {
                emit(Figure("import \(Figure.size(nodes)) memory (imported screen, both orders)",
                            Double(heapAfter - heapBefore) / Double(max(1, nodes)), "bytes/node"))
            }
        }
    }
}
