/// A source location for each of some readers, kept as one slot per ``ReaderKind`` (plain data: a step holds one with
/// no list to allocate, copy or free). ``Step/expectationLocations`` shows it as the ``PerReader`` it stands for.
struct ReaderLocations: Hashable, Sendable {
    /// VoiceOver's location.
    private var voiceOver: SourceLocation?
    /// TalkBack's location.
    private var talkBack: SourceLocation?
    /// The iOS keyboard's location.
    private var iosKeyboard: SourceLocation?
    /// The Android keyboard's location.
    private var androidKeyboard: SourceLocation?

    /// No reader.
    init() {}

    /// The readers and locations of `map`.
    init(_ map: PerReader<SourceLocation>) {
        for entry in map.entries { self[entry.reader] = entry.value }
    }

    /// `reader`'s location, or nil when it has none.
    subscript(reader: ReaderKind) -> SourceLocation? {
        get {
            switch reader {
            case .voiceOver: voiceOver
            case .talkBack: talkBack
            case .iosKeyboard: iosKeyboard
            case .androidKeyboard: androidKeyboard
            }
        }
        set {
            switch reader {
            case .voiceOver: voiceOver = newValue
            case .talkBack: talkBack = newValue
            case .iosKeyboard: iosKeyboard = newValue
            case .androidKeyboard: androidKeyboard = newValue
            }
        }
    }

    /// The same readers and locations as a ``PerReader`` (in declaration order).
    var perReader: PerReader<SourceLocation> {
        var map = PerReader<SourceLocation>()
        for reader in ReaderKind.allCases {
            if let location = self[reader] { map[reader] = location }
        }
        return map
    }
}
