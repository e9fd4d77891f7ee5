import Testing
@testable import ScreenReaderSim

/// A sweep over a screen's rows (``RowSweep``) finds each row's merged controls and name as the index's own lookups do,
/// whether the rows come in ascending position (a focus order in tree order) or in any other order.
@Suite struct RowSweepTests {
    /// The rows of a screen, in position order (nested rows included).
    static func rows(of index: ScreenIndexStorage) -> [Int] {
        index.elements.indices.filter { index.elements[$0].kind.facts.stops == .mergedRow }
    }

    @Test(arguments: 0..<8)
    func aSweepFindsWhatTheIndexFinds(seed: Int) throws {
        var texts = [GeneratedScreen(seed: UInt64(seed)).text]
        if seed == 0 { texts += try CompiledOnceTests.bundledFiles.map { try String(contentsOfFile: $0, encoding: .utf8) } }
        var generator = ScenarioRobustnessTests.Generator(state: UInt64(seed) &+ 0x5EE9)
        for text in texts {
            guard let index = ScenarioFile(parsing: text, file: "rows.scenario").compiledScreen?.index.storage else { continue }
            let rows = Self.rows(of: index)
            // In order, as a tree-order walk meets them; then shuffled, and with each row asked twice running.
            var shuffled = rows
            for position in shuffled.indices.reversed() { shuffled.swapAt(position, generator.next(position + 1)) }
            for order in [rows, shuffled, rows.flatMap { [$0, $0] }] {
                var sweep = RowSweep()
                for row in order {
                    #expect(Array(index.rowControls(of: row, sweep: &sweep)) == Array(index.rowControls(of: row)), "\(row)")
                    #expect(index.name(ofRow: row, sweep: &sweep) == index.name(of: row), "\(row)")
                }
            }
        }
    }
}
