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
    /// The locations of readers that are not a family's seed reader (device profiles, settings), rarely any.
    private var others: [Other] = []

    /// A location of a reader with a profile or settings.
    private struct Other: Hashable, Sendable {
        var reader: ReaderKind
        var location: SourceLocation
    }

    /// No reader.
    init() {}

    /// The readers and locations of `map`.
    init(_ map: PerReader<SourceLocation>) {
        for entry in map.entries { self[entry.reader] = entry.value }
    }

    /// `reader`'s location, or nil when it has none.
    subscript(reader: ReaderKind) -> SourceLocation? {
        get {
            guard reader.isSeed else { return others.first { $0.reader == reader }?.location }
            switch reader.family {
            case .voiceOver: return voiceOver
            case .talkBack: return talkBack
            case .iosKeyboard: return iosKeyboard
            case .androidKeyboard: return androidKeyboard
            }
        }
        set {
            guard reader.isSeed else {
                others.removeAll { $0.reader == reader }
                if let newValue { others.append(Other(reader: reader, location: newValue)) }
                return
            }
            switch reader.family {
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
        for other in others { map[other.reader] = other.location }
        return map
    }
}
