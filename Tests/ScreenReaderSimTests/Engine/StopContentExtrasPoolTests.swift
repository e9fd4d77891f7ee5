import Testing
@testable import ScreenReaderSim

/// A focus order's stops with the same rarer parts share one box of them (``StopContentExtrasPool``), and sharing
/// changes nothing else: every stop is the one made without sharing.
@Suite struct StopContentExtrasPoolTests {
    /// A screen whose text fields share a placeholder, and whose radios each have a place of their own.
    static let text = "screen \"S\"\n" + (0..<6).map {
        "  text-field \"N\($0)\" placeholder \"Your name\"\n  text-field \"C\($0)\" placeholder \"Caf\($0.isMultiple(of: 2) ? "\u{E9}" : "e\u{301}")\"\n"
            + "  radio-group \"G\($0)\"\n    radio \"A\($0)\" selected\n    radio \"B\($0)\"\n  button \"Plain \($0)\"\n"
    }.joined()

    @Test(arguments: Platform.allCases)
    func stopsWithTheSamePartsShareOneBox(platform: Platform) throws {
        let file = ScenarioFile(parsing: Self.text, file: "s.scenario")
        let order = try #require(file.compiledScreen).focusOrder(for: platform)
        let elements = order.index.elements
        func boxes(_ prefix: String) -> [ObjectIdentifier?] {
            order.contents.filter { elements[$0.element].label.hasPrefix(prefix) }.map { $0.rarerParts.map(ObjectIdentifier.init) }
        }
        #expect(Set(boxes("N")).count == 1 && boxes("N").count == 6 && boxes("N")[0] != nil)
        // `Café` written two ways: equal as Unicode, but each spelling keeps a box of its own.
        #expect(Set(boxes("C")).count == 2)
        #expect(boxes("Plain").allSatisfy { $0 == nil })
    }

    /// The simple version: every stop keeps the box it was made with. Sharing leaves every stop equal, part for part.
    @Test func sharingChangesNoStop() throws {
        let file = ScenarioFile(parsing: Self.text, file: "s.scenario")
        let order = try #require(file.compiledScreen).focusOrder(for: .android)
        var copies = order.contents.map { content in
            var copy = content
            copy.rarerParts = content.rarerParts.map { StopContentExtras($0.parts) }
            return copy
        }
        let unshared = copies
        StopContentExtrasPool.share(&copies)
        #expect(copies == unshared)
        for (shared, plain) in zip(copies, unshared) {
            #expect(shared.rarerParts?.parts.isIdentical(to: plain.rarerParts?.parts ?? StopContentParts()) ?? (plain.rarerParts == nil))
        }
        #expect(Set(copies.compactMap { $0.rarerParts.map(ObjectIdentifier.init) }).count
                < Set(unshared.compactMap { $0.rarerParts.map(ObjectIdentifier.init) }).count)
    }

    /// Every string part is compared by its bytes: a difference in any one of them alone is found.
    @Test(arguments: [\StopContentParts.hint, \.placeholder, \.valueText, \.customRoleWord]
          as [WritableKeyPath<StopContentParts, String?> & Sendable])
    func everyStringPartIsComparedByItsBytes(part: WritableKeyPath<StopContentParts, String?> & Sendable) {
        var composed = StopContentParts()
        composed[keyPath: part] = "Caf\u{E9}"
        var decomposed = StopContentParts()
        decomposed[keyPath: part] = "Cafe\u{301}"
        #expect(composed == decomposed)
        #expect(!composed.isIdentical(to: decomposed))
        #expect(composed.isIdentical(to: composed))
    }

    /// Each part, changed alone from the defaults, makes the parts no longer identical; and there are as many changes
    /// as parts, so a part added without being compared fails here.
    @Test func everyPartIsCompared() {
        let changes: [(inout StopContentParts) -> Void] = [
            { $0.hint = "h" }, { $0.placeholder = "p" }, { $0.valueText = "v" }, { $0.customRoleWord = "r" },
            { $0.hasCustomActions = true }, { $0.showsPercent = true },
            { $0.seriesPosition = StopContent.SeriesPosition(index: 1, count: 2) },
        ]
        #expect(Mirror(reflecting: StopContentParts()).children.count == changes.count)
        for change in changes {
            var changed = StopContentParts()
            change(&changed)
            #expect(!changed.isIdentical(to: StopContentParts()) && !StopContentParts().isIdentical(to: changed))
            #expect(changed.isIdentical(to: changed))
        }
    }
}

/// A box the pool already remembers is its own answer, found by identity before any comparison, and counts as shared.
@Suite struct BoxSharingPoolIdentityTests {
    @Test func aRememberedBoxIsAnsweredWithItself() {
        var pool = StopContentExtrasPool()
        var parts = StopContentParts()
        parts.placeholder = "Your name"
        let box = StopContentExtras(parts)
        #expect(pool.shared(box) === box)
        #expect(pool.shared(box) === box)
        // An equal box made apart is answered with the remembered one, as before.
        #expect(pool.shared(StopContentExtras(parts)) === box)
    }
}
