/// SRS003 `name-repeats-role`: a name that says "switch", "button", "on"... which the reader already speaks.
struct NameRepeatsRoleCheck: AuditCheck {
    static let rule = AuditRule(
        id: "SRS003",
        name: "name-repeats-role",
        severity: .warning,
        seed: SeedCriterion(
            "When naming a switch, do not add \"switch\" or \"button\" to the programmatic name.",
            file: SeedCriterion.toggleSwitchFile,
            section: "Toggle switch, iOS, Name"
        ),
        title: "The name repeats the role or the state",
        explanation: """
            The programmatic name holds a role word ("switch", "button", "radio", "checkbox", "heading", "image"...) \
            or a state word ("on", "off", "checked", "selected"...). The reader speaks the role and state itself, so \
            the listener hears them twice ("Wi-Fi switch, off, switch button"), and a state word in the name goes \
            stale the moment the state changes. Role words are found anywhere in the name, as whole words; state \
            words only as its first or last word, so "Turn on Wi-Fi" is not flagged but "Wi-Fi on" is.
            """,
        failingExample: """
            screen "Settings"
              switch "Wi-Fi switch"
            """,
        passingExample: """
            screen "Settings"
              switch "Wi-Fi"
            """
    )

    /// Each kind's role words (``KindFacts/roleWordsInName``), by ``ElementKind/factsPosition``, with each phrase split
    /// into its words once, for every stop to compare against.
    private static let roleNeedles = ElementKind.allCases.map { needles($0.facts.roleWordsInName) }
    /// Each kind's state words (``KindFacts/stateWordsInName``), laid out like ``roleNeedles``.
    private static let stateNeedles = ElementKind.allCases.map { needles($0.facts.stateWordsInName) }

    /// Each phrase with its words.
    private static func needles(_ phrases: [String]) -> [(String, [Substring])] {
        phrases.map { ($0, $0.split(separator: " ")) }
    }

    func findings(in context: AuditContext) -> [Finding] {
        var result: [Finding] = []
        var seen = [Bool](repeating: false, count: context.elements.count)
        for stop in context.stops where stop.part != .groupLabel && !seen[stop.elementIndex] {
            seen[stop.elementIndex] = true
            let place = context.elements[stop.controlIndex ?? stop.elementIndex].kind.factsPosition
            let name = context.spokenName(of: stop)
            let words = Speech.normalized(name).split(separator: " ")
            guard !words.isEmpty else { continue }
            if let (word, _) = Self.roleNeedles[place].first(where: { Self.contains(words, needle: $0.1, anywhere: true) }) {
                result.append(context.finding(
                    rule, at: stop.elementIndex, .repeatsRole(name: name, word: word),
                    fix: "remove \"\(word)\" from the name; the reader speaks the role itself"
                ))
            } else if let (word, _) = Self.stateNeedles[place]
                .first(where: { Self.contains(words, needle: $0.1, anywhere: false) }) {
                result.append(context.finding(
                    rule, at: stop.elementIndex, .repeatsState(name: name, word: word),
                    fix: "remove \"\(word)\" from the name; the reader speaks the state itself, and keeps it current"
                ))
            }
        }
        return result
    }

    /// Whether `words` hold `phrase`'s words together: anywhere, or only at the start or the end.
    static func contains(_ words: [Substring], phrase: String, anywhere: Bool) -> Bool {
        contains(words, needle: phrase.split(separator: " "), anywhere: anywhere)
    }

    /// Whether `words` hold the `needle` words together: anywhere, or only at the start or the end.
    static func contains(_ words: [Substring], needle: [Substring], anywhere: Bool) -> Bool {
        guard words.count >= needle.count else { return false }
        if anywhere {
            return (0...(words.count - needle.count)).contains { words[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        return words.prefix(needle.count).elementsEqual(needle) || words.suffix(needle.count).elementsEqual(needle)
    }
}

extension Finding.Message {
    fileprivate static func repeatsRole(name: String, word: String) -> Finding.Message {
        "the name \"\(name)\" repeats the role word \"\(word)\", which the reader already speaks"
    }

    fileprivate static func repeatsState(name: String, word: String) -> Finding.Message {
        "the name \"\(name)\" holds the state word \"\(word)\", which the reader already speaks and which goes stale"
    }
}
