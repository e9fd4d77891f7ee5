import Foundation
import ScreenReaderSim

/// Where a command's document goes: standard output, or a file given with `-o` (or `--junit`, `--audio`), written
/// whole or not at all by ``AtomicFileWriter``, the one writer every output goes through.
enum OutputFile {
    /// Writes `text` to `path` (replacing it in one step, so a reader never sees half a file), or to standard output.
    static func deliver(_ text: String, to path: String?, into result: inout CommandResult, style: TextStyle) {
        guard let path, path != "-" else {
            result.out(text)
            return
        }
        do {
            try AtomicFileWriter.write(text, toPath: path)
        } catch {
            result.err("\(style.error("error:")) \(path): cannot write the file: \(Self.reason(error))")
            result.worsen(to: .failure)
        }
    }

    /// Writes `data` to `path` in one step (see ``AtomicFileWriter``).
    static func write(_ data: Data, to path: String) throws(AtomicFileWriter.Failure) {
        try AtomicFileWriter.write(data, toPath: path)
    }

    /// Refuses output paths that are (or lead to) one of `inputs`, so a command never replaces the file it reads
    /// (`srsim transcript F.scenario -o F.scenario`): each such output is an error, and the command must write nothing.
    /// - Parameter outputs: each output option with its path, e.g. `("-o", "out.svg")`.
    /// - Returns: True when every output is safe to write.
    static func refuseInputs(
        _ outputs: [(option: String, path: String?)], inputs: [String], into result: inout CommandResult, style: TextStyle
    ) -> Bool {
        var safe = true
        for case let (option, path?) in outputs where path != "-" {
            var output = stat()
            // Only a regular file can be lost this way; a terminal or pipe given as both stays usable.
            guard stat(path, &output) == 0, output.st_mode & S_IFMT == S_IFREG else { continue }
            for input in inputs {
                var read = stat()
                guard stat(input, &read) == 0, read.st_dev == output.st_dev, read.st_ino == output.st_ino else { continue }
                let same = input == path ? "" : " (the same file as \(input))"
                result.err("\(style.error("error:")) \(option) \(path) is an input of this command\(same); writing it would "
                    + "replace the scenario file, so nothing was written. Choose another output file.")
                result.worsen(to: .usage)
                safe = false
                break
            }
        }
        return safe
    }

    /// Why writing failed, in plain words (`the folder /nonexistent does not exist`, `it is a folder`), as the writer
    /// says it, never Foundation's `Error Domain=...` text.
    static func reason(_ error: AtomicFileWriter.Failure) -> String {
        error.reason == "is a folder" ? "it is a folder" : error.reason
    }
}
