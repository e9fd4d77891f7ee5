import Testing
@testable import ScreenReaderSim

/// The phrase book lays its tables out by role ordinal: each role's ordinal is its own place in `allCases`.
struct SpokenRoleOrdinalTests {
    @Test(arguments: SpokenRole.allCases)
    func eachRolesOrdinalIsItsPlaceInAllCases(_ role: SpokenRole) {
        #expect(role.ordinal == SpokenRole.allCases.firstIndex(of: role))
        #expect(MemoryLayout<SpokenRole>.size == 1)
    }
}
