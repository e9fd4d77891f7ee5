import Foundation

/// When a snapshot helper writes its golden file. Every run that writes one fails, so recording never passes silently.
public enum SnapshotRecording: String, Sendable, CaseIterable {
    /// Write a golden file only when there is none yet (the default).
    case missing
    /// Rewrite every golden file with what the test produces now.
    case all
    /// Never write: a missing golden file is a failure (for CI).
    case never

    /// The environment variable that picks the mode for every snapshot check without an explicit `record:`.
    public static let environmentVariable = "SRSIM_RECORD_SNAPSHOTS"

    /// The mode the environment asks for with `SRSIM_RECORD_SNAPSHOTS=missing|all|never`, if any; nil when the variable
    /// is unset or holds something else (``resolve(_:environment:)`` reports that as an error).
    public static var fromEnvironment: SnapshotRecording? {
        try? resolve(nil, environment: ProcessInfo.processInfo.environment)
    }

    /// The mode a check uses: `explicit` when given, else the environment's, else ``missing``.
    /// - Throws: ``UnknownSnapshotRecording`` when `SRSIM_RECORD_SNAPSHOTS` holds a word that is not a mode.
    public static func resolve(
        _ explicit: SnapshotRecording?, environment: [String: String]
    ) throws(UnknownSnapshotRecording) -> SnapshotRecording {
        if let explicit { return explicit }
        guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
        guard let mode = SnapshotRecording(rawValue: value.lowercased()) else { throw UnknownSnapshotRecording(value: value) }
        return mode
    }
}

/// `SRSIM_RECORD_SNAPSHOTS` holds a word that is not a recording mode.
public struct UnknownSnapshotRecording: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable's value.
    public let value: String

    /// The error for `value`.
    public init(value: String) { self.value = value }

    /// `SRSIM_RECORD_SNAPSHOTS="sometimes" is not a recording mode; use missing, all or never`.
    public var description: String {
        let modes = SnapshotRecording.allCases.map(\.rawValue)
        return "\(SnapshotRecording.environmentVariable)=\"\(value)\" is not a recording mode; use "
            + modes.dropLast().joined(separator: ", ") + " or " + modes.last!
    }
}
