import Foundation

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
            result.err("\(style.error("error:")) \(path): cannot write the file (\(Self.reason(error)))")
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

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { return underlying.localizedDescription }
        return nsError.localizedDescription
    }
}
