/// A value for each of some readers, such as each reader's expected utterances in a step: a dictionary by
/// ``ReaderKind`` in behaviour (lookup, update, equality whatever the order written), kept as a small list in the readers'
/// declaration order, since a step names at most four (a dictionary's table costs several times as much to build and hold).
///
///     let expected: PerReader<[String]> = [.voiceOver: ["Wi-Fi, on"], .talkBack: ["On, Wi-Fi"]]
///     expected[.talkBack]  // ["On, Wi-Fi"]
public struct PerReader<Value: Hashable & Sendable>: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each reader with its value, in ``ReaderKind``'s declaration order, each reader at most once.
    public private(set) var entries: [(reader: ReaderKind, value: Value)]

    /// No reader.
    public init() { entries = [] }

    /// The readers and values of `elements` (a reader written twice keeps its last value).
    public init(dictionaryLiteral elements: (ReaderKind, Value)...) {
        entries = []
        entries.reserveCapacity(elements.count)
        for (reader, value) in elements { self[reader] = value }
    }

    /// `reader`'s value, or nil when it has none; setting nil removes it.
    public subscript(reader: ReaderKind) -> Value? {
        get {
            for entry in entries where entry.reader == reader { return entry.value }
            return nil
        }
        set {
            let order = reader.declarationOrder
            // Readers given in declaration order (as files usually write them) go at the end.
            if let value = newValue, entries.isEmpty || entries[entries.count - 1].reader.declarationOrder < order {
                entries.append((reader, value))
                return
            }
            let place = entries.firstIndex { $0.reader.declarationOrder >= order } ?? entries.endIndex
            let present = place < entries.endIndex && entries[place].reader == reader
            switch (newValue, present) {
            case (let value?, true): entries[place].value = value
            case (let value?, false): entries.insert((reader, value), at: place)
            case (nil, true): entries.remove(at: place)
            case (nil, false): break
            }
        }
    }

    /// Whether no reader has a value.
    public var isEmpty: Bool { entries.isEmpty }

    /// How many readers have a value.
    public var count: Int { entries.count }

    /// Room for `count` readers, so that many can be added without growing the list.
    public mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The same readers with the same values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.reader == $1.reader && $0.value == $1.value }
    }

    /// Hashes every reader and value, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for entry in entries {
            hasher.combine(entry.reader)
            hasher.combine(entry.value)
        }
    }
}

extension ReaderKind {
    /// The reader's place in a fixed order, which orders a ``PerReader``'s entries: by family (as
    /// ``ReaderFamily/allCases``), then the seed profile before the device ones (as ``ReaderProfile/allCases``), then
    /// by settings.
    var declarationOrder: Int {
        let family: Int = switch self.family {
        case .voiceOver: 0
        case .talkBack: 1
        case .iosKeyboard: 2
        case .androidKeyboard: 3
        }
        let profile = version.flatMap { ReaderProfile.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        let order = ReaderSettings.DescriptionOrder.allCases.firstIndex(of: settings.order) ?? 0
        let verbosity = ReaderSettings.Verbosity.allCases.firstIndex(of: settings.verbosity) ?? 0
        return ((family * 16 + profile) * 4 + order) * 4 + verbosity * 2 + (settings.hints ? 0 : 1)
    }
}
