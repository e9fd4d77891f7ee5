import Foundation

/// A screen-heavy scenario file, the one a big screen is measured on (issue 24 B1): one screen of mixed kinds
/// (headings, groups nested two deep, rows merging a text and a control, radio groups, steppers, sliders, fields,
/// links, images), about 25 bytes a line, so 6 MB holds about 250,000 elements and 50 MB about 2 million; then one short
/// scenario that touches, toggles and checks elements at the start, the middle and the end of the screen (and swipes),
/// on both readers.
///
/// `srsim-benchmarks generate screen FILE MEGABYTES` writes it, and ``BigScreenBenchmark`` times `srsim run` on it. It
/// is written a section at a time, so making a 50 MB file does not hold 50 MB.
public enum ScreenHeavyFile {
    /// Element lines in one section: 20 lines of 15 kinds, nested up to three levels.
    public static let elementLinesPerSection = 20

    /// How many sections a file of about `bytes` bytes holds (at least 3: the scenario visits the first, the middle and
    /// the last).
    public static func sections(bytes: Int) -> Int {
        let perSection = max(1, section(1_000).utf8.count)
        return max(3, bytes / perSection)
    }

    /// The whole file of about `bytes` bytes, as text.
    public static func text(bytes: Int) -> String {
        var output = ""
        output.reserveCapacity(bytes + bytes / 8)
        write(bytes: bytes) { output += $0 }
        return output
    }

    /// Writes the file of about `bytes` bytes to `path`, a few hundred kilobytes at a time; returns its size in bytes
    /// and its element lines. The file is opened where it is (`open(2)`, created or emptied): a symbolic link is written
    /// through to its target and stays a link, and a device or a pipe is written to, not replaced.
    /// - Throws: what writing the file throws.
    @discardableResult
    public static func write(toFile path: String, bytes: Int) throws -> (bytes: Int, elementLines: Int) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey:
                NSError(domain: NSPOSIXErrorDomain, code: Int(errno))])
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var pending = ""
        var written = 0
        var failure: (any Error)?
        func flush() {
            guard failure == nil, !pending.isEmpty else { return }
            do { try handle.write(contentsOf: Data(pending.utf8)) } catch { failure = error }
            written += pending.utf8.count
            pending = ""
        }
        let sections = write(bytes: bytes) { piece in
            pending += piece
            if pending.utf8.count >= 1 << 18 { flush() }
        }
        flush()
        if let failure { throw failure }
        return (written, sections * elementLinesPerSection)
    }

    /// Hands the file of about `bytes` bytes to `append` piece by piece, in order; returns how many sections it has.
    @discardableResult
    static func write(bytes: Int, to append: (String) -> Void) -> Int {
        let sections = sections(bytes: bytes)
        append("# Generated: a screen-heavy file for the big-screen benchmark.\nscreen \"Big screen\"\n")
        for number in 0..<sections { append(section(number)) }
        append("\nscenario \"Touch, toggle and check across the screen\"\n  using voiceover, talkback\n")
        for number in [0, sections / 2, sections - 1] {
            append("""
              touch "Setting \(number) a"
              double tap
              expect "Setting \(number) a" is off
              touch "Setting \(number) b"
              double tap
              expect "Setting \(number) b" is unchecked
              touch "Large \(number)"
              double tap
              expect "Large \(number)" is selected
              swipe right
              swipe left
              expect focus "Large \(number)"

            """)
        }
        return sections
    }

    /// One section: ``elementLinesPerSection`` element lines.
    static func section(_ number: Int) -> String {
        """
          heading "Section \(number)"
          group
            text "About section \(number)"
            row
              icon "bell"
              text "Setting \(number) a"
              switch "Setting \(number) a" on
            row
              text "Setting \(number) b"
              checkbox "Setting \(number) b" checked
            group
              button "Save \(number)"
              link "Help \(number)"
              image "Picture \(number)"
          radio-group "Size \(number)"
            radio "Small \(number)" selected
            radio "Large \(number)"
          stepper "Guests \(number)" value 2 min 1 max 4
          slider "Volume \(number)" value 50
          text-field "Name \(number)" placeholder "Your name"

        """
    }
}
