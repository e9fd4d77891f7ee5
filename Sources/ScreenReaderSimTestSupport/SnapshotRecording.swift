import Foundation

/// When a snapshot helper writes its golden file. Every run that writes one fails, so recording never passes silently.
public enum SnapshotRecording: String, Sendable, CaseIterable {
    /// Write a golden file only when there is none yet (the default).
    case missing
    /// Rewrite every golden file with what the test produces now.
    case all
    /// Never write: a missing golden file is a failure (for CI).
    case never

    /// The mode the environment asks for with `SRSIM_RECORD_SNAPSHOTS=missing|all|never`, if any.
    public static var fromEnvironment: SnapshotRecording? {
        ProcessInfo.processInfo.environment["SRSIM_RECORD_SNAPSHOTS"].flatMap(SnapshotRecording.init(rawValue:))
    }
}
