// Benchmarks for ScreenReaderSim. Run with: swift run -c release srsim-benchmarks [--quick] [bigscreen|expandables|layers|touch|nesting|suite|python|audit|engine|import]
// (`python`: the suite against reference/scenario_interpreter.py, a Python interpreter of its language subset, in one
// run; `SRSIM_PYTHON` names the python3 to use, `SRSIM_PYTHON_REFERENCE` the script)
// (`expandables`: only the screen whose stops come and go, at 1,000 and 100,000 elements; `layers`: only a dialog
// opened, swiped in and closed over a screen of 1,000 and 1,000,000 elements; `touch`: a touch on every label kind;
// `suite`: only the scenario files; `audit`: only the audit; `nesting`: screens nested 1,000, 10,000 and 100,000 levels
// deep, compiled, read and audited)
// Prints one `NAME: VALUE UNIT` line per figure, as soon as it is measured; every timed figure is the median of the
// number of runs the first line gives.
import Foundation
import ScreenReaderSimBenchmarks

// `srsim-benchmarks generate ...` writes scenario suites and big files to measure `srsim run` on (see ScenarioCorpus).
if ScenarioCorpus.runIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(0) }

// `srsim-benchmarks as-srsim ARGS...` is `srsim ARGS...`: the big file's memory is measured on it in a child process.
if let code = Benchmarks.runSRSimIfAsked(Array(CommandLine.arguments.dropFirst())) { exit(code) }

// `--help` prints the usage and runs nothing.
if BenchmarkUsage.asksForHelp(Array(CommandLine.arguments.dropFirst())) {
    FileHandle.standardOutput.write(Data((BenchmarkUsage.text + "\n").utf8))
    exit(0)
}

var benchmarks: Benchmarks = CommandLine.arguments.contains("--quick") ? .quick : .full
if let executable = Bundle.main.executablePath {
    benchmarks.srsimCommand = [executable, Benchmarks.srsimArgument]
    benchmarks.srsimExecutable = Benchmarks.srsim(beside: executable)
}
// `--sizes=1000,10000` replaces the screen sizes (engine, audit, expandables) and `--runs=1` the repetitions (`--operations=N`
// the inputs per engine run, `--files=N` the suite's files, `--big-file-bytes=N` the big file's size; 0 files or 0 bytes
// leave that part of `suite` out, `--threads=1` runs the suite and `python` on one thread only, `--threads=1,2` on each),
// so a profiler can run one benchmark at one size.
for argument in CommandLine.arguments.dropFirst() {
    if argument.hasPrefix("--sizes=") {
        let sizes = argument.dropFirst("--sizes=".count).split(separator: ",").compactMap { Int($0) }
        benchmarks.engineSizes = sizes
        benchmarks.auditSizes = sizes
        benchmarks.expandableSizes = sizes
    } else if argument.hasPrefix("--import-sizes=") {
        benchmarks.importSizes = argument.dropFirst("--import-sizes=".count).split(separator: ",").compactMap { Int($0) }
    } else if argument.hasPrefix("--runs="), let runs = Int(argument.dropFirst("--runs=".count)) {
        benchmarks.repetitions = runs
        benchmarks.longRepetitions = runs
        benchmarks.bigScreenRuns = runs
    } else if argument.hasPrefix("--operations="), let operations = Int(argument.dropFirst("--operations=".count)) {
        benchmarks.operations = operations
    } else if argument.hasPrefix("--files="), let files = Int(argument.dropFirst("--files=".count)) {
        benchmarks.suiteFiles = files
    } else if argument.hasPrefix("--big-file-bytes="), let bytes = Int(argument.dropFirst("--big-file-bytes=".count)) {
        benchmarks.bigFileBytes = bytes
    } else if argument.hasPrefix("--big-screen-bytes="), let bytes = Int(argument.dropFirst("--big-screen-bytes=".count)) {
        benchmarks.bigScreenBytes = bytes
    } else if argument.hasPrefix("--kinds=") {
        benchmarks.touchKinds = Set(argument.dropFirst("--kinds=".count).split(separator: ",").map(String.init))
    } else if argument.hasPrefix("--srsim=") {
        benchmarks.srsimExecutable = String(argument.dropFirst("--srsim=".count))
    } else if argument.hasPrefix("--threads=") {
        let threads = argument.dropFirst("--threads=".count).split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        if !threads.isEmpty { benchmarks.suiteThreads = threads }
    }
}
FileHandle.standardOutput.write(Data("# \(BenchmarkUsage.clockNote)\n".utf8))
FileHandle.standardOutput.write(Data("# \(BenchmarkUsage.heapNote(environment: ProcessInfo.processInfo.environment))\n".utf8))
// The one benchmark asked for (the first of these names that is among the arguments); nil: all of them.
let only = ["bigscreen", "expandables", "nesting", "python", "suite", "audit", "engine", "import", "touch", "layers"]
    .first { CommandLine.arguments.dropFirst().contains($0) }
if only == nil || only == "bigscreen", benchmarks.bigScreenBytes > 0, let srsim = benchmarks.srsimExecutable {
    FileHandle.standardOutput.write(Data("# \(BenchmarkUsage.bigScreenNote(srsim: srsim))\n".utf8))
}
do {
    let print = { (figure: Figure) in FileHandle.standardOutput.write(Data("\(figure)\n".utf8)) }
    switch only {
    case "bigscreen": try benchmarks.runBigScreen(emit: print)
    case "expandables": try benchmarks.runExpandables(emit: print)
    case "nesting": try benchmarks.runNesting(emit: print)
    case "python": try benchmarks.runPythonReference(emit: print)
    case "suite": try benchmarks.runSuite(emit: print)
    case "audit": try benchmarks.runAudit(emit: print)
    case "engine": try benchmarks.runEngine(emit: print)
    case "import": try benchmarks.runImport(emit: print)
    case "touch": try benchmarks.runTouch(emit: print)
    case "layers": try benchmarks.runLayers(emit: print)
    default: try benchmarks.run(emit: print)
    }
} catch {
    FileHandle.standardError.write(Data("srsim-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
