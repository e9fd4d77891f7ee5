import Testing
@testable import ScreenReaderSim

/// ``ScreenIndexRowNames`` answers what a dictionary of the same rows answers, and a big screen's rows named in the
/// index's one sweep are named as a row's own texts and controls name it.
@Suite struct ScreenIndexRowNamesTests {
    @Test(arguments: [0, 1, 2, 7, 100])
    func aRowsNameIsTheDictionarysAnswer(rows: Int) {
        var names = ScreenIndexRowNames()
        var dictionary: [Int: String] = [:]
        var position = 0
        for row in 0..<rows {
            position += 1 + (row * 7) % 5
            names.append("Row \(row)", at: position)
            dictionary[position] = "Row \(row)"
        }
        #expect(names.count == rows)
        for probe in -1...(position + 2) { #expect(names[probe] == dictionary[probe], "\(probe)") }
    }

    /// Every row that is a stop of its own is named, in the index's sweep, as ``ScreenIndexStorage/rowName(of:)`` names
    /// it from the texts and controls within its subtree (found by binary search), on bundled and generated screens.
    @Test(arguments: 0..<8)
    func aRowNamedInTheSweepIsNamedByWhatItMerges(seed: Int) throws {
        var texts = [GeneratedScreen(seed: UInt64(seed)).text]
        if seed == 0 { texts += try CompiledOnceTests.bundledFiles.map { try String(contentsOfFile: $0, encoding: .utf8) } }
        for text in texts {
            guard let index = ScenarioFile(parsing: text, file: "rows.scenario").compiledScreen?.index.storage else { continue }
            var position = 0
            while position < index.elements.count {
                if index.elements[position].kind == .row {
                    #expect(index.name(of: position) == index.rowName(of: position))
                    position = index.descendants(of: position).upperBound
                } else {
                    position += 1
                }
            }
        }
    }
}
