import Foundation

/// A reference to one element of a screen, as events and lookups report it.
public struct ElementReference: Hashable, Sendable, CustomStringConvertible {
    /// The element's position in the screen's depth-first element list (stable for a screen).
    public let index: Int
    /// The element's kind.
    public let kind: ElementKind
    /// The element's programmatic name (accessibility label, else visible label).
    public let name: String
    /// The element's id, if it has one.
    public let id: String?
    /// Where the element was declared, when it came from a scenario file.
    public let location: SourceLocation?

    /// A reference to the element at `index`.
    public init(index: Int, kind: ElementKind, name: String, id: String? = nil, location: SourceLocation? = nil) {
        self.index = index
        self.kind = kind
        self.name = name
        self.id = id
        self.location = location
    }

    /// `"Wi-Fi" switch`, or the kind alone for an unnamed element.
    public var description: String { described(as: kind.keyword) }

    /// `"Email" text field`: the kind in plain words rather than as its keyword, for transcripts.
    public var plainDescription: String { described(as: kind.plainName) }

    private func described(as kindName: String) -> String {
        guard !name.isEmpty else { return "unnamed \(kindName)" }
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) else {
            return "\"\(name)\" \(kindName)"
        }
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\" \(kindName)"
    }
}
