/// A designer's screen against an app's (`srsim diff SPEC.scenario DUMP`): per reader, the stops missing from the app,
/// extra in it, in another order, renamed, with another role or state, spoken otherwise, or merged or split differently.
///
///     let findings = try ScreenDifference.compare(spec: written, app: imported.screen)
public struct ScreenDifference: Hashable, Sendable {
    /// What differs.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A stop of the spec that the app does not have.
        case missing
        /// A stop of the app that the spec does not have.
        case extra
        /// A stop both have, reached in another order.
        case order
        /// A stop both have, with another role.
        case role
        /// A stop both have, with the same role, spoken otherwise (its state or value differs).
        case speech
        /// One stop of the spec that the app splits into several.
        case split
        /// Several stops of the spec that the app merges into one.
        case merged
        /// A stop of the spec that the app has at the same place in the order, of the same kind, with another name.
        case renamed
        /// A stop both have (or a renamed one), of the same kind, in another state or with another value.
        case state
    }

    /// What differs.
    public let kind: Kind
    /// The reader it differs on.
    public let reader: ReaderKind
    /// The stop's name (the spec's, when it has one).
    public let name: String
    /// The sentence, naming what the spec says and what the app does.
    public let message: String
    /// The spec's element the finding is about; for a stop only the app has, the app's element (in a dump, its line and
    /// column there), nil when it has no location.
    public let location: SourceLocation?

    /// Every difference between `spec` and `app`, VoiceOver's first, each in the spec's order.
    /// - Throws: ``FocusOrderError`` when either screen's order overrides cannot be resolved.
    public static func compare(spec: Screen, app: Screen) throws(FocusOrderError) -> [ScreenDifference] {
        let specScreen = CompiledScreen(spec)
        let appScreen = CompiledScreen(app)
        let specReport = try FocusOrderReport(compiled: specScreen)
        let appReport = try FocusOrderReport(compiled: appScreen)
        let specElements = specScreen.index.elements
        let appElements = appScreen.index.elements
        return compare(stops(specReport.voiceOver, specElements), stops(appReport.voiceOver, appElements), reader: .voiceOver)
            + compare(stops(specReport.talkBack, specElements), stops(appReport.talkBack, appElements), reader: .talkBack)
    }

    private struct Stop {
        let key: String
        let name: String
        let kind: ElementKind
        /// The state of the control the stop speaks (a switch's `on`, a slider's value), nil for none.
        let state: ControlState?
        let announcement: String
        let location: SourceLocation?
    }

    private static func stops(_ entries: [FocusOrderReport.Entry], _ elements: [Element]) -> [Stop] {
        entries.map { entry in
            let named = entry.stop.control ?? entry.stop.element
            let name = named.name.isEmpty ? entry.stop.element.name : named.name
            let state = elements.indices.contains(named.index) ? elements[named.index].state : nil
            return Stop(key: ImportText.speechKey(name), name: name, kind: named.kind, state: state,
                        announcement: entry.announcement, location: entry.stop.element.location ?? named.location)
        }
    }

    /// A `state` finding when both stops carry a state and they differ.
    private static func stateFinding(_ stop: Stop, _ other: Stop, reader: ReaderKind) -> ScreenDifference? {
        guard let state = stop.state, let otherState = other.state, state != otherState else { return nil }
        return ScreenDifference(
            kind: .state, reader: reader, name: stop.name,
            message: "\"\(stop.name)\" is \(state) in the spec but \(otherState) in the app", location: stop.location)
    }

    private static func compare(_ spec: [Stop], _ app: [Stop], reader: ReaderKind) -> [ScreenDifference] {
        // A spec stop matches the first unused app stop of its name and role, else of its name alone.
        var appPositions: [String: [Int]] = [:]
        for (position, stop) in app.enumerated() { appPositions[stop.key, default: []].append(position) }
        var match = [Int?](repeating: nil, count: spec.count)
        var matchedApp = Set<Int>()
        for sameRole in [true, false] {
            for (position, stop) in spec.enumerated() where match[position] == nil {
                let candidate = appPositions[stop.key]?.first { other in
                    !matchedApp.contains(other) && (!sameRole || app[other].kind == stop.kind)
                }
                if let candidate {
                    match[position] = candidate
                    matchedApp.insert(candidate)
                }
            }
        }
        var findings: [ScreenDifference] = []
        // Merged and split: a lone name on one side that is several consecutive unmatched names of the other, joined.
        var explainedSpec = Set<Int>()
        var explainedApp = Set<Int>()
        func joinedRun(of names: [Stop], unmatched: (Int) -> Bool, equal key: String) -> Range<Int>? {
            for start in names.indices where unmatched(start) {
                var parts: [String] = []
                var end = start
                while end < names.count, unmatched(end), parts.count < 8 {
                    parts.append(names[end].name)
                    end += 1
                    if parts.count >= 2, ImportText.speechKey(parts.joined(separator: ", ")) == key { return start..<end }
                }
            }
            return nil
        }
        for (position, stop) in spec.enumerated() where match[position] == nil {
            if let run = joinedRun(of: app, unmatched: { !matchedApp.contains($0) && !explainedApp.contains($0) }, equal: stop.key) {
                explainedSpec.insert(position)
                explainedApp.formUnion(run)
                findings.append(ScreenDifference(
                    kind: .split, reader: reader, name: stop.name,
                    message: "\"\(stop.name)\" is one stop in the spec but \(run.count) in the app: "
                        + run.map { "\"\(app[$0].name)\"" }.joined(separator: ", "),
                    location: stop.location))
            }
        }
        for (position, stop) in app.enumerated() where !matchedApp.contains(position) && !explainedApp.contains(position) {
            if let run = joinedRun(of: spec, unmatched: { match[$0] == nil && !explainedSpec.contains($0) }, equal: stop.key) {
                explainedApp.insert(position)
                explainedSpec.formUnion(run)
                findings.append(ScreenDifference(
                    kind: .merged, reader: reader, name: stop.name,
                    message: run.map { "\"\(spec[$0].name)\"" }.joined(separator: ", ")
                        + " are \(run.count) stops in the spec but one in the app: \"\(stop.name)\"",
                    location: spec[run.lowerBound].location))
            }
        }
        // Order: the matched stops outside a longest run that both sides visit in the same order.
        let pairs = spec.indices.compactMap { position in match[position].map { (position, $0) } }
        let inOrder = longestIncreasingRun(pairs.map(\.1))
        for (offset, pair) in pairs.enumerated() {
            let (specPosition, appPosition) = pair
            let stop = spec[specPosition]
            let other = app[appPosition]
            if !inOrder.contains(offset) {
                findings.append(ScreenDifference(
                    kind: .order, reader: reader, name: stop.name,
                    message: "\"\(stop.name)\" is stop \(specPosition + 1) in the spec but \(appPosition + 1) in the app",
                    location: stop.location))
            }
            if stop.kind != other.kind {
                findings.append(ScreenDifference(
                    kind: .role, reader: reader, name: stop.name,
                    message: "\"\(stop.name)\" is a \(stop.kind.rawValue) in the spec but a \(other.kind.rawValue) in the app",
                    location: stop.location))
            } else if let changed = stateFinding(stop, other, reader: reader) {
                findings.append(changed)
            } else if !Speech.matches(stop.announcement, other.announcement) {
                findings.append(ScreenDifference(
                    kind: .speech, reader: reader, name: stop.name,
                    message: "\"\(stop.name)\": the spec says \"\(stop.announcement)\" but the app \"\(other.announcement)\"",
                    location: stop.location))
            }
        }
        // Renamed: between two stops both visit in order (or the ends), the stops left unmatched on each side are paired
        // one to one in order; a pair of the same kind is one stop with another name, at the same place in the order.
        let anchors = [(-1, -1)] + inOrder.sorted().map { pairs[$0] } + [(spec.count, app.count)]
        for (before, after) in zip(anchors, anchors.dropFirst()) {
            let specGap = (before.0 + 1..<after.0).filter { match[$0] == nil && !explainedSpec.contains($0) }
            let appGap = (before.1 + 1..<max(before.1 + 1, after.1))
                .filter { !matchedApp.contains($0) && !explainedApp.contains($0) }
            for (specPosition, appPosition) in zip(specGap, appGap) where spec[specPosition].kind == app[appPosition].kind {
                let stop = spec[specPosition]
                let other = app[appPosition]
                explainedSpec.insert(specPosition)
                explainedApp.insert(appPosition)
                findings.append(ScreenDifference(
                    kind: .renamed, reader: reader, name: stop.name,
                    message: "\"\(stop.name)\" (stop \(specPosition + 1) in the spec) is named \"\(other.name)\" in the app",
                    location: stop.location))
                if let changed = stateFinding(stop, other, reader: reader) { findings.append(changed) }
            }
        }
        for (position, stop) in spec.enumerated() where match[position] == nil && !explainedSpec.contains(position) {
            findings.append(ScreenDifference(
                kind: .missing, reader: reader, name: stop.name,
                message: "\"\(stop.name)\" (stop \(position + 1) in the spec) is not in the app", location: stop.location))
        }
        for (position, stop) in app.enumerated() where !matchedApp.contains(position) && !explainedApp.contains(position) {
            findings.append(ScreenDifference(
                kind: .extra, reader: reader, name: stop.name,
                message: "\"\(stop.name)\" (stop \(position + 1) in the app) is not in the spec", location: stop.location))
        }
        // On the spec's lines, in order; the app's extra stops after them.
        return findings.enumerated().sorted { first, second in
            let a = first.element.kind == .extra ? Int.max : first.element.location?.line ?? Int.max
            let b = second.element.kind == .extra ? Int.max : second.element.location?.line ?? Int.max
            return (a, first.offset) < (b, second.offset)
        }.map(\.element)
    }

    /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[offset] = tails[low - 1] }
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var result = Set<Int>()
        var current = tails.last ?? -1
        while current >= 0 {
            result.insert(current)
            current = previous[current]
        }
        return result
    }
}
