import Dispatch
import Foundation

/// Runs a suite of scenario files on several threads at once, handing each file's outcome back in file order, so the
/// output is the same as running them one after another; memory stays flat: only a batch of outcomes is held at a time.
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

    /// How many items are worked on at once per thread: enough to keep every thread busy between batches.
    public static let itemsPerThread = 16

    /// Calls `work` for each of `items`, on up to `threads` threads at once, and `body` with each result on the calling
    /// thread, in the order of `items`. With one thread (or one item), everything runs on the calling thread.
    /// - Parameters:
    ///   - threads: Threads to use; ``defaultThreads`` unless given (values below 1 count as 1).
    ///   - work: What to do with one item (a file's path or text): parse, run, and keep only what `body` reports.
    ///   - body: Receives each result in item order, as soon as it and every result before it are done.
    public static func forEach<Item: Sendable, Result: Sendable>(
        _ items: [Item], threads: Int = defaultThreads, work: @escaping @Sendable (Item) -> Result,
        _ body: (Result) -> Void
    ) {
        guard threads > 1, items.count > 1 else {
            for item in items { body(work(item)) }
            return
        }
        let batchSize = threads * itemsPerThread
        var start = 0
        while start < items.count {
            let end = min(items.count, start + batchSize)
            let slots = Slots<Result>(count: end - start)
            let batchStart = start
            // Every thread takes the next item of the batch until none is left (cheap items do not wait for dear ones).
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: min(threads, end - start)) { _ in
                while true {
                    let offset = next.increment()
                    if offset >= slots.count { return }
                    slots.set(offset, work(items[batchStart + offset]))
                }
            }
            for offset in 0..<slots.count { body(slots.take(offset)) }
            start = end
        }
    }
}

/// A shared count handed out one number at a time.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The next number (0 first).
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

/// One result per index, each written once by one thread and read after every thread is done.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    /// Stores `value` at `index` (each index from one thread only).
    func set(_ index: Int, _ value: Value) { storage[index] = value }

    /// The value at `index`, leaving its slot empty.
    func take(_ index: Int) -> Value {
        let value = storage[index]!
        storage[index] = nil
        return value
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}
