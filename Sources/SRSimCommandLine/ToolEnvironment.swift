#if canImport(Glibc)
import Glibc
#endif

/// The process environment as `srsim` reads it: only the variables the command line looks at (``names``), found in
/// the process's `environ` as Foundation's `ProcessInfo.processInfo.environment` would find them.
///
/// `ProcessInfo.environment` makes a `String` and a dictionary entry of every variable (about 0.7 million
/// instructions at every start, a seventh of a trivial run's own; Speed article, ninth round), where `srsim` reads
/// five. Each entry of `environ` is taken the same way (``entries(_:)``: a `String` made from its bytes, split at its
/// first `=`, a later entry replacing an earlier one with the same name), but only when its bytes begin with one of
/// ``names`` and `=`, so the dictionary `srsim` is given is the whole environment's, narrowed to those names.
public enum ToolEnvironment {
    /// Every variable the command line reads: `NO_COLOR` and `TERM` (colour), `SRSIM_THREADS` (`srsim run`),
    /// `PATH` and `SRSIM_ESPEAK_TIMEOUT` (espeak-ng for `--speak` and `--audio`). A test checks that the sources read
    /// no other.
    public static let names = ["NO_COLOR", "TERM", "SRSIM_THREADS", "PATH", "SRSIM_ESPEAK_TIMEOUT"]

    /// The variables of ``names`` that this process's environment sets, with their values.
    public static func current() -> [String: String] {
        #if canImport(Glibc)
        var found: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            if startsWithName(pointer) { found.append(String(cString: pointer)) }
            entry += 1
        }
        return entries(found)
        #else
        return [:]
        #endif
    }

    /// The variables of ``names`` among `environment`'s entries (`NAME=value`, in the order of `environ`), as
    /// `ProcessInfo.environment` takes them: split at the first `=` (an entry without one is skipped), a later entry
    /// replacing an earlier one of the same name.
    public static func entries(_ environment: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for entry in environment {
            guard let delimiter = entry.firstIndex(of: "=") else { continue }
            let name = String(entry[entry.startIndex..<delimiter])
            guard names.contains(name) else { continue }
            result[name] = String(entry[entry.index(after: delimiter)...])
        }
        return result
    }

    /// Whether the C string at `entry` begins with one of ``names`` followed by `=`: any other entry cannot name one
    /// of them (its name, split at the first `=`, would differ in a byte).
    static func startsWithName(_ entry: UnsafePointer<CChar>) -> Bool {
        names.contains { name in
            var matched = true
            var offset = 0
            for byte in name.utf8 {
                if UInt8(bitPattern: entry[offset]) != byte {
                    matched = false
                    break
                }
                offset += 1
            }
            return matched && entry[offset] == 0x3D
        }
    }
}
