import Foundation
import ScreenReaderSim

/// Where a command's document goes: standard output, or a file given with `-o`, written whole or not at all.
enum OutputFile {
    /// Writes `text` to `path` (replacing it in one step, so a reader never sees half a file), or to standard output.
    static func deliver(_ text: String, to path: String?, into result: inout CommandResult, style: TextStyle) {
        guard let path, path != "-" else {
            result.out(text)
            return
        }
        do {
            try write(Data(text.utf8), to: path)
        } catch {
            result.err("\(style.error("error:")) \(path): cannot write the file: \(Self.reason(error, path: path))")
            result.worsen(to: .failure)
        }
    }

    /// Writes `data` to a temporary file beside `path`, then moves it into place.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try data.write(to: temporary)
            // rename(2) replaces an existing file in one step.
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: NSError(
                    domain: NSPOSIXErrorDomain, code: Int(errno),
                    userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Why writing `path` failed, in plain words (`the folder /nonexistent does not exist`), never Foundation's
    /// `Error Domain=...` text.
    static func reason(_ error: Error, path: String) -> String {
        if let problem = SystemError.folderProblem(for: path) { return problem }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        let nsError = error as NSError
        for candidate in [nsError.userInfo[NSUnderlyingErrorKey] as? NSError, nsError].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return SystemError.describe(Int32(candidate.code))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileWriteNoPermission: return SystemError.describe(EACCES)
            case .fileWriteOutOfSpace: return SystemError.describe(ENOSPC)
            case .fileWriteVolumeReadOnly: return SystemError.describe(EROFS)
            case .fileNoSuchFile, .fileWriteInvalidFileName: return SystemError.describe(ENOENT)
            default: break
            }
        }
        let text = nsError.localizedDescription
        return text.isEmpty || text.contains("Error Domain=") ? "the system refused to write it" : text
    }
}
