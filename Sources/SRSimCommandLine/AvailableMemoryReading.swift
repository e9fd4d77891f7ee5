import Dispatch
import Foundation

/// The memory this process can still take (``ScenarioFileReader/availableMemory()``), read again only when an answer
/// could depend on it: a suite of small files reads `/proc/meminfo` once a second, not once per file.
///
/// A reading less than a second old answers for any need up to half of it (memory would have to halve within that
/// second for the answer to change); a larger need, or an older reading, reads again.
final class AvailableMemoryReading: @unchecked Sendable {
    /// The reading every file of the process shares.
    static let shared = AvailableMemoryReading(read: ScenarioFileReader.availableMemory)

    /// How long a reading stands, in nanoseconds.
    static let lifetime: UInt64 = 1_000_000_000

    private let read: () -> Int?
    private let lock = NSLock()
    /// The last reading (nil inside: unknown) and when it was taken; nil before the first.
    private var last: (value: Int?, time: UInt64)?

    /// A reading that takes its value from `read`.
    init(read: @escaping () -> Int?) {
        self.read = read
    }

    /// The available memory in bytes to weigh a need of `needed` bytes against: the last reading while it is fresh and
    /// `needed` is at most half of it, else a new reading (nil where it cannot be read).
    func available(forNeeding needed: Int) -> Int? {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        if let last, now &- last.time < Self.lifetime, last.value.map({ needed <= $0 / 2 }) ?? true {
            lock.unlock()
            return last.value
        }
        lock.unlock()
        let value = read()
        lock.lock()
        last = (value, DispatchTime.now().uptimeNanoseconds)
        lock.unlock()
        return value
    }
}
