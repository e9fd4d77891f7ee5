import ScreenReaderSim
import ScreenReaderSimTesting
import Testing

/// `expectNoFindings` / `AssertNoFindings`: a clean screen passes; a screen with findings or validation errors fails
/// once, listing each as `srsim audit` prints it (issue 23, item 18).
@Suite struct NoFindingsHelperTests {
    @Test func aCleanScreenPasses() {
        let screen = Screen("Settings") { Row { Text("Wi-Fi"); Switch("Wi-Fi") } }
        #expect(collectFailures { expectNoFindings(screen) }.isEmpty)
        #expect(collectFailures { AssertNoFindings(screen) }.isEmpty)
    }

    @Test func aScreenWithFindingsFailsOnceWithTheAuditsText() throws {
        let screen = Screen("Settings") { Switch("") }
        let failures = collectFailures { expectNoFindings(screen) }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.message.hasPrefix("the screen \"Settings\" has findings (audit: 1 error, 0 warnings):\n"
            + "error: [SRS001] unnamed switch: the switch has no name"))
        #expect(failure.message.contains("  fix: give the switch a visible label"))
        #expect(collectFailures { AssertNoFindings(screen) }.map(\.message) == failures.map(\.message))
    }

    @Test func aScreenAScenarioFileWouldRejectFailsWithTheFilesMessage() throws {
        let screen = Screen("Booking") { Stepper("Guests", value: 50, in: 1...10) }
        let failure = try #require(collectFailures { expectNoFindings(screen) }.first)
        #expect(failure.message.contains(
            "error: \"Guests\" stepper: the stepper's value 50 is outside min...max (1...10); pick a value in that range"))
    }
}
