import Dispatch
import Foundation

/// Runs a suite of scenario files on several threads at once, handing each file's outcome back in file order, so the
/// output is the same as running them one after another; memory stays flat: at most ``itemsPerThread`` outcomes per
/// thread are held, done but not yet handed back.
///
///     ScenarioSuite.forEach(paths, work: { path in
///         let file = ScenarioFile(parsing: try! String(contentsOfFile: path, encoding: .utf8), file: path)
///         var failures: [ScenarioFailure] = []
///         ScenarioRunner.run(file, keeping: .failures) { failures += $0.failures }
///         return failures
///     }) { failures in
///         for failure in failures { print(failure) }
///     }
public enum ScenarioSuite {
    /// How many threads a suite uses unless told otherwise: one per active core.
    public static var defaultThreads: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// How many items may be done ahead of the one handed back next, per thread: enough that a thread held up on one
    /// item (or descheduled) does not stop the others.
    public static let itemsPerThread = 64

    /// Calls `work` for each of `items`, on up to `threads` threads at once (the calling thread is one of them), and
    /// `body` with each result on the calling thread, in the order of `items`. With one thread (or one item),
    /// everything runs on the calling thread, one item after another. When `body` throws, no further item is started,
    /// the items already started finish, and the error is rethrown.
    /// - Parameters:
    ///   - threads: Threads to use; ``defaultThreads`` unless given (values below 1 count as 1).
    ///   - work: What to do with one item (a file's path or text): parse, run, and keep only what `body` reports.
    ///   - body: Receives each result in item order, as soon as it and every result before it are done.
    public static func forEach<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int = defaultThreads, work: @escaping @Sendable (Item) -> Result,
        _ body: (Result) throws -> Void
    ) rethrows {
        guard threads > 1, items.count > 1 else {
            for item in items { try body(work(item)) }
            return
        }
        let window = OrderedWindow<Result>(count: items.count, size: threads * itemsPerThread)
        let helpers = DispatchGroup()
        for _ in 1..<min(threads, items.count) {
            DispatchQueue.global().async(group: helpers) {
                while let index = window.claim(waiting: true) { window.deliver(index, work(items[index])) }
            }
        }
        // However this ends, helpers start nothing more and are waited for.
        defer {
            window.stopClaiming()
            helpers.wait()
        }
        // The calling thread hands results back in order, and works on the next unclaimed item while it waits.
        for index in items.indices {
            while true {
                if let result = window.take(index, waiting: false) {
                    try body(result)
                    break
                }
                if let claimed = window.claim(waiting: false) {
                    window.deliver(claimed, work(items[claimed]))
                } else {
                    try body(window.take(index, waiting: true)!)
                    break
                }
            }
        }
    }
}

/// The results of a suite between the threads that make them and the one that hands them back in order: items are
/// claimed in order, at most `size` ahead of the next one to hand back, and each result waits in its slot until then.
private final class OrderedWindow<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// The items that may be claimed: all of them, until ``stopClaiming()``.
    private var count: Int
    private var slots: [Result?]
    /// The next item no thread has claimed yet.
    private var nextUnclaimed = 0
    /// The next item to hand back (every one before it has been).
    private var nextToTake = 0

    init(count: Int, size: Int) {
        self.count = count
        slots = Array(repeating: nil, count: min(size, count))
    }

    /// Leaves every item not yet claimed unclaimed: ``claim(waiting:)`` answers nil from now on (and wakes any waiter).
    func stopClaiming() {
        condition.lock()
        count = nextUnclaimed
        condition.broadcast()
        condition.unlock()
    }

    /// The next unclaimed item, or nil when every item is claimed; while `size` items are ahead of the next to hand
    /// back, waits for room when `waiting`, else answers nil.
    func claim(waiting: Bool) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextUnclaimed < count && nextUnclaimed - nextToTake >= slots.count {
            guard waiting else { return nil }
            condition.wait()
        }
        guard nextUnclaimed < count else { return nil }
        nextUnclaimed += 1
        return nextUnclaimed - 1
    }

    /// Stores the result of the claimed item `index`.
    func deliver(_ index: Int, _ result: Result) {
        condition.lock()
        slots[index % slots.count] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The result of item `index` (the next to hand back), leaving its slot free; when it is not done yet, waits for
    /// it when `waiting`, else answers nil.
    func take(_ index: Int, waiting: Bool) -> Result? {
        condition.lock()
        defer { condition.unlock() }
        let slot = index % slots.count
        while slots[slot] == nil {
            guard waiting else { return nil }
            condition.wait()
        }
        let result = slots[slot]
        slots[slot] = nil
        nextToTake = index + 1
        condition.broadcast()
        return result
    }
}
