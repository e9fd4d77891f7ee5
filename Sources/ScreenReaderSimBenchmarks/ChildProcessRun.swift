import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a program in a child process, measured as the operating system accounts for it: its CPU time (user plus
/// system, from `wait4`) and its peak resident memory.
///
/// The peak is the child's resource usage (`ru_maxrss`), which on Linux is at least the parent's own peak at the moment
/// the child started (a process started from a large one carries that one's high-water mark through `exec`). So the
/// parent first lowers its own mark to what it holds now (`/proc/self/clear_refs`, Linux 4.0 and later), and the peak
/// counts as the child's only when it is above the parent's mark once the child has ended (which is at least what the
/// child started with): ``peakResidentBytes`` is nil otherwise, and where the parent cannot lower its mark.
struct ChildProcessRun: Sendable {
    /// Whether the child exited with status 0.
    let succeeded: Bool
    /// The child's CPU time, user plus system, in nanoseconds.
    let cpuNanoseconds: Double
    /// The child's own peak resident memory in bytes, or nil when it could not be told apart from the parent's.
    let peakResidentBytes: Int?

    /// Runs `command` (an executable's path, then its arguments) with standard output and error thrown away, and waits
    /// for it. On Linux it is started with `posix_spawn` and reaped with `wait4`; elsewhere through `Process`, with no
    /// peak.
    /// - Throws: ``BenchmarkError`` saying why, when it could not be started or waited for.
    static func run(_ command: [String]) throws(BenchmarkError) -> ChildProcessRun {
        guard let path = command.first else { throw BenchmarkError("no program to start") }
        #if os(Linux)
        let canTellPeaks = lowerOwnPeak()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, nil, arguments, environ)
        guard spawned == 0 else { throw BenchmarkError("could not start \(path): \(Self.reason(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchmarkError("could not wait for \(path): \(Self.reason(errno))") }
        }
        let parentPeak = canTellPeaks ? Measure.processStatusBytes("VmHWM:") : nil
        let exitedNormally = status & 0x7f == 0
        let cpu = Self.nanoseconds(usage.ru_utime) + Self.nanoseconds(usage.ru_stime)
        // ru_maxrss is in kilobytes (1,024 bytes) on Linux.
        let peak = Int(usage.ru_maxrss) * 1024
        return ChildProcessRun(
            succeeded: exitedNormally && (status >> 8) & 0xff == 0, cpuNanoseconds: cpu,
            peakResidentBytes: parentPeak.flatMap { peak > $0 ? peak : nil }
        )
        #else
        // Elsewhere: Foundation starts the child (Measure.runChild), and its CPU time is what the children's usage
        // grew by; no peak.
        var before = rusage()
        getrusage(RUSAGE_CHILDREN, &before)
        guard let succeeded = Measure.runChild(command) else { throw BenchmarkError("could not start \(path)") }
        var after = rusage()
        getrusage(RUSAGE_CHILDREN, &after)
        let cpu = nanoseconds(after.ru_utime) + nanoseconds(after.ru_stime)
            - nanoseconds(before.ru_utime) - nanoseconds(before.ru_stime)
        return ChildProcessRun(succeeded: succeeded, cpuNanoseconds: cpu, peakResidentBytes: nil)
        #endif
    }

    /// Lowers this process's peak resident mark to what it holds now (`5` into `/proc/self/clear_refs`); whether the
    /// system did (where it cannot, a child's peak cannot be told apart from this process's).
    static func lowerOwnPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The system's words for the error number `code` ("No such file or directory").
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    static func nanoseconds(_ time: timeval) -> Double {
        Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3
    }
}
