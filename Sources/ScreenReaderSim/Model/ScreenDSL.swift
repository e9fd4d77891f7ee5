// The screen DSL: one function per element kind, named like the kind, so a screen reads like its layout.
// swiftlint:disable identifier_name

/// Static text.
public func Text(_ label: String) -> Element { Element(.text, label) }

/// A heading.
public func Heading(_ label: String) -> Element { Element(.heading, label) }

/// A labelled image.
public func Image(_ label: String) -> Element { Element(.image, label) }

/// A decorative icon, never spoken.
public func Icon(_ name: String) -> Element { Element(.icon, name) }

/// A push button.
public func Button(_ label: String) -> Element { Element(.button, label) }

/// A toggle switch.
public func Switch(_ label: String, isOn: Bool = false) -> Element { Element(.switch, label, state: isOn ? .on : .off) }

/// A checkbox.
public func Checkbox(_ label: String, isChecked: Bool = false) -> Element {
    Element(.checkbox, label, state: isChecked ? .checked : .unchecked)
}

/// A radio button; put it in a ``RadioGroup(_:_:)`` to make it exclusive.
public func Radio(_ label: String, isSelected: Bool = false) -> Element {
    Element(.radio, label, state: isSelected ? .selected : .unselected)
}

/// A group of mutually exclusive radio buttons; its visible label is a text stop before them.
public func RadioGroup(_ label: String = "", @ElementBuilder _ radios: () -> [Element]) -> Element {
    Element(.radioGroup, label, children: radios())
}

/// A stepper whose value moves by `step` within `bounds`: two stops, decrement then increment.
public func Stepper(_ label: String, value: Int? = nil, in bounds: ClosedRange<Int> = 0...100, step: Int = 1) -> Element {
    let range = StepperRange(minimum: bounds.lowerBound, maximum: bounds.upperBound, step: step)
    return Element(.stepper, label, state: .value(value ?? bounds.lowerBound), range: range)
}

/// A table row: one focus stop that merges its children and takes its control's role, state and action.
public func Row(_ label: String = "", @ElementBuilder _ children: () -> [Element]) -> Element {
    Element(.row, label, children: children())
}

/// A container that keeps its children as separate stops, together in order.
public func Group(_ label: String = "", @ElementBuilder _ children: () -> [Element]) -> Element {
    Element(.group, label, children: children())
}
