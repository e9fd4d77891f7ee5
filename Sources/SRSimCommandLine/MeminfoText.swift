/// The `MemAvailable:` figure of `/proc/meminfo`'s text, which ``ScenarioFileReader/availableMemory()`` reads before
/// every file it opens.
///
/// The plain reading (``plainAvailableKilobytes(in:)``) splits the whole text into lines of characters to find one
/// line: about 0.6 million instructions on a 1.5 KB `/proc/meminfo`, a tenth of a trivial run's (Speed article,
/// ninth round). Where the text is ASCII without a carriage return, so that its characters are its bytes and its
/// lines end at each `\n` byte, the line is found by its bytes instead and only that line is read the plain way;
/// any other text is read the plain way whole. Either way the answer is the plain reading's.
enum MeminfoText {
    /// The number after `MemAvailable:` on the first line that begins with it (in kilobytes), nil when there is none
    /// or it is not a whole number.
    static func availableKilobytes(in meminfo: String) -> Int? {
        var meminfo = meminfo
        switch meminfo.withUTF8({ availableLine(inASCII: $0) }) {
        case .plain: return plainAvailableKilobytes(in: meminfo)
        case .missing: return nil
        case .line(let line): return number(onLine: Substring(line))
        }
    }

    /// The reading this answers as: the first of the text's lines (split at `\n` characters) that begins with
    /// `MemAvailable:`, and the number that follows it.
    static func plainAvailableKilobytes(in meminfo: String) -> Int? {
        guard let line = meminfo.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }) else { return nil }
        return number(onLine: line)
    }

    /// The second of the line's words (split at spaces) as a whole number, nil when it has none or it is not one.
    private static func number(onLine line: Substring) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// What a look at the text's bytes found.
    private enum Found {
        /// The text is not plain ASCII without carriage returns: read it the plain way.
        case plain
        /// No line begins with `MemAvailable:`.
        case missing
        /// The first line that does, without its `\n`.
        case line(String)
    }

    /// The first line of `bytes` that begins with `MemAvailable:`, when every byte is ASCII and none is `\r`.
    private static func availableLine(inASCII bytes: UnsafeBufferPointer<UInt8>) -> Found {
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return .plain }
        let prefix = Array("MemAvailable:".utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            if end - start >= prefix.count && prefix.indices.allSatisfy({ bytes[start + $0] == prefix[$0] }) {
                return .line(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            start = end + 1
        }
        return .missing
    }
}
