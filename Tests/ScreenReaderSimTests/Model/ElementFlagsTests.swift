import Testing
@testable import ScreenReaderSim

/// An element's five yes/no properties, packed in one byte (``ElementFlags``), read back as five plain `Bool`s would.
@Suite struct ElementFlagsTests {
    /// The simple version: five plain properties.
    struct PlainFlags: Equatable {
        var isEnabled = true
        var isHidden = false
        var exposesRole = true
        var exposesState = true
        var isKeyboardReachable = true
    }

    /// Every combination of the five, each set in turn on one element and on the plain version: both read alike, after
    /// every single change.
    @Test(arguments: 0..<32)
    func everyCombinationReadsBackAsFivePlainProperties(bits: Int) {
        var element = Button("B")
        var plain = PlainFlags()
        func read(_ element: Element) -> PlainFlags {
            PlainFlags(isEnabled: element.isEnabled, isHidden: element.isHidden, exposesRole: element.exposesRole,
                       exposesState: element.exposesState, isKeyboardReachable: element.isKeyboardReachable)
        }
        #expect(read(element) == plain)
        let value = { (bit: Int) in bits & (1 << bit) != 0 }
        element.isEnabled = value(0); plain.isEnabled = value(0)
        #expect(read(element) == plain)
        element.isHidden = value(1); plain.isHidden = value(1)
        #expect(read(element) == plain)
        element.exposesRole = value(2); plain.exposesRole = value(2)
        #expect(read(element) == plain)
        element.exposesState = value(3); plain.exposesState = value(3)
        #expect(read(element) == plain)
        element.isKeyboardReachable = value(4); plain.isKeyboardReachable = value(4)
        #expect(read(element) == plain)
        // Set back to the defaults in the other order: the element is a plain button again.
        element.isKeyboardReachable = true
        element.exposesState = true
        element.exposesRole = true
        element.isHidden = false
        element.isEnabled = true
        #expect(element == Button("B"))
    }

    /// Elements differing in one property only are not equal: each property has a bit of its own.
    @Test func eachPropertyHasABitOfItsOwn() {
        let changed = [
            Button("B").disabled(), Button("B").hidden(), Button("B").customRole(), Button("B").stateless(),
            Button("B").keyboardUnreachable(),
        ]
        #expect(Set(changed).count == 5)
        #expect(!changed.contains(Button("B")))
    }

    @Test func anElementFitsInSixtyFourBytes() {
        #expect(MemoryLayout<ElementFlags>.size == 1)
        #expect(MemoryLayout<Element>.stride == 64)
    }
}
