import Foundation

/// `srsim run` on a big screen as a real process (issue 24 B1): the `srsim` executable started on a screen-heavy file
/// (``ScreenHeavyFile``, 6 MB at full size) again and again, each run's CPU time (user plus system) and peak resident
/// memory as the operating system counts them for the child (`wait4`), reported as the median, the fastest, the
/// throughput at the median, and the peak per input byte. Everything the process does counts: starting, reading the
/// file, building the screen, running its scenario and exiting.
struct BigScreenBenchmark {
    /// The file's size in bytes (about).
    let bytes: Int
    /// Runs of `srsim run` (the median is reported).
    let runs: Int
    /// The `srsim` executable to time; nil leaves the figures out (one line says so).
    let srsim: String?

    /// Writes the file in a folder of its own, runs `srsim run --no-color FILE` ``runs`` times, and emits the figures.
    /// - Throws: ``BenchmarkError`` when `srsim` does not start, or its run does not pass.
    func run(emit: (Figure) -> Void) throws {
        guard let srsim else {
            emit(Figure("big screen skipped (no srsim executable beside srsim-benchmarks; --srsim=PATH names one)", 0, "runs"))
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("srsim-big-screen-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big-screen.scenario").path
        let file = try ScreenHeavyFile.write(toFile: path, bytes: bytes)
        let megabytes = Double(file.bytes) / 1e6
        emit(Figure("big screen file size", megabytes, "MB"))
        emit(Figure("big screen element lines", Double(file.elementLines), "lines"))

        var times: [Double] = []
        var peaks: [Int] = []
        for _ in 0..<max(runs, 1) {
            let run = try ChildProcessRun.run([srsim, "run", "--no-color", path])
            guard run.succeeded else { throw BenchmarkError("srsim run did not pass on the big screen (\(srsim))") }
            times.append(run.cpuNanoseconds)
            if let peak = run.peakResidentBytes { peaks.append(peak) }
        }
        times.sort()
        let median = times[times.count / 2]
        emit(Figure("big screen srsim run, CPU time (user and system, median)", median / 1e6, "ms"))
        emit(Figure("big screen srsim run, CPU time (fastest)", times[0] / 1e6, "ms"))
        emit(Figure("big screen srsim run throughput (median)", megabytes / (median / 1e9), "MB/s"))
        // The peak is the child's own only when it is above what this process holds (see ChildProcessRun).
        if peaks.count == times.count {
            peaks.sort()
            let peak = peaks[peaks.count / 2]
            emit(Figure("big screen srsim run peak memory (median)", Double(peak) / 1e6, "MB"))
            emit(Figure("big screen srsim run peak memory per input byte", Double(peak) / Double(max(file.bytes, 1)),
                        "bytes/input byte"))
        } else {
            emit(Figure("big screen srsim run peak memory not measured (not above this process's own)", 0, "runs"))
        }
    }

    /// The `srsim` beside `executable` (the build folder's other product), if there is one.
    static func srsim(beside executable: String) -> String? {
        let candidate = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("srsim").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}
