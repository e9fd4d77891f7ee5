/// Why a label (or id) did not name exactly one element that can be used.
public enum LookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No element has this label or id.
    case noElement(label: String)
    /// Two or more controls share this label.
    case ambiguous(label: String, candidates: [ElementReference])
    /// The element exists but is in no focus stop (hidden, decorative, or a container), so it cannot be touched.
    case notInAnyStop(ElementReference)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .noElement(let label):
            "no element is labelled \"\(label)\""
        case .ambiguous(let label, let candidates):
            "\"\(label)\" names \(candidates.count) controls (\(candidates.map(\.description).joined(separator: ", "))); give one an id"
        case .notInAnyStop(let element):
            "\(element) is in no focus stop (it is hidden, decorative or a container)"
        }
    }
}
