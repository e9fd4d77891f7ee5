import Dispatch
import Foundation

/// Works through a list of files a batch at a time, the files of a batch on every core at once, handing each file's
/// report on in list order: output is the same as one file after another, and only a batch's reports are held.
enum FileBatches {
    /// How many files are worked on at once per core; enough to keep the cores busy between batches.
    static let filesPerCore = 16

    /// Calls `report` for each of `files` (concurrently) and `body` with each report, in the order of `files`.
    static func forEach<Report: Sendable>(
        _ files: [String], report: @escaping @Sendable (String) -> Report, _ body: (Report) -> Void
    ) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, files.count > 1 else {
            for file in files { body(report(file)) }
            return
        }
        let batchSize = cores * filesPerCore
        var start = 0
        while start < files.count {
            let batch = Array(files[start..<min(files.count, start + batchSize)])
            let slots = Slots<Report>(count: batch.count)
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                slots.set(index, report(batch[index]))
            }
            for report in slots.take() { body(report) }
            start += batch.count
        }
    }
}

/// One result per index, each written once by one thread and read after every thread is done.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    /// Stores `value` at `index` (each index from one thread only).
    func set(_ index: Int, _ value: Value) { storage[index] = value }

    /// Every value, in order, leaving the slots empty.
    func take() -> [Value] {
        (0..<count).map { index in
            let value = storage[index]!
            storage[index] = nil
            return value
        }
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }
}
