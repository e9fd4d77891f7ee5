/// Why a label (or id) did not name exactly one element that can be used.
public enum LookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No element has this label or id; `nearest` is the label or id the caller probably meant, if one is close.
    case noElement(label: String, nearest: NearestLabel = NearestLabel(nil))
    /// Two or more controls share this label.
    case ambiguous(label: String, candidates: [ElementReference])
    /// The element exists but is in no focus stop (hidden, decorative, or a container), so it cannot be touched.
    case notInAnyStop(ElementReference)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .noElement(let label, let nearest):
            "no element is labelled \"\(label)\"" + (nearest.label.map { "; did you mean \"\($0)\"?" } ?? "")
        case .ambiguous(let label, let candidates):
            "\"\(label)\" names \(candidates.count) controls (\(candidates.map(\.description).joined(separator: ", "))); give one an id"
        case .notInAnyStop(let element):
            "\(element) is in no focus stop (it is hidden, decorative or a container)"
        }
    }
}

extension LookupError {
    /// The label or id a failed lookup probably meant (`Dark mode` for `Dark mod`), shown as `did you mean "..."?`.
    ///
    /// Advice, not identity: two ``LookupError/noElement(label:nearest:)`` errors for the same label are equal whatever
    /// they suggest, so `#expect(throws: LookupError.noElement(label: "Dark mod"))` holds.
    public struct NearestLabel: Hashable, Sendable {
        /// The label or id, if one is close enough to be a likely typo.
        public let label: String?

        /// A suggestion of `label` (nil: none).
        public init(_ label: String?) {
            self.label = label
        }

        /// Always true: the suggestion is advice, not part of which error it is.
        public static func == (lhs: Self, rhs: Self) -> Bool { true }

        /// Hashes nothing, consistent with ``==(_:_:)``.
        public func hash(into hasher: inout Hasher) {}
    }
}
