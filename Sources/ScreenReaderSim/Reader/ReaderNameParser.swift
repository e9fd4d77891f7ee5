/// Reads a reader's name, word by word, as a `using` line, a per-reader line and `--readers` write it.
enum ReaderNameParser {
    /// A problem with one word of the name.
    struct Problem: Hashable, Sendable {
        /// The word's index among the name's words.
        var word: Int
        /// What is wrong.
        var error: ReaderNameError
    }

    /// The reader `words` names (the first `FAMILY[@VERSION]`, then `NAME=VALUE` settings in any order), or every
    /// problem found, each at its word.
    static func parse(_ words: [String]) -> (reader: ReaderKind?, problems: [Problem]) {
        guard let first = words.first else { return (nil, [Problem(word: 0, error: .empty)]) }
        var problems: [Problem] = []
        let lowered = first  // names are lower case, as every keyword of the language
        let parts = lowered.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        var family = ReaderFamily(rawValue: String(parts[0]))
        var profile: ReaderProfile?
        if family == nil {
            let names = ReaderFamily.allCases.map(\.rawValue) + ReaderProfile.deviceProfiles.map(\.rawValue)
            problems.append(Problem(word: 0, error: .unknownReader(first, suggestion: Suggestion.closest(to: first, in: names))))
        } else if parts.count == 2, let known = family {
            let version = String(parts[1])
            if let named = ReaderProfile.named(known, version: version) {
                profile = named
            } else {
                problems.append(Problem(word: 0, error: .unknownVersion(
                    version, family: known, suggestion: nearestProfile(to: version, family: known)?.rawValue)))
                family = nil
            }
        } else if let known = family {
            profile = known == .voiceOver ? .voiceOver : known == .talkBack ? .talkBack : nil
        }
        var settings = ReaderSettings()
        var given: Set<String> = []
        for (offset, word) in words.enumerated().dropFirst() {
            let pieces = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            let names = ReaderSettings.catalogue.map(\.name)
            guard pieces.count == 2, let entry = ReaderSettings.catalogue.first(where: { $0.name == name }) else {
                let suggestion = Suggestion.closest(to: name, in: names).map { setting in
                    "\(setting)=" + (ReaderSettings.catalogue.first { $0.name == setting }?.values.last ?? "")
                }
                problems.append(Problem(word: offset, error: .unknownSetting(word, suggestion: suggestion)))
                continue
            }
            let value = String(pieces[1])
            guard entry.values.contains(value) else {
                let suggestion = Suggestion.closest(to: value, in: entry.values).map { "\(name)=\($0)" }
                problems.append(Problem(word: offset, error: .unknownSettingValue(value, setting: name, suggestion: suggestion)))
                continue
            }
            if given.contains(name) {
                problems.append(Problem(word: offset, error: .settingTwice(name)))
                continue
            }
            given.insert(name)
            if family != nil {
                let fits = switch name {
                case "hints": profile != nil
                default: profile.map { $0.family == .talkBack && !$0.isSeed } ?? false
                }
                if !fits {
                    problems.append(Problem(word: offset, error: .settingDoesNotFit(name, reader: lowered)))
                    continue
                }
            }
            switch name {
            case "hints": settings.hints = value == "on"
            case "order": settings.order = ReaderSettings.DescriptionOrder(rawValue: value) ?? .stateNameRole
            default: settings.verbosity = ReaderSettings.Verbosity(rawValue: value) ?? .default
            }
        }
        guard problems.isEmpty, let family else { return (nil, problems) }
        let version = profile.flatMap { $0.isSeed ? nil : $0 }
        return (ReaderKind(family: family, version: version, settings: settings), [])
    }

    /// The device profile of `family` whose version is nearest `version` (by number; the newer on a tie), else by
    /// spelling.
    static func nearestProfile(to version: String, family: ReaderFamily) -> ReaderProfile? {
        let candidates = ReaderProfile.deviceProfiles.filter { $0.family == family }
        func number(_ text: String) -> Int? { Int(text.filter(\.isNumber)) }
        if let wanted = number(version) {
            return candidates.min { first, second in
                let a = abs((number(first.versionKeyword) ?? 0) - wanted)
                let b = abs((number(second.versionKeyword) ?? 0) - wanted)
                return a != b ? a < b : first.versionKeyword > second.versionKeyword
            }
        }
        return Suggestion.closest(to: version, in: candidates.map(\.versionKeyword)).flatMap { ReaderProfile.named(family, version: $0) }
    }
}
