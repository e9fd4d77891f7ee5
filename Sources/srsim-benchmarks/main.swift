// Benchmarks for ScreenReaderSim. Run with: swift run -c release srsim-benchmarks [--quick] [expandables]
// (`expandables`: only the screen whose stops come and go, at 1,000 and 100,000 elements)
// Prints one `NAME: VALUE UNIT` line per figure, as soon as it is measured; every timed figure is the median of the
// number of runs the first line gives.
import Foundation
import ScreenReaderSimBenchmarks

// `srsim-benchmarks generate ...` writes scenario suites and big files to measure `srsim run` on (see ScenarioCorpus).
if ScenarioCorpus.runIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(0) }

let benchmarks: Benchmarks = CommandLine.arguments.contains("--quick") ? .quick : .full
// `srsim-benchmarks --layers`: only the dialog over a large screen (1k and 100k elements).
if CommandLine.arguments.contains("--layers") {
    do {
        try LayerBenchmark(sizes: benchmarks.layerSizes, operations: benchmarks.operations, repetitions: benchmarks.repetitions)
            .run { FileHandle.standardOutput.write(Data("\($0)\n".utf8)) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("srsim-benchmarks: error: \(error)\n".utf8))
        exit(1)
    }
}
do {
    let print = { (figure: Figure) in FileHandle.standardOutput.write(Data("\(figure)\n".utf8)) }
    if CommandLine.arguments.dropFirst().contains("expandables") {
        try benchmarks.runExpandables(emit: print)
    } else {
        try benchmarks.run(emit: print)
    }
} catch {
    FileHandle.standardError.write(Data("srsim-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
