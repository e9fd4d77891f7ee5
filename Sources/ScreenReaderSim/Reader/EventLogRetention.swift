/// How much of its history a reader keeps in ``ScreenReader/log``.
///
/// Every input returns its events whatever the retention; the log is only the history. A long run (a suite, a
/// benchmark, a live session left open) can keep a bounded log, or none, so memory stays flat.
public enum EventLogRetention: Hashable, Sendable {
    /// Every event since the reader started (the default).
    case all
    /// Only the most recent events, at most this many.
    case recent(Int)
    /// No history: ``ScreenReader/log`` and ``ScreenReader/spokenLog`` stay empty.
    case none
}
