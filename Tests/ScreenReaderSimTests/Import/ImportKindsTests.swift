import Testing
@testable import ScreenReaderSim

/// The importers' one table of kinds (`ImportKinds`), checked against ``ElementKind`` and its facts.
struct ImportKindsTests {
    /// Every kind any of the importers' tables gives.
    static let tableKinds: [ElementKind] = {
        var kinds: [ElementKind] = [
            ImportKinds.plainText, ImportKinds.headingText, ImportKinds.picture, ImportKinds.pressable, ImportKinds.mergedRow,
            ImportKinds.shownDialog, ImportKinds.chosenOption, ImportKinds.checkableGuess, ImportKinds.composeEditable,
            ImportKinds.composeSettableRange, ImportKinds.composeToggleable,
        ]
        kinds += ImportKinds.snapshotTraits.map(\.kind) + ImportKinds.androidClasses.values.map(\.kind)
        kinds += ImportKinds.androidClasses.values.compactMap(\.unlessClickable) + ImportKinds.composeRoles.values
        kinds += ImportKinds.xcuiTypes.values + ImportKinds.xcuiSeriesContainers.map(\.kind) + ImportKinds.idbTypes.map(\.kind)
        return ElementKind.allCases.filter(kinds.contains)
    }()

    @Test(arguments: ElementKind.allCases)
    func aSeriesItemFindsTheContainerThatTakesOnlyIt(_ kind: ElementKind) {
        let container = ImportKinds.container(of: kind)
        #expect(container?.requiredChildKind == (container == nil ? nil : kind))
        #expect((container != nil) == ElementKind.allCases.contains { $0.requiredChildKind == kind })
    }

    @Test(arguments: ElementKind.allCases)
    func settingAStateGivesTheKindsFirstOrSecondStateWord(_ kind: ElementKind) {
        var node = ImportedNode(kind, "Name")
        node.setState(true)
        #expect(node.state == kind.facts.stateWords?.0)
        node.setState(false)
        #expect(node.state == kind.facts.stateWords?.1)
    }

    @Test(arguments: tableKinds)
    func everyKindATableGivesIsWrittenAsItsOwnKeyword(_ kind: ElementKind) {
        var node = ImportedNode(kind, "Name")
        if kind.facts.stops == .mergedRow { node.children = [ImportedNode(ImportKinds.plainText, "Name")] }
        let element = node.element()
        #expect(element.kind == kind)
        #expect(kind.facts.value != .wholeNumberRange || element.range != nil)
    }

    @Test func everyXCUITestSeriesContainerHoldsSeriesItemsAndItsButtonsAreButtonsElsewhere() {
        for (_, kind) in ImportKinds.xcuiSeriesContainers {
            #expect(kind.requiredChildKind?.facts.isSeriesItem == true)
        }
        for type in ImportKinds.xcuiSeriesTypes {
            #expect(ImportKinds.xcuiTypes[type] == ImportKinds.pressable, "\(type)")
        }
    }

    @Test func theAndroidTextFieldClassesAreTheTableRowsWithEditedText() {
        #expect(AndroidViewImporter.textFieldClasses == [
            "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView", "AppCompatAutoCompleteTextView",
            "MultiAutoCompleteTextView", "MaterialAutoCompleteTextView", "SearchAutoComplete",
        ])
    }

    @Test func everyKindThatNeedsANameIsAControlAndEveryRowControlIsAStatefulControl() {
        #expect(ImportKinds.needsName.allSatisfy { $0.isControl })
        #expect(ImportKinds.androidRowControls.allSatisfy { $0.facts.stateWords != nil && $0.facts.rowMerge == .control })
        #expect(ImportKinds.cellRowControls.allSatisfy { $0.facts.rowMerge == .control })
        #expect(ImportKinds.cellTexts.allSatisfy { $0.facts.stops == .named })
    }

    /// One item of a run test: its node and the run it belongs to (nil: none).
    struct RunItem {
        var node: ImportedNode
        var run: Int?
    }

    @Test func consecutiveItemsOfOneRunGoInTheirSeriesContainerWithOneSelectedChild() {
        func radio(_ name: String, selected: Bool, run: Int?) -> RunItem {
            var node = ImportedNode(ElementKind.radio, name)
            node.setState(selected)
            return RunItem(node: node, run: run)
        }
        let items = [
            RunItem(node: ImportedNode(ImportKinds.plainText, "Size"), run: nil),
            radio("Small", selected: true, run: 1), radio("Large", selected: true, run: 1), radio("Other", selected: false, run: 2),
        ]
        let grouped = ImportContext.groupingRuns(
            items, node: \.node, startsRun: { $0.run != nil }, sameRun: { $0.run == $1.run },
            container: { item, kind in ImportedNode(kind, "Group \(item.run ?? 0)") },
            dropsPrevious: { last, _ in last.name == "Size" }
        )
        #expect(grouped.map(\.name) == ["Group 1", "Group 2"])
        #expect(grouped.map(\.kind) == [ElementKind.radioGroup, ElementKind.radioGroup])
        #expect(grouped[0].children.map(\.state) == [ControlState.selected, ControlState.unselected])
        #expect(grouped[0].children[1].notes == ["dropped: selected (a second selected radio)"])
        #expect(grouped[1].children.map(\.name) == ["Other"])
    }
}
