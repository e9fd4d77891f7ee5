import Testing
@testable import ScreenReaderSim

/// The phrase book lays its tables out by role ordinal: each role's ordinal is its own place in `allCases`; a role's
/// facts are read from the kinds spoken as it.
struct SpokenRoleOrdinalTests {
    @Test(arguments: SpokenRole.allCases)
    func eachRolesOrdinalIsItsPlaceInAllCases(_ role: SpokenRole) {
        #expect(role.ordinal == SpokenRole.allCases.firstIndex(of: role))
        #expect(MemoryLayout<SpokenRole>.size == 1)
    }

    @Test func onlyTheSlidersRoleIsAdjustable() {
        #expect(SpokenRole.allCases.filter(\.isAdjustable) == [.slider])
    }
}
