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

/// A text field showing `text` (empty by default), with an optional placeholder (`prompt`) spoken while it is empty.
public func TextField(_ label: String, text: String = "", prompt: String? = nil) -> Element {
    var field = Element(.textField, label, state: .text(text))
    field.placeholder = prompt
    return field
}

/// A secure text field (a password): its value is never spoken; a placeholder (`prompt`) is, while it is empty.
public func SecureField(_ label: String, text: String = "", prompt: String? = nil) -> Element {
    TextField(label, text: text, prompt: prompt).secure()
}

/// A slider whose whole-number value moves by `step` within `bounds` (swipe up/down, or Left/Right from a keyboard).
public func Slider(_ label: String, value: Int? = nil, in bounds: ClosedRange<Int> = 0...100, step: Int = 1) -> Element {
    let range = StepperRange(minimum: bounds.lowerBound, maximum: bounds.upperBound, step: step)
    return Element(.slider, label, state: .value(value ?? bounds.lowerBound), range: range)
}

/// A segmented control: one of its ``Segment(_:isSelected:)`` children is selected at a time.
public func SegmentedControl(_ label: String, @ElementBuilder _ segments: () -> [Element]) -> Element {
    Element(.segmentedControl, label, children: segments())
}

/// One segment of a ``SegmentedControl(_:_:)``.
public func Segment(_ label: String, isSelected: Bool = false) -> Element {
    Element(.segment, label, state: isSelected ? .selected : .unselected)
}

/// A tab bar: one of its ``Tab(_:isSelected:)`` children is selected at a time.
public func TabBar(_ label: String, @ElementBuilder _ tabs: () -> [Element]) -> Element {
    Element(.tabBar, label, children: tabs())
}

/// One tab of a ``TabBar(_:_:)``.
public func Tab(_ label: String, isSelected: Bool = false) -> Element {
    Element(.tab, label, state: isSelected ? .selected : .unselected)
}

/// A link; activating it opens `destination` (a change of context), by default named after the link.
public func Link(_ label: String, destination: String? = nil) -> Element {
    var link = Element(.link, label)
    link.navigatesTo = destination
    return link
}

/// An expandable (disclosure) with optional data (`value`); its children are focus stops only while it is expanded.
public func Expandable(
    _ label: String, value: String? = nil, isExpanded: Bool = false, @ElementBuilder _ content: () -> [Element]
) -> Element {
    var expandable = Element(.expandable, label, state: isExpanded ? .expanded : .collapsed, children: content())
    expandable.accessibilityValue = value
    return expandable
}
