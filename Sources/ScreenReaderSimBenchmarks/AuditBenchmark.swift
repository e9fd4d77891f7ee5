import ScreenReaderSim

/// The audit on screens where every block has findings.
struct AuditBenchmark {
    /// About how many elements each screen has.
    let sizes: [Int]
    /// Timed runs per figure (the median is reported).
    let repetitions: Int

    func run(emit: (Figure) -> Void) throws {
        for elements in sizes {
            let size = Figure.size(elements)
            let screen = BenchmarkScreens.audited(elements: elements)
            var findings: [Finding] = []
            let time = Measure.median(repetitions: repetitions, prepare: { findings = [] }) {
                findings = Audit.run(screen: screen)
            }
            let blocks = max(1, elements / 6)
            let checks = Set(findings.map(\.checkID))
            guard findings.count >= blocks, checks.isSuperset(of: ["SRS006", "SRS007", "SRS008", "SRS009"]) else {
                throw BenchmarkError("the audit found \(findings.count) findings on \(blocks) blocks")
            }
            emit(Figure("audit \(size)", time / 1e6, "ms"))
            emit(Figure("audit findings \(size)", Double(findings.count), "findings"))
        }
    }
}
