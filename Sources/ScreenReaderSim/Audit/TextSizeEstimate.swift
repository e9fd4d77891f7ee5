/// How many lines a text needs at a larger text size: an **estimate**, since the audit has no fonts.
///
/// The model, documented so a designer can check it by hand:
/// - Body text is 17 pt on iOS (the `body` text style) and 16 sp on Android (Material's `bodyLarge`).
/// - At 200% (the seeds' "Text can resize up to 200%") that doubles: 34 pt on iOS, 32 sp on Android.
/// - Every character (grapheme) is taken as 0.5 em wide, so a line of `width` holds `⌊width ÷ (0.5 × size)⌋` characters
///   (at least one): 200 pt holds 11 characters at 34 pt.
/// - Words wrap greedily: a word goes on the current line if it fits after one space, else it starts a new line; a word
///   longer than a whole line is broken across as many lines as it needs.
/// - Line height does not matter: only the line count is compared with the element's line limit.
///
///     TextSizeEstimate(platform: .ios).lines(for: "Allow notifications while roaming", width: 200)   // 4
public struct TextSizeEstimate: Hashable, Sendable {
    /// The average glyph width, as a fraction of the font size.
    public static let glyphWidthInEms = 0.5
    /// The text-size scale the seeds require to work without losing information.
    public static let scale = 2.0

    /// The platform whose body text size applies.
    public var platform: Platform

    /// The estimate for `platform`'s body text.
    public init(platform: Platform) { self.platform = platform }

    /// The body text size at 100%: 17 pt on iOS, 16 sp on Android (from the platform's rules).
    public var bodySize: Double { PlatformRules.rules(for: platform).bodyTextSize }

    /// The text size at 200%.
    public var scaledSize: Double { bodySize * Self.scale }

    /// The unit widths are given in: `pt` on iOS, `dp` on Android.
    public var widthUnit: String { PlatformRules.rules(for: platform).lengthUnit }

    /// The unit text sizes are given in: `pt` on iOS, `sp` on Android.
    public var sizeUnit: String { PlatformRules.rules(for: platform).textSizeUnit }

    /// How many characters fit on one line of `width` at 200% (at least one).
    public func charactersPerLine(width: Double) -> Int {
        let perLine = (width / (Self.glyphWidthInEms * scaledSize)).rounded(.down)
        guard perLine.isFinite, perLine >= 1 else { return 1 }
        return perLine > Double(Int.max / 2) ? Int.max / 2 : Int(perLine)
    }

    /// The lines `text` needs at 200% in `width`, wrapping words greedily; 0 for empty text.
    public func lines(for text: String, width: Double) -> Int {
        let perLine = charactersPerLine(width: width)
        var lines = 0
        var used = 0  // characters on the current line; 0 = no line started
        for word in text.split(whereSeparator: \.isWhitespace) {
            let length = word.count
            if used > 0 && used + 1 + length <= perLine {
                used += 1 + length
            } else if length <= perLine {
                lines += 1
                used = length
            } else {
                // A word longer than a line fills whole lines, and its rest starts the next one.
                let whole = length / perLine
                let rest = length % perLine
                lines += whole + (rest > 0 ? 1 : 0)
                used = rest > 0 ? rest : perLine
            }
        }
        return lines
    }
}
