import Foundation

/// Golden files beside the test: `__Snapshots__/<TestFile>/<name>.txt`, compared byte for byte.
enum SnapshotChecks {
    /// Compares `actual` with the golden file `name`, recording or failing as `record` (else the environment) says.
    static func compare(
        _ actual: String, named name: String, record: SnapshotRecording?, directory: String?, at location: CallerLocation,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let mode: SnapshotRecording
        do {
            mode = try SnapshotRecording.resolve(record, environment: environment)
        } catch {
            location.recordFailure(error.description)
            return
        }
        let testFile = URL(fileURLWithPath: "\(location.file)")
        let folder = directory.map { URL(fileURLWithPath: $0) }
            ?? testFile.deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let path = folder.appendingPathComponent(name + ".txt")
        let existing = FileManager.default.contents(atPath: path.path).map { String(decoding: $0, as: UTF8.self) }
        if mode == .all || (existing == nil && mode == .missing) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: path, options: .atomic)
                location.recordFailure("Recorded snapshot \"\(name)\" at \(path.path); run the test again to check against it.")
            } catch {
                location.recordFailure("Could not record snapshot \"\(name)\" at \(path.path): \(error)")
            }
            return
        }
        guard let expected = existing else {
            location.recordFailure("""
                No snapshot \"\(name)\" at \(path.path); record it with SRSIM_RECORD_SNAPSHOTS=missing.
                """)
            return
        }
        guard expected != actual else { return }
        location.recordFailure("Snapshot \"\(name)\" differs (\(path.path)):\n" + lineDifference(expected, actual)
            + "\nRe-record with SRSIM_RECORD_SNAPSHOTS=all if the new output is right.")
    }

    /// The lines that differ, `−` for the golden file and `+` for now, with their line numbers.
    static func lineDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { lines.append("− \(index + 1) | \(before)") }
            if let after { lines.append("+ \(index + 1) | \(after)") }
        }
        return lines.joined(separator: "\n")
    }
}
