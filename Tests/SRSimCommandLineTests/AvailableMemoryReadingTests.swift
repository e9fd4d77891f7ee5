import Foundation
import Testing
@testable import SRSimCommandLine

/// The available memory is read again only when an answer could depend on it.
@Suite struct AvailableMemoryReadingTests {
    /// Counts the readings and answers with the values given, one per reading.
    private final class Source: @unchecked Sendable {
        var values: [Int?]
        var reads = 0
        init(_ values: [Int?]) { self.values = values }
        func read() -> Int? {
            reads += 1
            return values.isEmpty ? nil : values.removeFirst()
        }
    }

    @Test func smallNeedsShareOneFreshReadingAndALargeNeedReadsAgain() {
        let source = Source([1_000, 400])
        let reading = AvailableMemoryReading(read: source.read)
        #expect(reading.available(forNeeding: 10) == 1_000)
        #expect(reading.available(forNeeding: 500) == 1_000)
        #expect(source.reads == 1)
        // More than half of the last reading: read again, and answer with the new value.
        #expect(reading.available(forNeeding: 501) == 400)
        #expect(source.reads == 2)
    }

    @Test func anUnknownReadingStandsForItsLifetime() {
        let source = Source([nil])
        let reading = AvailableMemoryReading(read: source.read)
        #expect(reading.available(forNeeding: 1) == nil)
        #expect(reading.available(forNeeding: Int.max) == nil)
        #expect(source.reads == 1)
    }

    @Test func aFileTooLargeForTheMemoryLeftIsStillRefusedThroughTheSharedReading() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("small.scenario", "screen \"S\"\n")
        #expect(ScenarioFileReader.read(path) == .success(Array("screen \"S\"\n".utf8)))
        #expect(ScenarioFileReader.read(path, availableMemory: 1) != .success(Array("screen \"S\"\n".utf8)))
    }
}
