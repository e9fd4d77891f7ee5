import CHeapGauge
import Foundation

/// Clocks and memory gauges for the benchmarks.
enum Measure {
    /// The median, over `repetitions` runs, of the time `body` takes, in nanoseconds. `prepare` runs before each, untimed.
    static func median(repetitions: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            prepare()
            samples.append(nanoseconds(clock.measure(body)))
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
        let clock = ContinuousClock()
        var firstSamples: [Double] = []
        var secondSamples: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<max(repetitions, 1) {
            let firstTime = nanoseconds(clock.measure(first))
            prepareSecond()
            let secondTime = nanoseconds(clock.measure(second))
            firstSamples.append(firstTime)
            secondSamples.append(secondTime)
            ratios.append(secondTime / firstTime)
        }
        let median = { (samples: [Double]) in samples.sorted()[samples.count / 2] }
        return (median(firstSamples), median(secondSamples), median(ratios))
    }

    /// The time `body` takes once, in nanoseconds.
    static func once(_ body: () -> Void) -> Double { nanoseconds(ContinuousClock().measure(body)) }

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
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        return peakResidentBytes()
    }

    /// Runs `command` (an executable's path, then its arguments) in a child process with its output thrown away;
    /// whether it exited with status 0.
    static func runChild(_ command: [String]) -> Bool {
        guard let path = command.first else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
