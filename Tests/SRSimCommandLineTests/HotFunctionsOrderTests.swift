import Foundation
import Testing
import SRSimTestSupport

/// `Sources/srsim/hot-functions.order`, the linker's list of the functions `srsim` lays out first (written by
/// `.ci/hot-functions`): one symbol a line, and nothing of the machine it was made on.
@Suite struct HotFunctionsOrderTests {
    static var lines: [Substring] {
        let path = Sample.packageRoot + "/Sources/srsim/hot-functions.order"
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test func theListNamesOneSymbolALineEachOnce() {
        let lines = Self.lines
        #expect(lines.count > 500, "run .ci/hot-functions")
        #expect(lines.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) && $0.allSatisfy(\.isASCII) })
        #expect(Set(lines).count == lines.count)
    }

    /// The list holds the functions a run needs, the library's and the runtime's, and no path.
    @Test func theListHoldsTheRunsFunctionsAndNoPath() {
        let lines = Self.lines
        #expect(lines.contains { $0.hasPrefix("$s15ScreenReaderSim") })
        #expect(lines.contains("swift_retain"))
        #expect(!lines.contains { $0.contains("/") })
    }
}
