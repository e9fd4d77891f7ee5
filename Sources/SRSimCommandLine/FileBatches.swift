import ScreenReaderSim

/// Works through a list of files a batch at a time, the files of a batch on several threads at once, handing each
/// file's report on in list order: output is the same as one file after another, and only a batch's reports are held
/// (see ``ScenarioSuite/forEach(_:threads:work:_:)``).
enum FileBatches {
    /// Calls `report` for each of `files` (concurrently, on up to `threads` threads) and `body` with each report, in
    /// the order of `files`.
    static func forEach<Report: Sendable>(
        _ files: [String], threads: Int = ScenarioSuite.defaultThreads, report: @escaping @Sendable (String) -> Report,
        _ body: (Report) -> Void
    ) {
        ScenarioSuite.forEach(files, threads: threads, work: report, body)
    }
}
