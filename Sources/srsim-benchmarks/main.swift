// Benchmarks for ScreenReaderSim. Run with: swift run -c release srsim-benchmarks [--quick] [expandables|layers|nesting]
// (`expandables`: only the screen whose stops come and go, at 1,000 and 100,000 elements; `layers`: only a dialog
// opened, swiped in and closed over a screen of 1,000 and 100,000 elements; `nesting`: screens nested 1,000, 10,000
// and 100,000 levels deep, compiled, read and audited)
// Prints one `NAME: VALUE UNIT` line per figure, as soon as it is measured; every timed figure is the median of the
// number of runs the first line gives.
import Foundation
import ScreenReaderSimBenchmarks

// `srsim-benchmarks generate ...` writes scenario suites and big files to measure `srsim run` on (see ScenarioCorpus).
if ScenarioCorpus.runIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(0) }

let benchmarks: Benchmarks = CommandLine.arguments.contains("--quick") ? .quick : .full
do {
    let print = { (figure: Figure) in FileHandle.standardOutput.write(Data("\(figure)\n".utf8)) }
    if CommandLine.arguments.dropFirst().contains("expandables") {
        try benchmarks.runExpandables(emit: print)
    } else if CommandLine.arguments.dropFirst().contains("nesting") {
        try benchmarks.runNesting(emit: print)
    } else if CommandLine.arguments.dropFirst().contains("layers") {
        try benchmarks.runLayers(emit: print)
    } else {
        try benchmarks.run(emit: print)
    }
} catch {
    FileHandle.standardError.write(Data("srsim-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
