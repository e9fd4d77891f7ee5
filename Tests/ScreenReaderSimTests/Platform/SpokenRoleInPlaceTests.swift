import Testing
@testable import ScreenReaderSim

/// The role of an element read in place in a list (``SpokenRole/of(_:in:)``) is the role of the element itself, for every
/// kind, secure or not, with and without rarer properties.
@Suite struct SpokenRoleInPlaceTests {
    @Test(arguments: ElementKind.allCases)
    func theRoleReadInPlaceIsTheElementsRole(_ kind: ElementKind) {
        var secure = Element(kind, "Secure")
        secure.isSecure = true
        var described = Element(kind, "Described")
        described.hint = "Hint"
        described.accessibilityLabel = "Named"
        let elements = [Element(kind, "Plain"), secure, described, Element(kind)]
        for position in elements.indices {
            #expect(SpokenRole.of(position, in: elements) == SpokenRole(elements[position]))
        }
    }
}
