import CHeapGauge
import Foundation

/// Clocks and memory gauges for the benchmarks.
///
/// Times are CPU time: this process's, every thread's user and system time (`clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`),
/// so other work on a shared machine does not count, unless a figure says it is wall-clock time (the suite on several
/// threads, whose point is the time it saves on the clock, and the Python reference, which runs in a child process).
enum Measure {
    /// Which clock a figure is timed with.
    enum Clock {
        /// This process's CPU time (every thread, user and system).
        case cpu
        /// The wall clock (monotonic).
        case wall
    }

    /// This process's CPU time so far, in nanoseconds: `clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`.
    static func cpuNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// The time `body` takes on `clock`, in nanoseconds.
    static func time(_ clock: Clock = .cpu, _ body: () -> Void) -> Double {
        switch clock {
        case .cpu:
            let start = cpuNanoseconds()
            body()
            return cpuNanoseconds() - start
        case .wall:
            return nanoseconds(ContinuousClock().measure(body))
        }
    }

    /// The median, over `repetitions` runs, of the time `body` takes, in nanoseconds. `prepare` runs before each, untimed.
    static func median(repetitions: Int, clock: Clock = .cpu, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            prepare()
            samples.append(time(clock, body))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Two bodies timed in turn, `repetitions` times each (first, then second, then first again...), so a change in the
    /// machine's load falls on both alike: the median time of each, in nanoseconds, and the median of the ratios of
    /// each pair (second over first). `prepareSecond` runs before each run of `second`, untimed.
    static func pairedMedians(
        repetitions: Int, _ first: () -> Void, prepareSecond: () -> Void, _ second: () -> Void
    ) -> (first: Double, second: Double, ratio: Double) {
        pairedMedians(repetitions: repetitions, prepareFirst: {}, first, prepareSecond: prepareSecond, second)
    }

    /// ``pairedMedians(repetitions:_:prepareSecond:_:)`` with `prepareFirst` run before each run of `first`, untimed.
    static func pairedMedians(
        repetitions: Int, prepareFirst: () -> Void, _ first: () -> Void, prepareSecond: () -> Void, _ second: () -> Void
    ) -> (first: Double, second: Double, ratio: Double) {
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            prepareFirst()
            let firstTime = time(.cpu, first)
            prepareSecond()
            let secondTime = time(.cpu, second)
            firstSamples.append(firstTime)
            secondSamples.append(secondTime)
            ratios.append(secondTime / max(firstTime, 1))
        }
        let median = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
        return (median(firstSamples), median(secondSamples), median(ratios))
    }

    /// The time `body` takes once on `clock`, in nanoseconds.
    static func once(_ clock: Clock = .cpu, _ body: () -> Void) -> Double { time(clock, body) }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// Bytes the allocator has handed out and not yet taken back (malloc arenas and mmapped blocks).
    static func heapBytesInUse() -> Int { Int(heap_gauge_bytes_in_use()) }

    /// The process's peak resident memory so far, in bytes.
    static func peakResidentBytes() -> Int { Int(heap_gauge_peak_resident_bytes()) }

    /// This process's own peak resident memory since it started, in bytes: `VmHWM` in /proc/self/status where there is
    /// one (a process started from a large one reports that one's peak in its resource usage on Linux), else the
    /// resource usage's peak.
    static func ownPeakResidentBytes() -> Int {
        processStatusBytes("VmHWM:") ?? peakResidentBytes()
    }

    /// A memory field of this process's `/proc/self/status` (`VmRSS:`, `VmHWM:`), in bytes; nil where there is none.
    static func processStatusBytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    /// Runs `command` (an executable's path, then its arguments) in a child process with its output thrown away;
    /// whether it exited with status 0, or nil when it could not be started.
    static func runChild(_ command: [String]) -> Bool? {
        guard let path = command.first else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
